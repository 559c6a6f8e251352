import { describe, expect, it } from 'vitest';
import { splitHeapSnapshot, type HeapSnapshotJson } from './heapSplit.ts';

/** A snapshot in V8's layout: each node is [type, name, id, self_size, edge_count], flattened. */
function snapshot(nodes: Array<[type: string, name: string, size: number]>): HeapSnapshotJson {
  const types = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'native'];
  const strings: string[] = [];
  const name = (text: string) => {
    const at = strings.indexOf(text);
    return at >= 0 ? at : strings.push(text) - 1;
  };
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [types, 'string', 'number', 'number', 'number'],
      },
    },
    nodes: nodes.flatMap(([type, text, size], id) => [types.indexOf(type), name(text), id * 2 + 1, size, 0]),
    strings,
  };
}

const split = (...nodes: Array<[type: string, name: string, size: number]>) =>
  splitHeapSnapshot(snapshot(nodes));

describe('splitHeapSnapshot', () => {
  it('puts code nodes in compiled code and the other V8 nodes in objects', () => {
    expect(
      split(
        ['code', 'system / InstructionStream', 1000],
        ['code', 'render', 200],
        ['object', 'Object', 40],
        ['string', 'course-v1:edX+Large+2025', 32],
        ['closure', 'dispatch', 64],
        ['native', 'system / ExternalStringData', 16],
        ['hidden', 'system / Context', 8],
      ),
    ).toEqual({ code: 1200, objects: 160 });
  });

  it("leaves Blink's own objects out of both parts", () => {
    expect(
      split(
        ['native', 'HTMLDivElement', 120],
        ['native', 'blink::XHRReplayData', 176],
        ['object', 'Object', 40],
      ),
    ).toEqual({ code: 0, objects: 40 });
  });

  it('refuses a snapshot without the fields it reads', () => {
    const broken = snapshot([['object', 'Object', 40]]);
    broken.snapshot.meta.node_fields = ['type', 'name', 'id'];
    expect(() => splitHeapSnapshot(broken)).toThrow(/fields missing/);
  });
});
