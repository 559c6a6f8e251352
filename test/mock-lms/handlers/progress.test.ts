import { describe, expect, it } from 'vitest';
import { shapeDiff } from '../../contract/shape.mjs';
import currentExample from '../../contract/examples-current/progress.json';
import specExample from '../../contract/examples/progress.json';
import { auditExpiredCourse, demoCourse, notStartedCourse } from '../courses';
import { gradesCourse, hiddenScoresCourse } from '../courses/progress';
import { cases } from '../contract/progress.cases';
import { setServerEra, type Era } from '../era';
import { call } from './testClient';

const own = (courseId: string) => `/api/course_home/progress/${courseId}`;

interface SummaryRow {
  type: string;
  weight: number;
  average_grade: number;
  weighted_grade: number;
  has_hidden_contribution: string;
  last_grade_publish_date: string | null;
}
interface Body {
  course_grade: Record<string, unknown>;
  assignment_type_grade_summary?: SummaryRow[];
  final_grades?: number;
  disable_progress_graph?: boolean;
  section_scores: {
    display_name: string;
    subsections: { display_name: string; show_correctness: string }[];
  }[];
}

const body = async (persona: string, path: string) => (await (await call(persona, path)).json()) as Body;

describe('mock LMS: progress answers of each era hold against that era’s example', () => {
  const examples: Record<Era, unknown> = { current: currentExample, spec: specExample };
  it.each(
    (['current', 'spec'] as const).flatMap((era) =>
      cases.map((c) => [`${era}: ${c.path} as ${c.persona ?? 'visitor'}`, era, c] as const),
    ),
  )('%s', async (_name, era, c) => {
    setServerEra(era);
    const response = await call(c.persona, c.path);
    expect(response.status).toBe(200);
    expect(shapeDiff(examples[era], await response.json())).toEqual([]);
  });
});

describe('mock LMS: today’s progress (current-lms.md §5)', () => {
  it('sends the per-type averages as the LMS computes them, hidden scores counted only in final_grades', async () => {
    const b = await body('verified', own(hiddenScoresCourse.id));
    const rows = b.assignment_type_grade_summary!;
    // Sorted by weight.
    expect(rows.map((r) => [r.type, r.average_grade, r.weighted_grade, r.has_hidden_contribution])).toEqual([
      ['Quiz', 0, 0, 'all'],
      ['Homework', 0.5, 0.15, 'none'],
      ['Exam', 0.5, 0.25, 'some'],
    ]);
    expect(b.final_grades).toBe(0.85);
    expect(b.course_grade).toEqual({ letter_grade: 'Pass', percent: 0.85, is_passing: true });
    expect(b.disable_progress_graph).toBe(true);
    // The quiz (due in five days) and the exam (past due) release their hidden grades at their due dates.
    expect(Date.parse(rows[0]!.last_grade_publish_date!)).toBeGreaterThan(Date.now());
    expect(Date.parse(rows[2]!.last_grade_publish_date!)).toBeLessThan(Date.now());
    expect(rows[1]!.last_grade_publish_date).toBeNull();
  });

  it('leaves never_but_include_grade subsections out of section_scores, keeping their chapter', async () => {
    const b = await body('verified', own(hiddenScoresCourse.id));
    expect(b.section_scores.map((c) => [c.display_name, c.subsections.map((s) => s.display_name)])).toEqual([
      ['Unit 1: Open work', ['Homework 1', 'Exam 1', 'Homework 2']],
      ['Unit 2: Sealed work', []],
    ]);
  });

  it('drops the lowest scores and fills the slots as the LMS does', async () => {
    const b = await body('verified', own(gradesCourse.id));
    expect(b.assignment_type_grade_summary!.map((r) => [r.type, r.average_grade, r.weighted_grade])).toEqual([
      ['Practice', 1, 0],
      ['Lab', 1, 0.2],
      ['Homework', 1, 0.4],
      ['Final Exam', 0, 0],
    ]);
    expect(b.final_grades).toBe(0.6);
  });

  it('answers 403 with the access message where the learner must be redirected, 401 when not enrolled', async () => {
    const expired = await call('audit', own(auditExpiredCourse.id));
    expect(expired.status).toBe(403);
    const { detail } = (await expired.json()) as { detail: string };
    expect(detail).toMatch(/^Access expired on /);
    expect((await call('verified', own(notStartedCourse.id))).status).toBe(403);
    const unenrolled = await call('unenrolled', own(demoCourse.id));
    expect(unenrolled.status).toBe(401);
    expect(await unenrolled.json()).toBe('User not enrolled.');
  });
});

describe('mock LMS: the spec era’s progress is as it was', () => {
  it('sends no summary, final grades or graph switch, every subsection, and visible_percent', async () => {
    setServerEra('spec');
    const b = await body('verified', own(hiddenScoresCourse.id));
    expect(b.assignment_type_grade_summary).toBeUndefined();
    expect(b.final_grades).toBeUndefined();
    expect(b.disable_progress_graph).toBeUndefined();
    expect(b.course_grade).toHaveProperty('visible_percent');
    expect(b.section_scores[1]!.subsections.map((s) => [s.display_name, s.show_correctness])).toEqual([
      ['Exam 2', 'always'],
      ['Quiz 1', 'always'],
    ]);
  });

  it('answers 401 where today’s LMS answers 403', async () => {
    setServerEra('spec');
    expect((await call('audit', own(auditExpiredCourse.id))).status).toBe(401);
  });
});
