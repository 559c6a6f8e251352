/**
 * `npm run start`: the dev server as Tutor's dev mode runs it (tutor-mfe: `npm run start ---
 * --config ./webpack.dev-tutor.config.js` with PORT set, conventions §8.2). It listens on every interface
 * on PORT (default 2000), accepts any Host header, ignores webpack's `--config` (it reads only the LMS
 * address the file proxies to, when the environment names none), and proxies a relative
 * MFE_CONFIG_API_URL (Tutor's /api/mfe_config/v1) to the LMS. Configuration comes from the environment
 * and `.env.development`, as `npm run dev`; `npm run dev` stays the one command against the mock LMS.
 */
import fs from 'node:fs';
import { createServer } from 'vite';

/** The `--config` file's path from the arguments (`--config x` or `--config=x`), if any. */
export function configArgument(args: readonly string[]): string | null {
  for (const [index, arg] of args.entries()) {
    if (arg === '--config') return args[index + 1] ?? null;
    if (arg.startsWith('--config=')) return arg.slice('--config='.length);
  }
  return null;
}

/** The LMS that Tutor's webpack dev config proxies the runtime configuration to (`target: '…'`). */
export function proxyTargetIn(webpackConfig: string): string | null {
  const match = /['"]\/api\/mfe_config\/v1['"]\s*:\s*{[^}]*?target\s*:\s*['"]([^'"]+)['"]/s.exec(
    webpackConfig,
  );
  return match?.[1] ?? null;
}

export function devServerPort(env: NodeJS.ProcessEnv): number {
  const port = Number(env.PORT);
  return Number.isInteger(port) && port > 0 ? port : 2000;
}

const isMain = process.argv[1]?.endsWith('start.ts');
if (isMain) {
  const configFile = configArgument(process.argv.slice(2));
  if (configFile)
    console.log(`  Ignoring the webpack configuration ${configFile} (this app builds with Vite).`);
  if (!process.env.LMS_BASE_URL && !process.env.MFE_CONFIG_API_PROXY_TARGET && configFile) {
    const target = fs.existsSync(configFile) ? proxyTargetIn(fs.readFileSync(configFile, 'utf8')) : null;
    if (target) process.env.MFE_CONFIG_API_PROXY_TARGET = target;
  }
  const server = await createServer({
    mode: 'development',
    server: { host: true, port: devServerPort(process.env), strictPort: true, allowedHosts: true },
  });
  await server.listen();
  server.printUrls();
}
