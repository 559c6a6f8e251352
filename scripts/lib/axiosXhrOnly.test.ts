import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axiosXhrOnly } from './axiosXhrOnly.ts';

/** Rollup's plugin context, as far as the transforms use it: `error` throws. */
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call(context, ...args);

type Resolve = (source: string, importer?: string) => string | null;
type Load = (id: string) => string | null;

describe('axios xhr-only build', () => {
  const plugin = axiosXhrOnly();
  const resolveId = plugin.resolveId as Resolve;
  const load = plugin.load as Load;

  it('swaps only the fetch adapter imported by axios’s adapter table', () => {
    const stub = resolveId('./fetch.js', '/repo/node_modules/axios/lib/adapters/adapters.js');
    expect(stub).toBeTruthy();
    expect(resolveId('./fetch.js', '/repo/src/lms/fetch-user.ts')).toBeNull();
    expect(resolveId('./xhr.js', '/repo/node_modules/axios/lib/adapters/adapters.js')).toBeNull();
    expect(load(stub!)).toContain('export const getFetch = () => false');
    expect(load('/repo/src/app/main.tsx')).toBeNull();
  });

  it('fails the build, naming itself, when axios’s adapter table no longer imports the fetch adapter once', () => {
    const fresh = axiosXhrOnly();
    call(fresh.buildStart);
    expect(() => call(fresh.buildEnd)).toThrow(
      /^\[axiosXhrOnly\] expected axios\/lib\/adapters\/adapters\.js to import '\.\/fetch\.js' once; found 0 imports/,
    );
    call(fresh.buildStart);
    call(fresh.resolveId, './fetch.js', '/r/node_modules/axios/lib/adapters/adapters.js');
    expect(() => call(fresh.buildEnd)).not.toThrow();
    // The installed axios still imports it as the transform expects.
    const table = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../node_modules/axios/lib/adapters/adapters.js'),
      'utf8',
    );
    expect(table.match(/from '\.\/fetch\.js'/g)).toHaveLength(1);
  });

  it('applies to production builds only (tests and the dev server keep the real module)', () => {
    expect(plugin.apply).toBe('build');
  });
});
