import { describe, expect, it } from 'vitest';
import example from '@test/contract/examples/outline.json';
import proctoring from '@test/contract/examples/proctoring_status.json';
import type { LmsResponseMeta } from '@/lms/baseQuery';
import { DecodeError } from '@/lms/decode';
import { testConfig } from '@test/render';
import { decodeBlocks, decodeOutline, decodeProctoringInfo } from './model';

const config = testConfig();
const COURSE = 'course-v1:edX+DemoX+Demo_Course';
const meta: LmsResponseMeta = { date: null, requestTime: 0, responseTime: 0 };
const decode = (body: unknown, m = meta) => decodeOutline(body, COURSE, { meta: m, config });
const b = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;

describe('the outline model (course-home §2)', () => {
  it('splits the contract example into course, sections and sequences', () => {
    const outline = decode(example);
    expect(outline.isPrivate).toBe(false);
    expect(outline.course).toEqual({
      id: COURSE,
      title: 'Demonstration Course',
      sectionIds: [b('chapter', 'introduction'), b('chapter', 'week_1'), b('chapter', 'week_2')],
      hasScheduledContent: true,
    });
    expect(Object.keys(outline.sequences)).toHaveLength(8);
    expect(outline.sequences[b('sequential', 'basic_questions')]).toEqual({
      id: b('sequential', 'basic_questions'),
      title: 'Homework - Question Styles',
      complete: false,
      description: 'Homework',
      due: '2024-01-15T23:59:00Z',
      effortActivities: 6,
      effortTime: 1200,
      icon: 'fa-pencil-square-o',
      showLink: true,
      legacyWebUrl: `http://localhost:18000/courses/${COURSE}/jump_to/${b('sequential', 'basic_questions')}?experience=legacy`,
      sectionId: b('chapter', 'week_1'),
    });
    expect(outline.warnings).toEqual([]);
  });

  it('keeps block ids as they are (no camelCasing of map keys)', () => {
    const outline = decode(example);
    expect(Object.keys(outline.sections)).toContain(b('chapter', 'week_1'));
  });

  it('opens only week 1 by default, as the contract expects', () => {
    const outline = decode(example);
    expect(
      Object.values(outline.sections)
        .filter((s) => s.resumeBlock)
        .map((s) => s.id),
    ).toEqual([b('chapter', 'week_1')]);
  });

  it('reads the rest of the answer into camelCase fields with safe defaults', () => {
    const outline = decode(example);
    expect(outline.courseGoals.goalOptions).toHaveLength(4);
    expect(outline.courseGoals.selectedGoal).toBeNull();
    expect(outline.courseTools[0]).toEqual({
      analyticsId: 'edx.bookmarks',
      title: 'Bookmarks',
      url: `http://localhost:18000/courses/${COURSE}/bookmarks/`,
    });
    expect(outline.datesWidget.courseDateBlocks.map((d) => d.dateType)).toEqual([
      'todays-date',
      'verified-upgrade-deadline',
      'assignment-due-date',
      'course-end-date',
    ]);
    expect(outline.enrollAlert).toEqual({ canEnroll: true, extraText: null });
    expect(outline.resumeCourse.hasVisitedCourse).toBe(true);
    expect(outline.welcomeMessageHtml).toContain('Welcome to the Demonstration Course');
    expect(outline.certData).toEqual({
      certStatus: 'audit_passing',
      certWebViewUrl: null,
      downloadUrl: null,
      certificateAvailableDate: null,
    });
    expect(outline.accessExpiration?.masqueradingExpiredCourse).toBe(false);
    expect(outline.datesBannerInfo.missedDeadlines).toBe(true);
  });

  it('makes the certificate web view address absolute on the LMS and keeps the download address', () => {
    const withView = decode({
      ...example,
      cert_data: { cert_status: 'downloadable', cert_web_view_url: '/certificates/abc' },
    });
    expect(withView.certData?.certWebViewUrl).toBe('http://localhost:18000/certificates/abc');
    const withDownload = decode({
      ...example,
      cert_data: { cert_status: 'downloadable', download_url: 'https://x/cert.pdf' },
    });
    expect(withDownload.certData?.certWebViewUrl).toBeNull();
    expect(withDownload.certData?.downloadUrl).toBe('https://x/cert.pdf');
  });

  it('treats a missing course block as a private outline', () => {
    const outline = decode({ ...example, course_blocks: null, welcome_message_html: null });
    expect(outline.isPrivate).toBe(true);
    expect(outline.course).toBeNull();
    expect(outline.welcomeMessageHtml).toBe('');
  });

  it('hides links the learner may not follow', () => {
    const blocks = structuredClone(example.course_blocks.blocks) as Record<string, Record<string, unknown>>;
    const id = b('sequential', 'lesson_1');
    blocks[id] = { ...blocks[id], lms_web_url: null, legacy_web_url: null };
    const outline = decode({ ...example, course_blocks: { blocks } });
    expect(outline.sequences[id]?.showLink).toBe(false);
  });

  it('skips unknown block types and missing children, and reports them', () => {
    const blocks = structuredClone(example.course_blocks.blocks) as Record<string, Record<string, unknown>>;
    const week1 = blocks[b('chapter', 'week_1')]!;
    week1.children = [...(week1.children as string[]), b('sequential', 'ghost')];
    blocks[b('vertical', 'unit')] = { id: b('vertical', 'unit'), type: 'vertical', display_name: 'Unit' };
    const outline = decode({ ...example, course_blocks: { blocks } });
    expect(outline.sections[b('chapter', 'week_1')]?.sequenceIds).toHaveLength(3);
    expect(outline.warnings).toEqual([
      `Unexpected course block type: vertical (${b('vertical', 'unit')})`,
      `Missing or misplaced child block ${b('sequential', 'ghost')}`,
    ]);
  });

  it('is linear in the number of blocks (a 30 × 10 course decodes at once)', () => {
    const blocks: Record<string, unknown> = {};
    const sections: string[] = [];
    for (let s = 0; s < 300; s += 1) {
      const sequences: string[] = [];
      for (let q = 0; q < 30; q += 1) {
        const id = `seq-${s}-${q}`;
        sequences.push(id);
        blocks[id] = { id, type: 'sequential', display_name: id, children: [] };
      }
      sections.push(`sec-${s}`);
      blocks[`sec-${s}`] = { id: `sec-${s}`, type: 'chapter', display_name: `S${s}`, children: sequences };
    }
    blocks.course = { id: 'course', type: 'course', display_name: 'Big', children: sections };
    const started = performance.now();
    const result = decodeBlocks(blocks, COURSE);
    expect(Object.keys(result.sequences)).toHaveLength(9000);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('fails on a body that is not an object', () => {
    expect(() => decode(['not', 'an', 'object'])).toThrow(DecodeError);
    expect(() => decode(null)).toThrow(DecodeError);
  });

  it('measures the server clock from the Date header (spec §7), 0 without it', () => {
    expect(decode(example).timeOffsetMillis).toBe(0);
    const date = 'Tue, 02 May 2023 17:34:30 GMT';
    const outline = decode(example, {
      date,
      requestTime: Date.parse(date) - 5000,
      responseTime: Date.parse(date) - 3000,
    });
    expect(outline.timeOffsetMillis).toBe(4000);
  });
});

describe('proctoring status', () => {
  it('reads the contract example, and treats an empty answer as no proctoring', () => {
    expect(decodeProctoringInfo(proctoring, config.LMS_BASE_URL)).toEqual({
      onboardingStatus: 'verified',
      onboardingLink: proctoring.onboarding_link,
      expirationDate: '2026-09-01T00:00:00Z',
      onboardingReleaseDate: '2013-02-05T05:00:00Z',
      onboardingPastDue: false,
    });
    expect(decodeProctoringInfo({}, config.LMS_BASE_URL)).toBeNull();
    expect(decodeProctoringInfo({ onboarding_link: '/exam' }, config.LMS_BASE_URL)?.onboardingLink).toBe(
      'http://localhost:18000/exam',
    );
  });
});
