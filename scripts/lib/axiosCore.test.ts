import path from 'node:path';
import type { AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { AXIOS_CORE, axiosCore, axiosCoreImports, takesAxiosCore } from './axiosCore.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Rollup's plugin context, as far as the transforms use it: `error` throws. */
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call(context, ...args);

describe('axios core build', () => {
  it('gives the core entry to the app’s own modules only', () => {
    expect(takesAxiosCore('axios', path.join(root, 'src/platform/http.ts'), root)).toBe(true);
    expect(takesAxiosCore('axios', path.join(root, 'env.config.jsx'), root)).toBe(false);
    expect(takesAxiosCore('axios', path.join(root, 'node_modules/x/index.js'), root)).toBe(false);
    expect(takesAxiosCore('axios/unsafe/core/Axios.js', path.join(root, 'src/a.ts'), root)).toBe(false);
    expect(takesAxiosCore('axios', undefined, root)).toBe(false);
    const resolveId = axiosCore(root).resolveId as (s: string, i?: string) => string | null;
    expect(resolveId('axios', path.join(root, 'src/platform/auth.ts'))).toBe(AXIOS_CORE);
    expect(axiosCore(root).apply).toBe('build');
  });

  it('makes instances with interceptors, defaults and the error helpers the app uses', async () => {
    const { default: axios } = (await import(AXIOS_CORE)) as { default: AxiosStatic };
    const client = axios.create({ withCredentials: true });
    expect(client.defaults.withCredentials).toBe(true);
    client.interceptors.request.use((request) => {
      request.headers.set('X-Test', 'yes');
      return request;
    });
    const seen: { url?: string; headers?: unknown; data?: unknown }[] = [];
    const adapter = (config: InternalAxiosRequestConfig) => {
      seen.push({ url: config.url, headers: config.headers.get('X-Test'), data: config.data });
      return Promise.resolve({ data: '{"ok":true}', status: 200, statusText: 'OK', headers: {}, config });
    };
    const response = await client.post('https://lms.test/api', { a: 1 }, { adapter, params: { q: 'x y' } });
    expect(response.data).toEqual({ ok: true });
    expect(seen[0]).toEqual({ url: 'https://lms.test/api', headers: 'yes', data: '{"a":1}' });
    const failing = (config: InternalAxiosRequestConfig) =>
      Promise.reject(new axios.AxiosError('Not Found', 'ERR_BAD_REQUEST', config));
    const error: unknown = await client
      .get('https://lms.test/x', { adapter: failing })
      .catch((e: unknown) => e);
    expect(axios.isAxiosError(error)).toBe(true);
    expect(axios.isAxiosError(new Error('x'))).toBe(false);
  });

  it('fails the build, naming itself, when an axios module it builds on is gone or no app module imports axios', async () => {
    expect(axiosCoreImports()).toContain('axios/unsafe/core/Axios.js');
    const plugin = axiosCore('/r');
    const buildStart = plugin.buildStart as (this: unknown) => Promise<void>;
    const resolving = (missing: string) => ({
      ...context,
      resolve: (source: string) => Promise.resolve(source === missing ? null : { id: source }),
    });
    await expect(buildStart.call(resolving(''))).resolves.toBeUndefined();
    await expect(buildStart.call(resolving('axios/unsafe/core/Axios.js'))).rejects.toThrow(
      /^\[axiosCore\] expected axios to have the modules scripts\/lib\/axios-core\.js builds on; found none at axios\/unsafe\/core\/Axios\.js/,
    );
    expect(() => call(plugin.buildEnd)).toThrow(
      /^\[axiosCore\] expected the app's modules to import 'axios'/,
    );
    call(plugin.resolveId, 'axios', '/r/src/platform/http.ts');
    expect(() => call(plugin.buildEnd)).not.toThrow();
  });
});
