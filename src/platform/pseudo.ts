import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
// One code point per letter, in PLAIN's order.
const ACCENTS = Array.from('àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ');

/** Latin letters accented; everything else (already accented, other scripts, emoji) unchanged. */
const accent = (text: string) => text.replace(/[a-z]/gi, (c) => ACCENTS[PLAIN.indexOf(c)] ?? c);

/** Text 30 % longer, accented, in brackets, so clipping and hard-coded (plain) text show. */
function pseudoText(text: string): string {
  if (!text.trim()) return text;
  const padding = '~'.repeat(Math.ceil(text.length * 0.3));
  return `${accent(text)}${padding}`;
}

function print(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return pseudoText(element.value).replace(/[{}']/g, (c) => `'${c}'`);
        case TYPE.argument:
          return `{${element.value}}`;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time: {
          const kind = element.type === TYPE.number ? 'number' : element.type === TYPE.date ? 'date' : 'time';
          const style = typeof element.style === 'string' ? `, ${element.style}` : '';
          return `{${element.value}, ${kind}${style}}`;
        }
        case TYPE.pound:
          return '#';
        case TYPE.tag:
          return `<${element.value}>${print(element.children)}</${element.value}>`;
        case TYPE.plural:
        case TYPE.select: {
          const kind =
            element.type === TYPE.select
              ? 'select'
              : element.pluralType === 'ordinal'
                ? 'selectordinal'
                : 'plural';
          const offset = element.type === TYPE.plural && element.offset ? ` offset:${element.offset}` : '';
          const options = Object.entries(element.options)
            .map(([key, option]) => `${key} {${print(option.value)}}`)
            .join(' ');
          return `{${element.value}, ${kind},${offset} ${options}}`;
        }
        default:
          return '';
      }
    })
    .join('');
}

/**
 * The pseudo-locale's catalog from the source messages: every literal accented and 30 % longer, wrapped
 * in brackets; placeholders, plurals and tags kept. A message that fails to parse stays as it is.
 */
export function pseudoLocalise(
  source: Readonly<Record<string, { defaultMessage: string }>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, { defaultMessage }] of Object.entries(source)) {
    try {
      out[id] = `[${print(parse(defaultMessage))}]`;
    } catch {
      out[id] = defaultMessage;
    }
  }
  return out;
}
