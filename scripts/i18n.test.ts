import { describe, expect, it } from 'vitest';
import { checkCatalogs, thinnerRegionless } from './i18n';

const source = {
  done: { defaultMessage: '{percent, number, ::percent scale/0.01} done', description: '' },
  left: { defaultMessage: '{count, plural, one {# day left} other {# days left}}', description: '' },
  hello: { defaultMessage: 'Hello {name}', description: '' },
  bye: { defaultMessage: 'Goodbye', description: '' },
};

const french = {
  done: '{percent, number, ::percent scale/0.01} terminé',
  left: '{count, plural, one {# jour restant} other {# jours restants}}',
  hello: 'Bonjour {name}',
  bye: 'Au revoir',
};

describe('catalog checks', () => {
  it('passes a complete, well-formed catalog', () => {
    expect(checkCatalogs(source, { fr: french }, { complete: true })).toEqual([]);
  });

  it('fails a missing entry and names it and the file to add it to', () => {
    const { bye: _, ...withoutBye } = french;
    expect(checkCatalogs(source, { fr: french, xx: withoutBye }, { complete: true })).toEqual([
      'xx: 1 message(s) missing from i18n/xx.json: "bye"',
    ]);
    // Without `complete` (a partial catalog, such as an operator's English overrides) a gap is fine.
    expect(checkCatalogs(source, { xx: withoutBye })).toEqual([]);
  });

  it('lists ten missing ids at most', () => {
    const many = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`m${i}`, { defaultMessage: 'x', description: '' }]),
    );
    expect(checkCatalogs(many, { xx: {} }, { complete: true })).toEqual([
      expect.stringMatching(/^xx: 12 message\(s\) missing from i18n\/xx\.json: "m0", .*"m9", and 2 more$/),
    ]);
  });

  it('fails extra, unparsable and placeholder-mismatched entries', () => {
    const problems = checkCatalogs(
      source,
      {
        xx: {
          ...french,
          done: '{percent}% fait',
          left: '{count, plural, one {# x}',
          gone: 'old',
          hello: 'Hi {nom}',
        },
      },
      { complete: true },
    );
    expect(problems).toEqual([
      expect.stringContaining('"done" has placeholders {percent}'),
      expect.stringContaining('"left" is not valid ICU'),
      expect.stringContaining('"hello" has placeholders {nom}'),
      expect.stringContaining('"gone" is not a message of the app any more'),
    ]);
  });
});

describe('region-less catalogs', () => {
  it('may not be thinner than one of their language with a region', () => {
    expect(
      thinnerRegionless({ ko: { a: '1' }, 'ko-kr': { a: '1', b: '2' }, ar: { a: '1' }, 'ar-ma': { a: '1' } }),
    ).toEqual([
      'ko: i18n/ko.json has fewer messages than i18n/ko-kr.json, and would hide it from learners whose language is ko',
    ]);
  });
});
