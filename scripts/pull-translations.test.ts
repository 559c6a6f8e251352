import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installCatalogs, mergeCatalog, normaliseLocale } from './pull-translations.ts';

const root = path.resolve(import.meta.dirname, '..');
const temps: string[] = [];
const temp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pull-translations-test-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const write = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
};
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;

function run(env: Record<string, string>) {
  return spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/pull-translations.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

describe('make pull_translations', () => {
  it.each([
    ['es_419.json', 'es-419'],
    ['zh_CN.json', 'zh-cn'],
    ['pt_BR.json', 'pt-br'],
    ['ar_MA.json', 'ar-ma'],
    ['ko_kr.json', 'ko-kr'],
    ['fr.json', 'fr'],
  ])('names %s as the app’s %s', (file, locale) => {
    expect(normaliseLocale(file)).toBe(locale);
  });

  it('merges pulled messages over the committed ones, dropping unknown ids and invalid ICU', () => {
    const { catalog, dropped } = mergeCatalog(
      { 'learning.a': 'old a', 'learning.b': 'old b' },
      { 'learning.a': 'new a', 'learning.gone': 'x', 'learning.b': '{broken', 'learning.c': '' },
      new Set(['learning.a', 'learning.b', 'learning.c']),
    );
    expect(catalog).toEqual({ 'learning.a': 'new a', 'learning.b': 'old b' });
    expect(dropped.sort()).toEqual(['learning.b', 'learning.c', 'learning.gone']);
  });

  it('installs pulled files under the app’s locale names', () => {
    const pulled = temp();
    const i18n = temp();
    write(path.join(i18n, 'source/messages.json'), { 'learning.a': {}, 'learning.b': {} });
    write(path.join(i18n, 'es-419.json'), { 'learning.b': 'b (committed)' });
    write(path.join(pulled, 'es_419.json'), { 'learning.a': 'a (pulled)' });
    write(path.join(pulled, 'zh_CN.json'), { 'learning.b': 'b (pulled)' });
    expect(installCatalogs(pulled, i18n)).toEqual(['es-419', 'zh-cn']);
    expect(read(path.join(i18n, 'es-419.json'))).toEqual({
      'learning.a': 'a (pulled)',
      'learning.b': 'b (committed)',
    });
    expect(read(path.join(i18n, 'zh-cn.json'))).toEqual({ 'learning.b': 'b (pulled)' });
  });

  it('keeps the committed catalogs and succeeds without ATLAS_TRANSLATIONS_PATH', () => {
    const result = run({ ATLAS_TRANSLATIONS_PATH: '' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('the committed catalogs in i18n/ stay');
  });

  it('keeps the committed catalogs and succeeds without atlas', () => {
    const result = run({ ATLAS_TRANSLATIONS_PATH: 'translations/x', PATH: path.dirname(process.execPath) });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('atlas is not installed');
  });

  it('runs atlas pull with Tutor’s options into the catalogs', () => {
    const bin = temp();
    const i18n = temp();
    const calls = path.join(bin, 'calls.txt');
    write(path.join(i18n, 'source/messages.json'), { 'learning.a': {} });
    // A stand-in for atlas: records its arguments and "pulls" one catalog into the destination it names.
    write(
      path.join(bin, 'atlas'),
      `#!/bin/sh\necho "$@" >> "${calls}"\n[ "$1" = pull ] || exit 0\nfor a; do dest=$a; done\nmkdir -p "\${dest#*:}"\necho '{"learning.a":"hola"}' > "\${dest#*:}/es_419.json"\n`,
    );
    fs.chmodSync(path.join(bin, 'atlas'), 0o755);
    const result = run({
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      ATLAS_TRANSLATIONS_PATH: 'translations/learning-app/i18n',
      ATLAS_OPTIONS: '--repository=openedx/openedx-translations --revision=main',
      PULL_TRANSLATIONS_I18N_DIR: i18n,
    });
    expect(result.status).toBe(0);
    expect(fs.readFileSync(calls, 'utf8')).toContain(
      'pull --repository=openedx/openedx-translations --revision=main translations/learning-app/i18n:learning',
    );
    expect(read(path.join(i18n, 'es-419.json'))).toEqual({ 'learning.a': 'hola' });
  });
});
