import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../src/platform/locales.ts';
import {
  applyEdits,
  compileCatalog,
  compiledMessages,
  messageEdits,
  shortMessageIds,
} from './compiledMessages.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const parseMessage = (message: string) => parse(message);

function transform(code: string, fileName = '/repo/src/feature/messages.ts') {
  return applyEdits(code, messageEdits(code, fileName, parseMessage), fileName).code;
}

/** Decodes a source map's mappings into [generatedColumn, originalLine, originalColumn] per generated line. */
function decode(mappings: string): [number, number, number][][] {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let line = 0;
  let column = 0;
  return mappings.split(';').map((text) => {
    let generated = 0;
    return text
      ? text.split(',').map((segment) => {
          const values: number[] = [];
          let value = 0;
          let shift = 0;
          for (const char of segment) {
            const digit = chars.indexOf(char);
            value += (digit & 31) << shift;
            if (digit & 32) shift += 5;
            else {
              values.push(value & 1 ? -(value >> 1) : value >> 1);
              value = 0;
              shift = 0;
            }
          }
          generated += values[0]!;
          line += values[2]!;
          column += values[3]!;
          return [generated, line, column] as [number, number, number];
        })
      : [];
  });
}

/** Rollup's plugin context, as far as the transforms use it: `error` throws. */
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call(context, ...args);

describe('compiled messages', () => {
  it('replaces each literal default message by its AST and drops the description', () => {
    const code = [
      "import { defineMessages } from 'react-intl';",
      'export default defineMessages({',
      '  title: {',
      "    id: 'learning.a.title',",
      "    defaultMessage: 'Hello {name}',",
      "    description: 'Greeting.',",
      '  },',
      '  long: {',
      "    description: 'First, and on one line.',",
      "    id: 'learning.a.long',",
      '    defaultMessage:',
      "      'One ' + 'two',",
      '  },',
      '});',
      "const notAMessage = { id: 1, description: 'kept' };",
      '',
    ].join('\n');
    const out = transform(code);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out).toContain(`defaultMessage: ${JSON.stringify(parse('Hello {name}'))},`);
    expect(out).toContain(`      ${JSON.stringify(parse('One two'))},`);
    expect(out).not.toContain('Greeting.');
    expect(out).not.toContain('First, and on one line.');
    expect(out).toContain("description: 'kept'");
    // Still valid JavaScript with the same values.
    const evaluate = (text: string) => {
      const body = text.replace(/^import.*$/m, '').replace('export default', 'return');
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const run = new Function('defineMessages', body) as (define: (m: unknown) => unknown) => unknown;
      return run((messages) => messages) as Record<string, MessageDescriptor>;
    };
    const messages = evaluate(out);
    expect(messages.title).toEqual({ id: 'learning.a.title', defaultMessage: parse('Hello {name}') });
    expect(messages.long).toEqual({ id: 'learning.a.long', defaultMessage: parse('One two') });
  });

  it('leaves a default message that does not parse as it is (react-intl reports it at run time)', () => {
    const code = "const m = { id: 'learning.bad', defaultMessage: 'Broken {', description: 'x' };\n";
    expect(transform(code)).toBe("const m = { id: 'learning.bad', defaultMessage: 'Broken {',  };\n");
  });

  it('maps every line, and the text after an edit, back to where it was', () => {
    const code = [
      "const a = { id: 'learning.x', defaultMessage: 'Hi', description: 'Gone.' }; const after = 1;",
      'const b = 2;',
    ].join('\n');
    const fileName = '/repo/src/x.ts';
    const { code: out, map } = applyEdits(code, messageEdits(code, fileName, parseMessage), fileName);
    const lines = decode(map.mappings);
    expect(lines).toHaveLength(2);
    const afterGenerated = out.indexOf('const after');
    const afterOriginal = code.indexOf('const after');
    // The segment covering `const after` starts at the end of the description's edit, on the same text.
    const segment = [...lines[0]!].reverse().find(([column]) => column <= afterGenerated)!;
    expect(out.slice(segment[0], afterGenerated)).toBe(code.slice(segment[2], afterOriginal));
    expect(lines[1]![0]).toEqual([0, 1, 0]);
    expect(map.sourcesContent).toEqual([code]);
  });

  it('parses a catalog, keeping a translation that does not parse', () => {
    const compiled = JSON.parse(
      compileCatalog('{"a": "Bonjour {name}", "b": "Cassé {"}', parseMessage),
    ) as Record<string, unknown>;
    expect(compiled).toEqual({ a: parse('Bonjour {name}'), b: 'Cassé {' });
  });

  it('gives every id of the source catalog its own short key, without a dot', () => {
    const ids = Object.keys(
      JSON.parse(fs.readFileSync(path.join(root, 'i18n/source/messages.json'), 'utf8')) as object,
    );
    const keys = shortMessageIds(ids);
    expect(keys.size).toBe(ids.length);
    expect(new Set(keys.values()).size).toBe(ids.length);
    for (const key of keys.values()) expect(key).toMatch(/^[\w$]{1,2}$/);
    expect([...shortMessageIds(['b.x', 'a.x']).entries()]).toEqual([
      ['a.x', 'a'],
      ['b.x', 'b'],
    ]);
    const many = [
      ...shortMessageIds(Array.from({ length: 70 }, (_, i) => `m.${String(i).padStart(2, '0')}`)).values(),
    ];
    expect(many.slice(62, 66)).toEqual(['_', '$', 'aa', 'ab']);
  });

  it('keys descriptors and catalogs alike by the short keys, leaving unknown ids as they are', () => {
    const shortIds = new Map([['unexpected.error.button.text', 'h0']]);
    const code =
      "const m = { a: { id: 'unexpected.error.button.text', defaultMessage: 'Try again' }, b: { id: 'learning.other', defaultMessage: 'Other' } };\n";
    const out = applyEdits(
      code,
      messageEdits(code, '/repo/src/x.ts', parseMessage, shortIds),
      '/repo/src/x.ts',
    ).code;
    expect(out).toContain('id: "h0"');
    expect(out).toContain("id: 'learning.other'");
    const compiled = JSON.parse(
      compileCatalog(
        '{"unexpected.error.button.text": "Réessayer", "learning.other": "Autre"}',
        parseMessage,
        shortIds,
      ),
    ) as Record<string, unknown>;
    expect(compiled).toEqual({ h0: parse('Réessayer'), 'learning.other': parse('Autre') });
  });

  /** A value for every argument of a message (plurals take numbers, the rest strings). */
  function valuesFor(elements: MessageFormatElement[], into: Record<string, unknown> = {}) {
    for (const element of elements) {
      if (element.type === TYPE.plural) {
        into[element.value] = 2;
        for (const option of Object.values(element.options)) valuesFor(option.value, into);
      } else if (element.type === TYPE.select) {
        into[element.value] = 'other';
        for (const option of Object.values(element.options)) valuesFor(option.value, into);
      } else if (element.type === TYPE.tag) {
        into[element.value] = (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</>`;
        valuesFor(element.children, into);
      } else if (element.type === TYPE.argument || element.type === TYPE.number) {
        into[element.value] ??= `{${element.value}}`;
      }
    }
    return into;
  }

  it('formats every message of the app and of its catalogs exactly as the string would', () => {
    const source = JSON.parse(
      fs.readFileSync(path.join(root, 'i18n/source/messages.json'), 'utf8'),
    ) as Record<string, { defaultMessage: string }>;
    const locales = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');
    let compared = 0;
    for (const locale of ['en', ...locales]) {
      const catalog =
        locale === 'en'
          ? {}
          : (JSON.parse(fs.readFileSync(path.join(root, `i18n/${locale}.json`), 'utf8')) as Record<
              string,
              string
            >);
      const compiled = JSON.parse(compileCatalog(JSON.stringify(catalog), parseMessage)) as Record<
        string,
        never
      >;
      const plain = createIntl({ locale, messages: catalog, onError: () => {} });
      const precompiled = createIntl({ locale, messages: compiled, onError: () => {} });
      for (const [id, { defaultMessage }] of Object.entries(source)) {
        const ast = parse(defaultMessage);
        const values = valuesFor(ast);
        expect(precompiled.formatMessage({ id, defaultMessage: ast }, values as never)).toEqual(
          plain.formatMessage({ id, defaultMessage }, values as never),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(400 * locales.length);
  });

  it('applies to production builds only (tests and the dev server parse at run time)', () => {
    expect(compiledMessages().apply).toBe('build');
  });

  it('fails the build, naming itself, when no formatjs module imports the parser it swaps', () => {
    const plugin = compiledMessages();
    expect(() => call(plugin.buildEnd)).toThrow(
      /^\[compiledMessages\] expected intl-messageformat to import @formatjs\/icu-messageformat-parser; found no import/,
    );
  });
});
