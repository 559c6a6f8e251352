import { describe, expect, it } from 'vitest';
import { axiosXhrOnly } from './axiosXhrOnly.ts';

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

  it('applies to production builds only (tests and the dev server keep the real module)', () => {
    expect(plugin.apply).toBe('build');
  });
});
