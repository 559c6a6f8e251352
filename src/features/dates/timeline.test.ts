import { describe, expect, it } from 'vitest';
import example from '@test/contract/examples/dates.json';
import { decodeDateBlock, type DateBlock } from '@/lms/fragments/dateBlocks';
import { read } from '@/lms/decode';
import { buildTimeline } from './timeline';

const blocks = read(example).optList('course_date_blocks', decodeDateBlock);
const NOW = Date.parse('2025-06-01T12:00:00Z');

const block = (fields: Partial<DateBlock>): DateBlock => ({
  date: '2030-01-01T00:00:00Z',
  dateType: 'assignment-due-date',
  title: 'A',
  description: '',
  assignmentType: 'Homework',
  complete: false,
  learnerHasAccess: true,
  link: 'http://x/jump',
  linkText: '',
  extraInfo: null,
  ...fields,
});

const badgesOf = (days: ReturnType<typeof buildTimeline>, title: string) => {
  for (const day of days) {
    const item = day.items.find((i) => i.block.title === title);
    if (item) return { day: day.badges, item: item.badges };
  }
  throw new Error(`no ${title}`);
};

describe('the important-dates timeline (course-home §3 badges)', () => {
  it('gives the contract example the badges the contract expects', () => {
    const days = buildTimeline(blocks, NOW, 'UTC');
    expect(badgesOf(days, 'Homework - Question Styles')).toEqual({ day: ['pastDue'], item: [] });
    expect(badgesOf(days, 'Homework - Labs and Demos')).toEqual({ day: ['verifiedOnly'], item: [] });
    expect(badgesOf(days, 'Final Exam')).toEqual({ day: ['dueNext', 'unreleased'], item: [] });
    expect(badgesOf(days, 'Verification Deadline')).toEqual({ day: ['verifiedOnly'], item: [] });
    expect(badgesOf(days, 'Course starts')).toEqual({ day: [], item: [] });
  });

  it('inserts an empty "today" where today falls, with the Today badge', () => {
    const days = buildTimeline(blocks, NOW, 'UTC');
    const today = days.find((d) => d.isToday);
    expect(today).toMatchObject({ key: '2025-06-01', items: [], badges: ['today'], dot: 'today' });
    // After the past-due homework (2024), before the upgrade deadline (2030).
    expect(days.map((d) => d.key).indexOf('2025-06-01')).toBe(2);
  });

  it('puts today last when every date is in the past, and does not duplicate a day that has dates', () => {
    const past = buildTimeline([block({ date: '2020-01-01T10:00:00Z' })], NOW, 'UTC');
    expect(past.map((d) => d.key)).toEqual(['2020-01-01', '2025-06-01']);
    const onToday = buildTimeline([block({ date: '2025-06-01T20:00:00Z' })], NOW, 'UTC');
    expect(onToday).toHaveLength(1);
    expect(onToday[0]).toMatchObject({ isToday: true, badges: ['today'] });
    // Due today but not yet: due next is not repeated on today's day (badge rule) but stays on the item.
    expect(onToday[0]?.items[0]?.badges).toEqual(['dueNext']);
  });

  it('groups consecutive dates by the day in the learner’s time zone', () => {
    const late = block({ title: 'late', date: '2030-03-02T03:30:00Z' }); // Mar 1, 22:30 in New York
    const early = block({ title: 'early', date: '2030-03-01T15:00:00Z' });
    const ny = buildTimeline([early, late], NOW, 'America/New_York');
    expect(ny.filter((d) => !d.isToday).map((d) => [d.key, d.items.length])).toEqual([['2030-03-01', 2]]);
    const utc = buildTimeline([early, late], NOW, 'UTC');
    expect(utc.filter((d) => !d.isToday).map((d) => d.key)).toEqual(['2030-03-01', '2030-03-02']);
  });

  it('marks only the first open learner assignment from now on as due next', () => {
    const days = buildTimeline(
      [
        block({ title: 'done', date: '2030-01-01T00:00:00Z', complete: true }),
        block({ title: 'gated', date: '2030-01-02T00:00:00Z', learnerHasAccess: false }),
        block({ title: 'next', date: '2030-01-03T00:00:00Z' }),
        block({ title: 'later', date: '2030-01-04T00:00:00Z' }),
      ],
      NOW,
      'UTC',
    );
    const flagged = days.flatMap((d) => d.items).filter((i) => i.dueNext);
    expect(flagged.map((i) => i.block.title)).toEqual(['next']);
    expect(badgesOf(days, 'done').day).toEqual(['completed']);
    expect(badgesOf(days, 'next').day).toEqual(['dueNext']);
    expect(badgesOf(days, 'later').day).toEqual([]);
  });

  it('shows a badge on the day when every item has it, otherwise on the items', () => {
    const days = buildTimeline(
      [
        block({ title: 'done', date: '2024-01-01T10:00:00Z', complete: true }),
        block({ title: 'missed', date: '2024-01-01T11:00:00Z' }),
      ],
      NOW,
      'UTC',
    );
    expect(days[0]?.badges).toEqual([]);
    expect(badgesOf(days, 'done').item).toEqual(['completed']);
    expect(badgesOf(days, 'missed').item).toEqual(['pastDue']);
    expect(days[0]?.dot).toBeNull();
  });

  it('links only learner assignments with a link, and greys what is not available', () => {
    const days = buildTimeline(blocks, NOW, 'UTC');
    const items = days.flatMap((d) => d.items);
    const find = (title: string) => items.find((i) => i.block.title === title);
    expect(find('Homework - Question Styles')).toMatchObject({ linked: true, available: true });
    expect(find('Homework - Labs and Demos')).toMatchObject({ linked: false, available: false });
    expect(find('Final Exam')).toMatchObject({ linked: false, available: false });
    expect(find('Verification Upgrade Deadline')).toMatchObject({ linked: false, available: true });
  });

  it('colours a future day without badges dark, and a day by its first badge', () => {
    const days = buildTimeline(blocks, NOW, 'UTC');
    expect(days.find((d) => d.items[0]?.block.title === 'Course ends')?.dot).toBe('future');
    expect(days.find((d) => d.items[0]?.block.title === 'Final Exam')?.dot).toBe('dueNext');
  });

  it('is linear: a year of daily dates builds quickly', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      block({ title: `b${i}`, date: new Date(NOW + i * 3_600_000).toISOString() }),
    );
    const started = performance.now();
    const days = buildTimeline(many, NOW, 'Europe/Paris');
    expect(days.length).toBeGreaterThan(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
