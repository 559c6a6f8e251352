/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import postcssRtlcss from 'postcss-rtlcss';
import { defineConfig, loadEnv } from 'vite';
import { ALL_CONFIG_KEYS } from './src/platform/configKeys.ts';

const root = import.meta.dirname;

/**
 * Configuration comes from the build environment under its Open edX names (`.env` for production,
 * `.env.development` for the mock LMS; real environment variables win over both). Only the known keys are
 * copied into the bundle, as one object, so Vite's own BASE_URL never collides with Open edX's.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, '');
  const appEnv = Object.fromEntries(ALL_CONFIG_KEYS.map((key) => [key, env[key] ?? '']));
  const publicPath = env.PUBLIC_PATH || '/';

  return {
    base: publicPath,
    define: { __APP_ENV__: JSON.stringify(appEnv) },
    plugins: [react()],
    resolve: {
      alias: {
        '@': path.join(root, 'src'),
        '@test': path.join(root, 'test'),
      },
    },
    css: {
      postcss: { plugins: [postcssRtlcss()] },
      preprocessorOptions: {
        scss: {
          quietDeps: true,
          // Bootstrap 5.3 still uses @import and global colour functions.
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'mixed-decls', 'if-function'],
        },
      },
    },
    server: { port: Number(env.PORT) || 2000, strictPort: true },
    preview: { port: Number(env.PREVIEW_PORT) || 2000, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      outDir: env.BUILD_OUT_DIR || 'dist',
      emptyOutDir: true,
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      exclude: ['test/e2e/**', 'node_modules/**'],
      restoreMocks: true,
      testTimeout: 15000,
      css: false,
    },
  };
});
