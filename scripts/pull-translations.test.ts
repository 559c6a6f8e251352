import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCatalogs } from './i18n.ts';
import {
  atlasArguments,
  collectPulled,
  decodeEntities,
  normaliseLocale,
  PULLED_REPOSITORIES,
} from './pull-translations.ts';

const root = path.resolve(import.meta.dirname, '..');
const STUB = path.join(root, 'test/fixtures/atlas-stub');
const FIXTURE = path.join(root, 'test/fixtures/openedx-translations');
/** What Tutor's MFE image passes (tutor-mfe, templates/mfe/build/mfe/Dockerfile), with its defaults. */
const TUTOR_OPTIONS = '--repository=openedx/openedx-translations --revision=main ';

type Catalog = Record<string, string>;
const temps: string[] = [];
const temp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pull-translations-test-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog;
const source = JSON.parse(fs.readFileSync(path.join(root, 'i18n/source/messages.json'), 'utf8')) as Record<
  string,
  { defaultMessage: string; description: string }
>;

/** A copy of the committed catalogs (source and upstream index included) to pull into. */
function committedCopy(): string {
  const dir = temp();
  fs.cpSync(path.join(root, 'i18n'), dir, { recursive: true });
  return dir;
}

/** `make pull_translations` exactly as Tutor runs it, with the atlas stand-in on PATH when `atlas`. */
function make(
  i18n: string,
  {
    atlas = true,
    tutor = true,
    env = {},
  }: { atlas?: boolean; tutor?: boolean; env?: Record<string, string> } = {},
) {
  const log = path.join(temp(), 'atlas.log');
  const variables = tutor ? ['OPENEDX_ATLAS_PULL=true', `ATLAS_OPTIONS=${TUTOR_OPTIONS}`] : [];
  const result = spawnSync('make', ['--no-print-directory', ...variables, 'pull_translations'], {
    cwd: root,
    env: {
      ...process.env,
      PATH: atlas ? `${STUB}:${process.env.PATH ?? ''}` : `${path.dirname(process.execPath)}:/usr/bin:/bin`,
      ATLAS_STUB_ROOT: FIXTURE,
      ATLAS_STUB_LOG: log,
      PULL_TRANSLATIONS_I18N_DIR: i18n,
      PULL_TRANSLATIONS_MIN_COVERAGE: '2',
      ...env,
    },
    encoding: 'utf8',
  });
  return { ...result, atlasCalls: fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '' };
}

describe('make pull_translations as Tutor runs it (decision 0021)', () => {
  it.each([
    ['es_419.json', 'es-419'],
    ['zh_CN.json', 'zh-cn'],
    ['pt_BR.json', 'pt-br'],
    ['ko_KR.json', 'ko-kr'],
    ['de_DE.json', 'de-de'],
    ['fr.json', 'fr'],
  ])('names %s as the app’s %s', (file, locale) => {
    expect(normaliseLocale(file)).toBe(locale);
  });

  it('decodes HTML character references', () => {
    expect(
      decodeEntities('l&#39;examen &amp; &quot;Submit&quot; &Uuml;bersicht f&#xFC;r &lt;b&gt; &bogus;'),
    ).toBe('l\'examen & "Submit" Übersicht für <b> &bogus;');
  });

  it('pulls the learning app’s and its libraries’ catalogs from their paths in openedx-translations', () => {
    expect(atlasArguments(TUTOR_OPTIONS)).toEqual([
      'pull',
      '--repository=openedx/openedx-translations',
      '--revision=main',
      'translations/frontend-app-learning/src/i18n/messages:frontend-app-learning',
      'translations/frontend-lib-special-exams/src/i18n/messages:frontend-lib-special-exams',
      'translations/frontend-component-header/src/i18n/messages:frontend-component-header',
      'translations/frontend-component-footer/src/i18n/messages:frontend-component-footer',
      'translations/paragon/src/i18n/messages:paragon',
      'translations/frontend-platform/src/i18n/messages:frontend-platform',
    ]);
    // The fixture holds every one of those paths, as openedx-translations does.
    for (const repository of PULLED_REPOSITORIES)
      expect(fs.existsSync(path.join(FIXTURE, 'translations', repository, 'src/i18n/messages'))).toBe(true);
  });

  it('reads an id from the repository the upstream index names, and drops what does not fit', () => {
    const { messages, dropped } = collectPulled(
      {
        'frontend-component-header': { 'general.signIn.sentenceCase': 'Einloggen' },
        'frontend-app-learning': {
          'general.signIn.sentenceCase': 'Anmelden',
          'learn.sequence.navigation.next.up.button': 'Als Nächstes: {titel}',
          'progress.header': 'Ihr &#39;Fortschritt&#39;',
          'learning.nope': 'x',
          'progress.weight': '{broken',
        },
      },
      source,
      { 'general.signIn.sentenceCase': 'openedx/frontend-app-learning' },
    );
    expect(messages).toEqual({
      'general.signIn.sentenceCase': 'Anmelden',
      'progress.header': "Ihr 'Fortschritt'",
    });
    expect(dropped).toEqual({
      unknown: 1,
      placeholders: ['learn.sequence.navigation.next.up.button', 'progress.weight'],
    });
  });

  it('lays the fixture’s catalogs onto the app’s by id, and prints the coverage per language', () => {
    const i18n = committedCopy();
    const committed = Object.fromEntries(
      fs
        .readdirSync(path.join(root, 'i18n'))
        .filter((f) => f.endsWith('.json'))
        .map((f) => [f.slice(0, -5), read(path.join(root, 'i18n', f))]),
    );
    const result = make(i18n);
    expect(result.status, result.stderr).toBe(0);
    expect(result.atlasCalls.split('\n').filter((call) => call.startsWith('pull'))).toEqual([
      atlasArguments(TUTOR_OPTIONS).join(' '),
    ]);

    // A new language, from every repository, entities decoded, the placeholder mismatch and unknown id dropped.
    const de = read(path.join(i18n, 'de-de.json'));
    expect(de).toMatchObject({
      'learn.sequence.navigation.next.button': 'Weiter', // frontend-app-learning
      'progress.relatedLinks': 'Weiterführende Links', // &uuml;
      'courseCelebration.certificateHeader.requestable':
        'Herzlichen Glückwunsch, Sie haben sich für ein Zertifikat qualifiziert!', // &#252;
      'learning.enrollment.alert': 'Sie müssen in den Kurs eingeschrieben sein, um Kursinhalte zu sehen.', // &#xFC;
      'general.signIn.sentenceCase': 'Anmelden', // the learning app's, not the header's "Einloggen"
      'header.menu.dashboard.label': 'Übersicht', // frontend-component-header
      'footer.connectLinks.help': 'Hilfezentrum', // frontend-component-footer
      'exam.ExpiredExamInstructions.title': 'Der Abgabetermin für diese Prüfung ist verstrichen', // special exams
      'pgn.Alert.closeLabel': 'Schließen', // paragon
      'unexpected.error.button.text': 'Erneut versuchen', // frontend-platform
    });
    expect(de).not.toHaveProperty('learn.sequence.navigation.next.up.button'); // {titel} ≠ {title}
    expect(de).not.toHaveProperty('learning.courseExit.notAnIdOfThisApp');
    expect(de).not.toHaveProperty('footer.languageForm.submit.label'); // a footer message the app has not
    expect(Object.values(de).join(' ')).not.toMatch(/&[#a-z0-9]+;/i);
    expect(checkCatalogs(source, { 'de-de': de })).toEqual([]);

    // The 15 spec languages stay complete and as committed (their translations win by default).
    for (const [locale, catalog] of Object.entries(committed)) {
      const now = read(path.join(i18n, `${locale}.json`));
      expect(Object.keys(now).length, locale).toBeGreaterThanOrEqual(Object.keys(catalog).length);
      expect(now, locale).toEqual(catalog);
    }

    // A region-less catalog never hides a fuller one: `ko` (3 messages) becomes the full `ko-kr`.
    const ko = read(path.join(i18n, 'ko.json'));
    expect(ko).toEqual(committed['ko-kr']);
    const de1 = read(path.join(i18n, 'de.json'));
    expect(Object.keys(de1).length).toBe(Object.keys(de).length);
    expect(de1['learning.dates.title']).toBe('Wichtige Termine'); // de-de's, not the thinner de's

    // A language under the minimum is not added; English is never written.
    expect(fs.existsSync(path.join(i18n, 'ja.json'))).toBe(false);
    expect(fs.existsSync(path.join(i18n, 'en.json'))).toBe(false);

    const table = result.stdout;
    expect(table).toContain('| language | translated | of | % |');
    expect(table).toMatch(
      /\| de-de \| \d+ \| \d+ \| \d+ \| \d+ \| 0 \| 1 \| new; partial: \d+ messages show in English \|/,
    );
    expect(table).toMatch(/\| ko \| (\d+) \| \1 \| 100 \| .*as ko-kr \(fuller\); 0 of its own 3 fill gaps/);
    expect(table).toMatch(/\| fr \| (\d+) \| \1 \| 100 \| 0 \| \1 \| 1 \| {2}\|/);
    expect(table).toMatch(/\| ja \| 1 \| \d+ \| 0 \| .*not added: under 2 %/);
  });

  it('lets pulled translations win over committed ones when the operator asks', () => {
    const i18n = committedCopy();
    const result = make(i18n, { env: { PULL_TRANSLATIONS_OVERRIDE: 'true' } });
    expect(result.status, result.stderr).toBe(0);
    const fr = read(path.join(i18n, 'fr.json'));
    expect(fr['learn.sequence.navigation.next.button']).toBe('Suivant (communauté)');
    expect(fr['progress.header']).toBe('Votre progression & vos notes');
    // {titre} ≠ {title}: the committed translation stays.
    expect(fr['learn.sequence.navigation.next.up.button']).toBe(
      read(path.join(root, 'i18n/fr.json'))['learn.sequence.navigation.next.up.button'],
    );
    expect(Object.keys(fr)).toHaveLength(Object.keys(source).length);
  });

  it.each([
    ['without OPENEDX_ATLAS_PULL', { tutor: false }, 'OPENEDX_ATLAS_PULL is not set'],
    ['without atlas', { atlas: false }, 'atlas (openedx-atlas) is not installed'],
    ['without network', { env: { ATLAS_STUB_OFFLINE: '1' } }, 'atlas pull failed'],
  ])('keeps the committed catalogs and succeeds %s', (_, options, says) => {
    const i18n = committedCopy();
    const before = fs.readdirSync(i18n).map((f) => [f, fs.statSync(path.join(i18n, f)).mtimeMs]);
    const result = make(i18n, options);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toContain(says);
    expect(result.stdout + result.stderr).toContain('the committed catalogs in i18n/ stay as they are');
    expect(fs.readdirSync(i18n).map((f) => [f, fs.statSync(path.join(i18n, f)).mtimeMs])).toEqual(before);
  });
});
