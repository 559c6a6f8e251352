import { describe, expect, it } from 'vitest';
import { DEFAULT_LICENSE, licenseUrl, parseLicense } from './license';

describe('parseLicense (spec §5)', () => {
  it('reads a missing license as Creative Commons BY SA 4.0', () => {
    expect(parseLicense(null)).toEqual({ kind: 'creative-commons', version: '4.0', terms: ['by', 'sa'] });
    expect(parseLicense(undefined)).toEqual(DEFAULT_LICENSE);
    expect(parseLicense('  ')).toEqual(DEFAULT_LICENSE);
  });

  it('reads all-rights-reserved', () => {
    expect(parseLicense('all-rights-reserved')).toEqual({ kind: 'all-rights-reserved' });
    expect(parseLicense('all-rights-reserved: ')).toEqual({ kind: 'all-rights-reserved' });
  });

  it('reads Creative Commons without options as version 1.0 with the zero term', () => {
    expect(parseLicense('creative-commons:')).toEqual({
      kind: 'creative-commons',
      version: '1.0',
      terms: ['zero'],
    });
    expect(parseLicense('creative-commons')).toEqual({
      kind: 'creative-commons',
      version: '1.0',
      terms: ['zero'],
    });
  });

  it('defaults the version to 4.0 and reads terms case-insensitively', () => {
    expect(parseLicense('creative-commons: BY NC')).toEqual({
      kind: 'creative-commons',
      version: '4.0',
      terms: ['by', 'nc'],
    });
    expect(parseLicense('Creative-Commons: by nd')).toEqual({
      kind: 'creative-commons',
      version: '4.0',
      terms: ['by', 'nd'],
    });
  });

  it('reads the version from ver=', () => {
    expect(parseLicense('creative-commons: ver=3.0 BY NC SA')).toEqual({
      kind: 'creative-commons',
      version: '3.0',
      terms: ['by', 'nc', 'sa'],
    });
    expect(parseLicense('creative-commons: VER=2.5 BY')).toMatchObject({ version: '2.5' });
  });

  it('ignores unknown terms and keeps the terms in their usual order', () => {
    expect(parseLicense('creative-commons: ver=4.0 SA XX BY')).toEqual({
      kind: 'creative-commons',
      version: '4.0',
      terms: ['by', 'sa'],
    });
  });

  it('reads an unknown type as all rights reserved', () => {
    expect(parseLicense('proprietary: whatever')).toEqual({ kind: 'all-rights-reserved' });
  });
});

describe('licenseUrl', () => {
  it('points at the deed of the license', () => {
    expect(licenseUrl(parseLicense('creative-commons: ver=4.0 BY NC'))).toBe(
      'https://creativecommons.org/licenses/by-nc/4.0/',
    );
    expect(licenseUrl(parseLicense('creative-commons:'))).toBe(
      'https://creativecommons.org/publicdomain/zero/1.0/',
    );
    expect(licenseUrl(parseLicense('all-rights-reserved'))).toBeNull();
  });
});
