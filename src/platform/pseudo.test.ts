import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { pseudoLocalise } from './pseudo';

describe('the pseudo-locale', () => {
  const out = pseudoLocalise({
    plain: { defaultMessage: 'View my certificate' },
    args: { defaultMessage: 'Due {date} for {courseTitle}' },
    plural: { defaultMessage: '{count, plural, one {# day left} other {# days left}}' },
    tag: { defaultMessage: 'Read the <link>honor code</link>.' },
    number: { defaultMessage: '{percent, number, percent} complete' },
  });

  it('accents the text, makes it about 30 % longer and brackets it', () => {
    expect(out.plain).toMatch(/^\[Ṽîéŵ ɱý çéŕţîƒîçàţé~+\]$/);
    expect(out.plain!.length).toBeGreaterThanOrEqual(Math.ceil('View my certificate'.length * 1.3));
  });

  it('keeps placeholders, plurals, tags and number formats, and stays valid ICU', () => {
    expect(out.args).toContain('{date}');
    expect(out.args).toContain('{courseTitle}');
    expect(out.plural).toMatch(/^\[\{count, plural, one \{# đàý ĺéƒţ~+\} other \{# đàýš ĺéƒţ~+\}\}\]$/);
    expect(out.tag).toMatch(/<link>ĥöñöŕ çöđé~+<\/link>/);
    expect(out.number).toContain('{percent, number, percent}');
    for (const message of Object.values(out)) expect(() => parse(message)).not.toThrow();
  });
});
