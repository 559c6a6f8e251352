import { describe, expect, it } from 'vitest';
import { checkCatalogs } from './i18n';

const source = {
  done: { defaultMessage: '{percent, number, ::percent scale/0.01} done', description: '' },
  left: { defaultMessage: '{count, plural, one {# day left} other {# days left}}', description: '' },
  hello: { defaultMessage: 'Hello {name}', description: '' },
};

describe('catalog checks', () => {
  it('passes a complete, well-formed catalog', () => {
    const catalog = {
      done: '{percent, number, ::percent scale/0.01} terminé',
      left: '{count, plural, one {# jour restant} other {# jours restants}}',
      hello: 'Bonjour {name}',
    };
    expect(checkCatalogs(source, { fr: catalog }, { complete: true })).toEqual([]);
  });

  it('fails missing, extra, unparsable and placeholder-mismatched entries', () => {
    const problems = checkCatalogs(
      source,
      { xx: { done: '{percent}% fait', left: '{count, plural, one {# x}', gone: 'old', hello: 'Hi {nom}' } },
      { complete: true },
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"done" has placeholders {percent}'),
        expect.stringContaining('"left" is not valid ICU'),
        expect.stringContaining('"gone" is not a message of the app any more'),
        expect.stringContaining('"hello" has placeholders {nom}'),
      ]),
    );
    expect(checkCatalogs(source, { xx: { hello: 'Hi {name}' } }, { complete: true })).toEqual([
      expect.stringContaining('xx: 2 message(s) not translated'),
    ]);
  });
});
