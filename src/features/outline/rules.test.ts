import { describe, expect, it } from 'vitest';
import type { DateBlock } from '@/lms/fragments/dateBlocks';
import {
  COURSE_END_ALERT_WINDOW_MS,
  courseEndAlert,
  courseStartAlert,
  effortMinutes,
  scheduledContentAlert,
  sectionStartsOpen,
  sequenceTarget,
} from './rules';

const NOW = Date.parse('2030-01-01T00:00:00Z');
const endBlock = (date: number): DateBlock => ({
  date: new Date(date).toISOString(),
  dateType: 'course-end-date',
  title: 'Course ends',
  description: 'After the course ends, the course content will be archived.',
  assignmentType: null,
  complete: false,
  learnerHasAccess: true,
  link: '',
  linkText: '',
  extraInfo: null,
});

describe('outline rules', () => {
  it('opens a section by default only when it holds the resume point', () => {
    expect(sectionStartsOpen({ resumeBlock: true })).toBe(true);
    expect(sectionStartsOpen({ resumeBlock: false })).toBe(false);
  });

  it('shows effort in minutes rounded up from seconds (spec §5)', () => {
    expect(effortMinutes(60)).toBe(1);
    expect(effortMinutes(61)).toBe(2);
    expect(effortMinutes(1)).toBe(1);
    expect(effortMinutes(900)).toBe(15);
    expect(effortMinutes(0)).toBeNull();
    expect(effortMinutes(null)).toBeNull();
    expect(effortMinutes(Number.NaN)).toBeNull();
  });

  it('shows the course-end alert to enrolled learners when the end is ahead but within 14 days', () => {
    expect(COURSE_END_ALERT_WINDOW_MS).toBe(1_209_600_000);
    const inside = courseEndAlert({
      isEnrolled: true,
      dateBlocks: [endBlock(NOW + 5 * 86_400_000)],
      now: NOW,
    });
    expect(inside).toMatchObject({ millisLeft: 5 * 86_400_000 });
    expect(
      courseEndAlert({
        isEnrolled: true,
        dateBlocks: [endBlock(NOW + COURSE_END_ALERT_WINDOW_MS - 1)],
        now: NOW,
      }),
    ).not.toBeNull();
    expect(
      courseEndAlert({
        isEnrolled: true,
        dateBlocks: [endBlock(NOW + COURSE_END_ALERT_WINDOW_MS)],
        now: NOW,
      }),
    ).toBeNull();
    expect(courseEndAlert({ isEnrolled: true, dateBlocks: [endBlock(NOW - 1)], now: NOW })).toBeNull();
    expect(
      courseEndAlert({ isEnrolled: false, dateBlocks: [endBlock(NOW + 86_400_000)], now: NOW }),
    ).toBeNull();
    expect(courseEndAlert({ isEnrolled: true, dateBlocks: [], now: NOW })).toBeNull();
  });

  it('counts the course end from the given (server) clock', () => {
    const end = endBlock(NOW + 20 * 86_400_000);
    expect(courseEndAlert({ isEnrolled: true, dateBlocks: [end], now: NOW })).toBeNull();
    expect(
      courseEndAlert({ isEnrolled: true, dateBlocks: [end], now: NOW + 10 * 86_400_000 }),
    ).not.toBeNull();
  });

  it('shows the course-start alert to enrolled learners before the start', () => {
    const start = new Date(NOW + 3 * 86_400_000).toISOString();
    expect(courseStartAlert({ isEnrolled: true, start, now: NOW })).toEqual({
      startDate: start,
      millisLeft: 3 * 86_400_000,
    });
    expect(courseStartAlert({ isEnrolled: false, start, now: NOW })).toBeNull();
    expect(
      courseStartAlert({ isEnrolled: true, start: new Date(NOW - 1).toISOString(), now: NOW }),
    ).toBeNull();
    expect(courseStartAlert({ isEnrolled: true, start: null, now: NOW })).toBeNull();
  });

  it('shows the more-content alert to enrolled learners when content is scheduled', () => {
    expect(scheduledContentAlert({ isEnrolled: true, hasScheduledContent: true })).toBe(true);
    expect(scheduledContentAlert({ isEnrolled: false, hasScheduledContent: true })).toBe(false);
    expect(scheduledContentAlert({ isEnrolled: true, hasScheduledContent: false })).toBe(false);
  });

  it('links a sequence in the app when courseware loads, else to its legacy page, else not at all', () => {
    const base = {
      courseId: 'course-v1:a+b+c',
      sequenceId: 'block-v1:a+b+c+type@sequential+block@s',
      showLink: true,
      canLoadCourseware: true,
      legacyWebUrl: 'http://lms/jump?experience=legacy',
      siteOrigins: ['http://lms', 'http://app'],
    };
    expect(sequenceTarget(base)).toEqual({
      kind: 'app',
      path: '/course/course-v1:a+b+c/block-v1:a+b+c+type@sequential+block@s',
    });
    expect(sequenceTarget({ ...base, canLoadCourseware: false })).toEqual({
      kind: 'legacy',
      url: 'http://lms/jump?experience=legacy',
    });
    expect(sequenceTarget({ ...base, showLink: false })).toBeNull();
    expect(sequenceTarget({ ...base, canLoadCourseware: false, legacyWebUrl: null })).toBeNull();
  });

  it.each([
    ['a javascript: address', 'javascript:alert(document.domain)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['an address on another site', 'https://evil.example/courses/x/jump_to/y?experience=legacy'],
    ['a protocol-relative address', '//evil.example/jump?experience=legacy'],
    ['the LMS host on another scheme', 'ftp://lms/jump?experience=legacy'],
  ])('gives no link when the LMS’s legacy page is %s', (_name, legacyWebUrl) => {
    expect(
      sequenceTarget({
        courseId: 'course-v1:a+b+c',
        sequenceId: 'block-v1:a+b+c+type@sequential+block@s',
        showLink: true,
        canLoadCourseware: false,
        legacyWebUrl,
        siteOrigins: ['http://lms', 'http://app'],
      }),
    ).toBeNull();
  });
});
