import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readUpstreamIds, upstreamReport } from './upstream-ids.ts';

const root = path.resolve(import.meta.dirname, '..');
const source = JSON.parse(fs.readFileSync(path.join(root, 'i18n/source/messages.json'), 'utf8')) as Record<
  string,
  { defaultMessage: string }
>;

describe('Open edX message ids (decision 0021)', () => {
  const report = upstreamReport(source, readUpstreamIds());

  it('uses an upstream id for at least 245 messages, and the index lists only ids the app has', () => {
    expect(report.upstream).toBeGreaterThanOrEqual(245);
    expect(report.stale).toEqual([]);
  });

  it('words an upstream message as upstream does, but for the listed exceptions', () => {
    // Placeholders or wording of this app's (decision 0021): their community translations are dropped
    // by the pipeline when the placeholders differ, and used as they are otherwise.
    expect(report.reworded.sort()).toEqual([
      'learning.celebration.goalCongrats',
      'learning.celebration.setGoal',
      'learning.notification.preferences.unsubscribe.preferenceCenterUrl',
      'learning.outline.welcomeMessage',
    ]);
  });

  it('counts by repository', () => {
    expect(
      upstreamReport(
        { 'a.x': { defaultMessage: 'A' }, 'b.y': { defaultMessage: 'B' }, 'own.z': { defaultMessage: 'Z' } },
        {
          'a.x': { repository: 'openedx/paragon', english: 'A' },
          'b.y': { repository: 'openedx/paragon', english: 'Bee' },
          'gone.q': { repository: 'openedx/paragon', english: 'Q' },
        },
      ),
    ).toEqual({
      total: 3,
      upstream: 2,
      byRepository: { 'openedx/paragon': 2 },
      reworded: ['b.y'],
      stale: ['gone.q'],
    });
  });
});
