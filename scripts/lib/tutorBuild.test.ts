import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from './run.ts';
import {
  hashTree,
  publicPathProblems,
  replayPullEnv,
  replayPullTranslations,
  TUTOR_MAKE_ARGS,
} from './tutorBuild.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build laid out as Vite writes it, with the given index.html, stylesheet and entry. */
function build({ html, css, js }: { html: string; css: string; js: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-build-test-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'assets/index.css'), css);
  fs.writeFileSync(path.join(dir, 'assets/index.js'), js);
  fs.writeFileSync(path.join(dir, 'assets/font.woff2'), '');
  return dir;
}

const sound = {
  html: '<script>(function(){var __PRELOAD_BUILD__={"base":"/learning/","routes":[]};})()</script><script type="module" src="/learning/assets/index.js"></script><link rel="stylesheet" href="/learning/assets/index.css"><link rel="icon" href="data:,">',
  css: '@font-face{src:url(/learning/assets/font.woff2)}.x{background:url(data:image/png;base64,AA)}',
  js: 'const c={PUBLIC_PATH:`/learning/`,APP_ID:`learning`};import("./chunk.js")',
};

describe('the Tutor build check', () => {
  it('passes a build whose assets and basename are under the public path', () => {
    expect(publicPathProblems(build(sound), '/learning/')).toEqual([]);
  });

  it('names every asset outside the public path or missing, and a wrong basename', () => {
    const problems = publicPathProblems(
      build({
        html: sound.html
          .replace('/learning/assets/index.js', '/assets/index.js')
          .replace('{"base":"/learning/"', '{"base":"/"'),
        css: sound.css.replace('/learning/assets/font.woff2', '/learning/assets/missing.woff2'),
        js: 'const c={PUBLIC_PATH:`/`};fetch("/assets/x.json")',
      }),
      '/learning/',
    );
    expect(problems).toEqual([
      'index.html: /assets/index.js is not under /learning/',
      'index.html: the first-page preload script does not know the public path',
      'assets/index.css: /learning/assets/missing.woff2 is not in the build',
      "the bundle's configuration does not set PUBLIC_PATH (the router basename) to /learning/",
      'index.js: "/assets/x.json is outside /learning/',
    ]);
  });
});

describe('the replay of Tutor’s make pull_translations', () => {
  it('is Tutor’s line, on the atlas stand-in and a copy of i18n/', () => {
    expect(TUTOR_MAKE_ARGS).toEqual([
      'OPENEDX_ATLAS_PULL=true',
      'ATLAS_OPTIONS=--repository=openedx/openedx-translations --revision=main',
      'pull_translations',
    ]);
    const env = replayPullEnv('/tmp/copy');
    expect(env).toMatchObject({
      PULL_TRANSLATIONS_ATLAS: path.join(root, 'test/fixtures/atlas-stub/atlas'),
      ATLAS_STUB_ROOT: path.join(root, 'test/fixtures/openedx-translations'),
      PULL_TRANSLATIONS_I18N_DIR: '/tmp/copy',
    });
  });

  it('pulls end to end offline into a copy and does not touch i18n/', async () => {
    const i18n = path.join(root, 'i18n');
    const before = hashTree(i18n);
    const tmpBefore = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('tutor-replay-i18n-'));
    const replay = await replayPullTranslations();
    expect(replay.code, replay.output).toBe(0);
    // The stand-in ran with Tutor's options (the installed atlas would have gone to GitHub) …
    expect(replay.output).toMatch(
      /pull_translations: \S*test\/fixtures\/atlas-stub\/atlas pull --repository=openedx\/openedx-translations --revision=main translations\//,
    );
    // … and its catalogs were laid onto the copy: a new language, `ko` as the fuller `ko-kr`.
    expect(replay.output).toContain("coverage of the app's messages per language");
    expect(replay.pulled).toEqual(expect.arrayContaining(['de-de.json', 'ko.json']));
    expect(replay.i18nChanged).toEqual([]);
    expect(hashTree(i18n)).toEqual(before);
    expect(fs.existsSync(path.join(i18n, 'de-de.json'))).toBe(false);
    expect(
      fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('tutor-replay-i18n-')),
      'the copy is removed',
    ).toEqual(tmpBefore);
  });
});
