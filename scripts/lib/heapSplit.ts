/**
 * A V8 heap snapshot (the JSON that DevTools' HeapProfiler.takeHeapSnapshot streams) summed in two parts:
 *
 * - **compiled code**: the nodes V8 marks `code` (bytecode, baseline and optimised machine code, their
 *   metadata, function descriptions). It grows while the engine compiles and optimises the functions a
 *   session makes hot, whatever the page keeps, and is V8's to release.
 * - **objects**: every other node of the JS heap: the app's state, its caches, its closures, strings,
 *   React's fibres. What the app keeps shows here.
 *
 * Blink's own objects (DOM nodes, DevTools' records of each request while a client watches the network)
 * are `native` nodes without V8's `system /` prefix: they are not in V8's heap figure
 * (Runtime.getHeapUsage) and are left out of both parts; the DOM counters count the nodes.
 */

export interface HeapSplit {
  /** Bytes of compiled code (self sizes of `code` nodes). */
  code: number;
  /** Bytes of every other JS heap node (Blink's natives excluded). */
  objects: number;
}

/** The parts of a heap snapshot's JSON that the split reads. */
export interface HeapSnapshotJson {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[] } };
  nodes: number[];
  strings: string[];
}

export function splitHeapSnapshot(snapshot: HeapSnapshotJson): HeapSplit {
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  if (!Array.isArray(typeNames)) throw new Error('heap snapshot: node types missing');
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  if (width === 0 || typeAt < 0 || nameAt < 0 || sizeAt < 0) throw new Error('heap snapshot: fields missing');
  const { nodes, strings } = snapshot;
  let code = 0;
  let objects = 0;
  for (let i = 0; i + width <= nodes.length; i += width) {
    const type: unknown = typeNames[nodes[i + typeAt] ?? -1];
    const size = nodes[i + sizeAt] ?? 0;
    if (type === 'code') code += size;
    else if (type === 'native' && !(strings[nodes[i + nameAt] ?? -1] ?? '').startsWith('system /')) continue;
    else objects += size;
  }
  return { code, objects };
}
