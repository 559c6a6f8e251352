/**
 * `tsx scripts/upstream-ids.ts`: how many of the app's messages use an Open edX id (decision 0021), by
 * repository, and which of them word their English otherwise than upstream (the product spec's wording,
 * or a placeholder of this app's; the pipeline then drops their community translations when the
 * placeholders differ). The upstream ids and their English live in i18n/upstream/ids.json, read from the
 * repositories' sources; the renames that brought them in, in i18n/upstream/renames.json
 * (scripts/i18n-rename.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export type UpstreamIds = Record<string, { repository: string; english: string }>;
type Source = Record<string, { defaultMessage: string }>;

export interface UpstreamReport {
  total: number;
  upstream: number;
  byRepository: Record<string, number>;
  /** Upstream ids whose English here differs from upstream's. */
  reworded: string[];
  /** Entries of the index the app no longer has. */
  stale: string[];
}

export function upstreamReport(source: Source, ids: UpstreamIds): UpstreamReport {
  const byRepository: Record<string, number> = {};
  const reworded: string[] = [];
  let upstream = 0;
  for (const [id, message] of Object.entries(source)) {
    const entry = ids[id];
    if (!entry) continue;
    upstream++;
    byRepository[entry.repository] = (byRepository[entry.repository] ?? 0) + 1;
    if (entry.english !== message.defaultMessage) reworded.push(id);
  }
  const stale = Object.keys(ids).filter((id) => !(id in source));
  return { total: Object.keys(source).length, upstream, byRepository, reworded, stale };
}

export function readUpstreamIds(dir = path.join(root, 'i18n')): UpstreamIds {
  return JSON.parse(fs.readFileSync(path.join(dir, 'upstream/ids.json'), 'utf8')) as UpstreamIds;
}

function main() {
  const source = JSON.parse(fs.readFileSync(path.join(root, 'i18n/source/messages.json'), 'utf8')) as Source;
  const report = upstreamReport(source, readUpstreamIds());
  const percent = ((100 * report.upstream) / report.total).toFixed(0);
  console.log(`${report.upstream} of ${report.total} messages (${percent} %) use an Open edX id:`);
  for (const [repository, count] of Object.entries(report.byRepository).sort((a, b) => b[1] - a[1]))
    console.log(`  ${repository.padEnd(36)} ${count}`);
  if (report.reworded.length)
    console.log(`English worded otherwise than upstream: ${report.reworded.join(', ')}`);
  if (report.stale.length) {
    console.error(`i18n/upstream/ids.json lists ids the app no longer has: ${report.stale.join(', ')}`);
    process.exit(1);
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) main();
