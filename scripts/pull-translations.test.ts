import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCatalogs } from './i18n.ts';
import progressCertificateMessages from '../src/features/progress/certificateMessages.ts';
import progressMessages from '../src/features/progress/messages.ts';
import {
  atlasArguments,
  collectPulled,
  decodeEntities,
  findAtlas,
  installCatalogs,
  normaliseLocale,
  PULLED_REPOSITORIES,
} from './pull-translations.ts';

const root = path.resolve(import.meta.dirname, '..');
const STUB = path.join(root, 'test/fixtures/atlas-stub/atlas');
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

/** Every file under `dir` with its modification time and contents. */
const snapshot = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .sort()
      .map((f) => [f, [fs.statSync(path.join(dir, f)).mtimeMs, fs.readFileSync(path.join(dir, f), 'utf8')]]),
  );

/** A copy of the committed catalogs (source and upstream index included) to pull into. */
function committedCopy(): string {
  const dir = temp();
  fs.cpSync(path.join(root, 'i18n'), dir, { recursive: true });
  return dir;
}

/** A PATH without any `atlas`: node's directory and the system's. */
const PATH_WITHOUT_ATLAS = [path.dirname(process.execPath), '/usr/bin', '/bin'].join(path.delimiter);

/**
 * `make pull_translations` exactly as Tutor runs it, on the atlas stand-in (PULL_TRANSLATIONS_ATLAS), or
 * on a stand-in that does not exist when not `atlas`, or on the installed atlas when `installed` (with
 * a PATH that has none, so only node_modules/.bin can give it).
 */
function make(
  i18n: string,
  {
    atlas = true,
    installed = false,
    tutor = true,
    options = TUTOR_OPTIONS,
    env = {},
  }: {
    atlas?: boolean;
    installed?: boolean;
    tutor?: boolean;
    options?: string;
    env?: Record<string, string>;
  } = {},
) {
  const log = path.join(temp(), 'atlas.log');
  const variables = tutor ? ['OPENEDX_ATLAS_PULL=true', `ATLAS_OPTIONS=${options}`] : [];
  const { PULL_TRANSLATIONS_ATLAS: _, ...inherited } = process.env;
  const result = spawnSync('make', ['--no-print-directory', ...variables, 'pull_translations'], {
    cwd: root,
    env: {
      ...inherited,
      ...(installed
        ? { PATH: PATH_WITHOUT_ATLAS }
        : { PULL_TRANSLATIONS_ATLAS: atlas ? STUB : path.join(temp(), 'no-atlas/atlas') }),
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

  it('reads Transifex’s structured entries (Paragon’s catalogs in most languages) as their string', () => {
    const { messages } = collectPulled(
      {
        paragon: {
          'Hyperlink.externalLinkTitle': {
            developer_comment: 'Ein Kommentar',
            string: 'Öffnet in neuem Tab',
          },
          'pgn.Alert.closeLabel': { developer_comment: 'Ohne Text' },
        },
      },
      source,
    );
    expect(messages).toEqual({ 'Hyperlink.externalLinkTitle': 'Öffnet in neuem Tab' });
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

  it('runs the atlas of node_modules/.bin (@edx/openedx-atlas), as Tutor’s image does, whatever the PATH', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(pkg.devDependencies['@edx/openedx-atlas']).toMatch(/^~0\.7\.\d+$/);
    const local = path.join(root, 'node_modules/.bin/atlas');
    expect(fs.realpathSync(local)).toBe(
      fs.realpathSync(path.join(root, 'node_modules/@edx/openedx-atlas/atlas')),
    );
    expect(findAtlas({ PATH: PATH_WITHOUT_ATLAS })).toBe(local);
    expect(spawnSync(local, ['--version'], { encoding: 'utf8' }).stdout.trim()).toMatch(/^v0\.7\.\d+$/);

    // Through make with Tutor's variables and a PATH without atlas: `atlas pull --help` answers offline and
    // pulls nothing, so the committed catalogs stay.
    const i18n = committedCopy();
    const before = snapshot(i18n);
    const result = make(i18n, { installed: true, options: '--help' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`pull_translations: node_modules/.bin/atlas pull --help translations/`);
    expect(result.stdout).toContain('Usage: atlas pull');
    expect(result.stdout).toContain('atlas pulled nothing');
    expect(snapshot(i18n)).toEqual(before);
  });

  it('finds atlas as the stand-in names it, else in node_modules/.bin, else on the PATH', () => {
    const executable = (file: string) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, '#!/bin/sh\n', { mode: 0o755 });
      return file;
    };
    const project = temp();
    const onPath = executable(path.join(temp(), 'atlas'));
    const env = { PATH: [path.join(project, 'empty'), path.dirname(onPath)].join(path.delimiter) };
    expect(findAtlas(env, project)).toBe(onPath);
    expect(findAtlas({ PATH: '' }, project)).toBeNull();
    const local = executable(path.join(project, 'node_modules/.bin/atlas'));
    expect(findAtlas(env, project)).toBe(local);
    expect(findAtlas({ ...env, PULL_TRANSLATIONS_ATLAS: STUB }, project)).toBe(STUB);
    // A stand-in that is missing never falls back to a real atlas (which would pull from GitHub).
    expect(findAtlas({ ...env, PULL_TRANSLATIONS_ATLAS: path.join(project, 'missing') }, project)).toBeNull();
    const plain = temp();
    fs.writeFileSync(path.join(plain, 'atlas'), '', { mode: 0o644 });
    expect(findAtlas({ PATH: plain }, plain)).toBeNull(); // not executable
  });

  it('keeps the committed Thai progress texts unless the operator lets pulled translations win', () => {
    // The progress page's audit texts (ProgressTab's grade lock, CertificateStatus's upgrade card): Thai
    // names the audit track in Thai, as the other catalogs name it in their language (issue 45).
    const ids = [progressMessages.lockedBody.id, progressCertificateMessages.upgradeBody.id];
    expect(ids).toEqual(['learning.progress.locked.body', 'progress.certificateStatus.upgradeBody']);
    const th = read(path.join(root, 'i18n/th.json'));
    for (const id of ids) expect(th[id], id).not.toContain('Audit');

    // A community Thai catalog for the learning app's id (the other is this app's own id).
    const pulled = temp();
    fs.mkdirSync(path.join(pulled, 'frontend-app-learning'));
    fs.writeFileSync(
      path.join(pulled, 'frontend-app-learning/th.json'),
      JSON.stringify({ 'progress.certificateStatus.upgradeBody': 'คุณอยู่ในแทร็กผู้ตรวจสอบ (ชุมชน)' }),
    );
    const kept = committedCopy();
    installCatalogs(pulled, kept);
    for (const id of ids) expect(read(path.join(kept, 'th.json'))[id], id).toBe(th[id]);
    const overridden = committedCopy();
    installCatalogs(pulled, overridden, { override: true });
    const thOverridden = read(path.join(overridden, 'th.json'));
    expect(thOverridden['progress.certificateStatus.upgradeBody']).toBe('คุณอยู่ในแทร็กผู้ตรวจสอบ (ชุมชน)');
    expect(thOverridden['learning.progress.locked.body']).toBe(th['learning.progress.locked.body']);
  });

  it.each([
    ['without OPENEDX_ATLAS_PULL', { tutor: false }, 'OPENEDX_ATLAS_PULL is not set'],
    ['without atlas', { atlas: false }, 'atlas (openedx-atlas) is not installed'],
    ['without network', { env: { ATLAS_STUB_OFFLINE: '1' } }, 'atlas pull failed'],
  ])('keeps the committed catalogs and succeeds %s', (_, options, says) => {
    const i18n = committedCopy();
    const before = snapshot(i18n);
    const result = make(i18n, options);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toContain(says);
    expect(result.stdout + result.stderr).toContain('the committed catalogs in i18n/ stay as they are');
    expect(snapshot(i18n)).toEqual(before);
  });
});
