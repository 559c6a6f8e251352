/**
 * The course license (spec §5): the LMS sends "type: options", for example `all-rights-reserved` or
 * `creative-commons: ver=4.0 BY NC`. Option keys are case-insensitive. Rules:
 * - missing (null, empty) → Creative Commons BY SA 4.0, the default license;
 * - `creative-commons` without options → version 1.0 with the "zero" term (CC0);
 * - `creative-commons` without `ver=` → version 4.0;
 * - `all-rights-reserved` → "All Rights Reserved".
 * An unknown type claims nothing about reuse: it reads as all rights reserved.
 */
export type CreativeCommonsTerm = 'by' | 'nc' | 'nd' | 'sa' | 'zero';

export type License =
  | { readonly kind: 'all-rights-reserved' }
  | {
      readonly kind: 'creative-commons';
      readonly version: string;
      readonly terms: readonly CreativeCommonsTerm[];
    };

const TERM_ORDER: readonly CreativeCommonsTerm[] = ['zero', 'by', 'nc', 'nd', 'sa'];
const isTerm = (value: string): value is CreativeCommonsTerm => (TERM_ORDER as string[]).includes(value);

export const DEFAULT_LICENSE: License = { kind: 'creative-commons', version: '4.0', terms: ['by', 'sa'] };

export function parseLicense(text: string | null | undefined): License {
  if (typeof text !== 'string' || text.trim() === '') return DEFAULT_LICENSE;
  const colon = text.indexOf(':');
  const type = (colon === -1 ? text : text.slice(0, colon)).trim().toLowerCase();
  const options = colon === -1 ? '' : text.slice(colon + 1).trim();
  if (type !== 'creative-commons') return { kind: 'all-rights-reserved' };
  if (options === '') return { kind: 'creative-commons', version: '1.0', terms: ['zero'] };
  let version = '4.0';
  const terms = new Set<CreativeCommonsTerm>();
  for (const token of options.split(/\s+/)) {
    const [key = '', value] = token.split('=');
    const name = key.toLowerCase();
    if (value !== undefined) {
      if (name === 'ver' && value.trim() !== '') version = value.trim();
    } else if (isTerm(name)) {
      terms.add(name);
    }
  }
  return { kind: 'creative-commons', version, terms: TERM_ORDER.filter((term) => terms.has(term)) };
}

/** The Creative Commons deed of a license: the public-domain dedication for CC0, else the license page. */
export function licenseUrl(license: License): string | null {
  if (license.kind !== 'creative-commons') return null;
  if (license.terms.includes('zero'))
    return `https://creativecommons.org/publicdomain/zero/${license.version}/`;
  const code = license.terms.length > 0 ? license.terms.join('-') : 'by';
  return `https://creativecommons.org/licenses/${code}/${license.version}/`;
}
