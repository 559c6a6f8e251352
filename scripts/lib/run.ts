import { spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** Runs a command from node_modules/.bin (or PATH) with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
      shell: false,
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

/**
 * Runs a command as `run` does but keeps its output (stdout and stderr, interleaved) until it ends, so
 * commands that run side by side print one after another; resolves with its exit code and output.
 */
export function runCaptured(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
      shell: false,
    });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

export const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/**
 * Ports for the mock LMS and the app. Defaults are those of `.env.development`; E2E_LMS_PORT and
 * E2E_APP_PORT move both, so two checkouts can run their browser tests side by side.
 */
export function origins(defaults = { lms: 18000, app: 2000 }) {
  const lmsPort = Number(process.env.E2E_LMS_PORT ?? defaults.lms);
  const appPort = Number(process.env.E2E_APP_PORT ?? defaults.app);
  // The Tutor build (scripts/tutor-build.ts) is served beside the app, under /learning/.
  const tutorPort = Number(process.env.E2E_TUTOR_PORT ?? appPort + 10);
  return {
    lmsPort,
    appPort,
    tutorPort,
    lmsOrigin: `http://localhost:${lmsPort}`,
    appOrigin: `http://localhost:${appPort}`,
    tutorOrigin: `http://localhost:${tutorPort}`,
  };
}

/** Environment for a production build configured for the mock LMS at the chosen ports. */
export function mockBuildEnv(outDir: string): NodeJS.ProcessEnv {
  const { lmsOrigin, appOrigin } = origins();
  return { BUILD_OUT_DIR: outDir, MOCK_LMS_ORIGIN: lmsOrigin, APP_ORIGIN: appOrigin };
}
