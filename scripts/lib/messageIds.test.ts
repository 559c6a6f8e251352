import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSources, idsDefinedTwice, messageDefinitions } from './messageIds.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('message ids', () => {
  it('finds the descriptors of a source and the ids defined twice', () => {
    const code = `
      const a = defineMessages({ x: { id: 'learning.x', defaultMessage: 'X', description: 'x' } });
      const b = defineMessages({ y: { id: 'learning.x', defaultMessage: 'X', description: 'again' } });
      const c = { id: 'not.a.message' };
    `;
    const found = messageDefinitions(code, 'a.ts');
    expect(found.map(({ id, where }) => [id, where])).toEqual([
      ['learning.x', 'a.ts:2'],
      ['learning.x', 'a.ts:3'],
    ]);
    expect([...idsDefinedTwice(found)]).toEqual([['learning.x', ['a.ts:2', 'a.ts:3']]]);
  });

  it('are each defined once in the app, and imported where used', () => {
    const definitions = appSources(ROOT).flatMap((file) =>
      messageDefinitions(fs.readFileSync(path.join(ROOT, file), 'utf8'), file),
    );
    expect(definitions.length).toBeGreaterThan(500);
    expect(Object.fromEntries(idsDefinedTwice(definitions))).toEqual({});
  });
});
