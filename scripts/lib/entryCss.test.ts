import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  appSourceFiles,
  checkEntrySplit,
  collectUsedNames,
  entryCss,
  entryCssGuard,
  selectorCanMatch,
  selectorSyntaxKnown,
  splitRules,
} from './entryCss.ts';

const used = collectUsedNames([
  `<div className="btn btn-primary d-flex">`,
  "const look = `dates-dot-${kind}`; const other = 'badge-' + tone;",
  `<input type="text" data-state="x" />`,
]);

const SHEET = `
:root{--x:1}
.btn{padding:1px}
.btn-primary,.btn-success{color:red}
@media (min-width:768px){.d-md-flex{display:flex}.d-flex{display:flex}}
.d-flex:not(.unused-in-not){gap:1px}
.btn-check:checked+.btn{color:blue}
[type=text],[type=file]{margin:0}
[data-bs-theme=dark]{--x:2}
a[data-state$=".pdf"]{color:green}
.dates-dot-past{color:gray}
.badge-warm,.bad-prefix{color:orange}
@keyframes spin{from{opacity:0}to{opacity:1}}
@font-face{font-family:x;src:url(x.woff2)}
/* rtl:raw:
.raw{direction:ltr}
*/
`;

const split = (keep: 'used' | 'unused' | 'none') => {
  const root = postcss.parse(SHEET);
  splitRules(root, used, keep);
  return root.toString().replace(/\s+/g, ' ').trim();
};

describe('the entry stylesheet split', () => {
  it('collects words and the prefixes names are composed from', () => {
    expect(used.names.has('btn-primary')).toBe(true);
    expect(used.names.has('data-state')).toBe(true);
    expect(used.prefixes).toEqual(expect.arrayContaining(['dates-dot-', 'badge-']));
  });

  it('a selector matches when every class and attribute it requires is named', () => {
    expect(selectorCanMatch('.btn.btn-primary:hover', used)).toBe(true);
    expect(selectorCanMatch('.btn-check:checked + .btn', used)).toBe(false);
    expect(selectorCanMatch('.d-flex:not(.unused-in-not)', used)).toBe(true);
    expect(selectorCanMatch(':is(.nowhere, .btn) > p', used)).toBe(true);
    expect(selectorCanMatch('[type=text]', used)).toBe(true);
    expect(selectorCanMatch('[data-bs-theme=dark]', used)).toBe(false);
    expect(selectorCanMatch('a[data-state$=".pdf"]', used)).toBe(true);
    expect(selectorCanMatch('a[href]', used)).toBe(false);
    expect(selectorCanMatch('.dates-dot-past', used)).toBe(true);
    expect(selectorCanMatch('h1, p', used)).toBe(true);
  });

  it('the entry keeps what can match the app, in order, with keyframes and font faces', () => {
    const entry = split('used');
    expect(entry).toContain('.btn-primary{color:red}');
    expect(entry).not.toContain('btn-success');
    expect(entry).toContain('@media (min-width:768px){.d-flex{display:flex}}');
    expect(entry).not.toContain('d-md-flex');
    // Attribute values are not looked at: [type=file] stays beside [type=text].
    expect(entry).toContain('[type=text],[type=file]{margin:0}');
    expect(entry).toContain('a[data-state$=".pdf"]{color:green}');
    expect(entry).not.toContain('data-bs-theme');
    expect(entry).toContain('.badge-warm{color:orange}');
    expect(entry).toContain('@keyframes spin');
    expect(entry).toContain('@font-face');
    expect(entry).toContain('rtl:raw:');
  });

  it('the complement keeps only the rest, in its media queries, without keyframes or raw blocks', () => {
    const complement = split('unused');
    expect(complement).toBe(
      [
        '.btn-success{color:red}',
        '@media (min-width:768px){.d-md-flex{display:flex}}',
        '.btn-check:checked+.btn{color:blue}',
        '[data-bs-theme=dark]{--x:2}',
        '.bad-prefix{color:orange}',
      ].join(' '),
    );
    expect(split('none')).toBe('');
  });

  it('as a PostCSS plugin: splits the two named sheets in the build, leaves others alone', async () => {
    const run = async (file: string, splitting: boolean) => {
      const plugin = entryCss({
        entry: '/r/src/styles/index.scss',
        complement: '/r/src/styles/complement.scss',
        split: splitting,
        sources: () => [`className="btn btn-primary"`],
      });
      return (await postcss([plugin]).process('.btn{a:b}.btn-success{a:b}', { from: file })).css;
    };
    expect(await run('/r/src/styles/index.scss', true)).toBe('.btn{a:b}');
    expect(await run('/r/src/styles/complement.scss', true)).toBe('.btn-success{a:b}');
    expect(await run('/r/src/styles/index.scss', false)).toBe('.btn{a:b}.btn-success{a:b}');
    expect(await run('/r/src/styles/complement.scss', false)).toBe('');
    expect(await run('/r/src/styles/card.scss', true)).toBe('.btn{a:b}.btn-success{a:b}');
  });

  it('reads the app’s sources, not its tests', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const files = appSourceFiles(root).map((file) => path.relative(root, file));
    expect(files).toContain('index.html');
    expect(files).toContain('src/app/main.tsx');
    expect(files.some((file) => file.includes('.test.'))).toBe(false);
  });

  it('fails the build, naming itself, on a selector it cannot read, a split that moves nothing or a sheet never seen', async () => {
    expect(selectorSyntaxKnown('.d-flex:not(.a):is(.b, :not(.c)) > p:nth-child(2n+1)')).toBe(true);
    // A newer Bootstrap nesting deeper, or a pseudo-class this reader does not take apart.
    expect(selectorSyntaxKnown('.a:not(:is(:has(.b)))')).toBe(false);
    expect(selectorSyntaxKnown('li:nth-child(2 of .item)')).toBe(false);
    const root = postcss.parse('.btn{a:b}.a:not(:is(:has(.b))){a:b}');
    expect(checkEntrySplit(splitRules(root, used, 'used'))).toMatch(
      /^\[entryCss\] expected selectors whose :not\(\), :is\(\), :where\(\) and :has\(\) nest one level at most.*; found \.a:not/,
    );
    const plugin = (sources: string) =>
      entryCss({
        entry: '/r/src/styles/index.scss',
        complement: '/r/src/styles/complement.scss',
        split: true,
        sources: () => [sources],
      });
    // Every selector can match: nothing moves (Bootstrap's sheet changed, or the reader did).
    await expect(
      postcss([plugin('btn btn-success')]).process('.btn{a:b}.btn-success{a:b}', {
        from: '/r/src/styles/index.scss',
      }),
    ).rejects.toThrow(/^\[entryCss\] expected an entry sheet .*; found 2 kept and 0 moved/);
    const report = { entry: true, complement: false };
    const guard = entryCssGuard(report, true);
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const buildEnd = guard.buildEnd as (this: unknown) => void;
    expect(() => buildEnd.call(context)).toThrow(
      /^\[entryCss\] expected the build to process src\/styles\/index\.scss and src\/styles\/complement\.scss; found the entry, not the complement/,
    );
    report.complement = true;
    expect(() => buildEnd.call(context)).not.toThrow();
    expect(() =>
      (entryCssGuard({ entry: false, complement: false }, false).buildEnd as (this: unknown) => void).call(
        context,
      ),
    ).not.toThrow();
  });
});
