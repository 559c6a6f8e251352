import { describe, expect, it } from 'vitest';
import example from '@test/contract/examples/dates.json';
import { DecodeError, read } from '@/lms/decode';
import {
  decodeDateBlock,
  decodeDatesBannerInfo,
  type DateBlock,
  type DatesBannerInfo,
} from '@/lms/fragments/dateBlocks';
import { datesBanners, isLearnerAssignment, type DatesBannerInput } from './datesBanners';

const block = (fields: Partial<DateBlock> = {}): DateBlock => ({
  date: '2030-01-01T00:00:00Z',
  dateType: 'assignment-due-date',
  title: 'Homework 1',
  description: '',
  assignmentType: 'Homework',
  complete: false,
  learnerHasAccess: true,
  link: 'http://localhost:18000/jump',
  linkText: '',
  extraInfo: null,
  ...fields,
});

describe('date blocks', () => {
  it('reads the contract example into camelCase models, in server order', () => {
    const blocks = read(example).optList('course_date_blocks', decodeDateBlock);
    expect(blocks).toHaveLength(example.course_date_blocks.length);
    expect(blocks[4]).toEqual({
      date: '2030-12-15T23:59:00Z',
      dateType: 'assignment-due-date',
      title: 'Final Exam',
      description: '',
      assignmentType: 'Final Exam',
      complete: false,
      learnerHasAccess: true,
      link: '',
      linkText: '',
      extraInfo: "Exam dates are set by the course team and can't be shifted.",
    });
    expect(blocks[2]).toMatchObject({ linkText: 'Upgrade to Verified Certificate', assignmentType: null });
  });

  it('drops a block without a readable date or title, and defaults what can be defaulted', () => {
    expect(() => decodeDateBlock({ date: 'nonsense', title: 'x' }, '$')).toThrow(DecodeError);
    expect(() => decodeDateBlock({ date: '2030-01-01T00:00:00Z' }, '$')).toThrow(DecodeError);
    expect(decodeDateBlock({ date: '2030-01-01T00:00:00Z', title: 'T' }, '$')).toEqual({
      date: '2030-01-01T00:00:00Z',
      dateType: '',
      title: 'T',
      description: '',
      assignmentType: null,
      complete: false,
      learnerHasAccess: true,
      link: '',
      linkText: '',
      extraInfo: null,
    });
    const list = read({
      items: [{ title: 'no date' }, { date: '2030-01-01T00:00:00Z', title: 'ok' }, 7],
    }).optList('items', decodeDateBlock);
    expect(list.map((b) => b.title)).toEqual(['ok']);
  });

  it('reads the banner information, with safe defaults for what older servers omit', () => {
    expect(decodeDatesBannerInfo(read({ missed_deadlines: true, missed_gated_content: false }))).toEqual({
      missedDeadlines: true,
      missedGatedContent: false,
      contentTypeGatingEnabled: false,
      verifiedUpgradeLink: null,
    });
    expect(decodeDatesBannerInfo(null).missedDeadlines).toBe(false);
  });

  it('counts only accessible assignment due dates as learner assignments', () => {
    expect(isLearnerAssignment(block())).toBe(true);
    expect(isLearnerAssignment(block({ learnerHasAccess: false }))).toBe(false);
    expect(isLearnerAssignment(block({ dateType: 'course-end-date' }))).toBe(false);
  });
});

describe('date-shift banners (spec §5)', () => {
  const info: DatesBannerInfo = {
    missedDeadlines: true,
    missedGatedContent: false,
    contentTypeGatingEnabled: true,
    verifiedUpgradeLink: 'http://localhost:18130/basket',
  };
  const input = (
    overrides: Omit<Partial<DatesBannerInput>, 'info'> & { info?: Partial<DatesBannerInfo> } = {},
  ): DatesBannerInput => ({
    hasEnded: false,
    isSelfPaced: true,
    blocks: [block()],
    tab: 'outline',
    ...overrides,
    info: { ...info, ...overrides.info },
  });

  it('offers to shift dates when deadlines were missed, none of them gated, and the course goes on', () => {
    expect(datesBanners(input())).toEqual(['resetDates']);
    expect(datesBanners(input({ tab: 'dates' }))).toEqual(['resetDates']);
    expect(datesBanners(input({ hasEnded: true }))).toEqual([]);
    expect(datesBanners(input({ info: { missedDeadlines: false } }))).toEqual([]);
  });

  it('offers the upgrade to shift when gated work was missed, gating applies and a link exists', () => {
    expect(datesBanners(input({ info: { missedGatedContent: true } }))).toEqual(['upgradeToReset']);
    expect(datesBanners(input({ info: { missedGatedContent: true, verifiedUpgradeLink: null } }))).toEqual(
      [],
    );
    expect(
      datesBanners(input({ info: { missedGatedContent: true, contentTypeGatingEnabled: false } })),
    ).toEqual([]);
    expect(datesBanners(input({ info: { missedGatedContent: true }, hasEnded: true }))).toEqual([]);
  });

  it('offers the upgrade to complete graded work on the dates tab only, when nothing was missed', () => {
    expect(datesBanners(input({ tab: 'dates', info: { missedDeadlines: false } }))).toEqual([
      'upgradeToComplete',
    ]);
    expect(datesBanners(input({ tab: 'outline', info: { missedDeadlines: false } }))).toEqual([]);
    expect(
      datesBanners(
        input({ tab: 'dates', info: { missedDeadlines: false, contentTypeGatingEnabled: false } }),
      ),
    ).toEqual(['info']);
  });

  it('shows nothing for instructor-paced courses or lists without an assignment date', () => {
    expect(datesBanners(input({ isSelfPaced: false }))).toEqual([]);
    expect(datesBanners(input({ blocks: [block({ dateType: 'course-end-date' })] }))).toEqual([]);
  });
});
