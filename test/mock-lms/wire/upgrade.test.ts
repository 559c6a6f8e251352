import { beforeEach, describe, expect, it } from 'vitest';
import { shapeDiff } from '../../contract/shape.mjs';
import { pinClock } from '../clock';
import { setServerEra } from '../era';
import { auditOnlyCourse, upgradeClosedCourse, upgradeCourse } from '../courses/upgrade';
import { call } from '../handlers/testClient';
import { resetState } from '../state';

/** The offer of contract courseware §12 (the demo learner has none, so the examples carry null). */
const CONTRACT_OFFER = {
  code: 'EDXWELCOME',
  expiration_date: '2025-06-15T00:00:00Z',
  original_price: '$149',
  discounted_price: '$126.65',
  percentage: 15,
  upgrade_url: 'http://localhost:18130/basket/add/?sku=8CF08E5&code=EDXWELCOME',
};

const NOW = Date.parse('2030-05-01T12:00:00Z');
const HOUR = 60 * 60 * 1000;

type Body = Record<string, unknown> & {
  access_expiration: { expiration_date: string; upgrade_deadline: string | null } | null;
  verified_mode: Record<string, unknown> | null;
  offer: Record<string, unknown> | null;
  celebrations?: { streak_length_to_celebrate: number | null; streak_discount_enabled: boolean };
};

async function answers(persona: string, courseId: string) {
  const outline = await call(persona, `/api/course_home/outline/${courseId}`);
  const courseware = await call(persona, `/api/courseware/course/${courseId}`);
  return {
    outline: (await outline.json()) as Body,
    courseware: (await courseware.json()) as Body,
    serverNow: Date.parse(outline.headers.get('Date') ?? ''),
  };
}

const hoursLeft = (body: Body) => (Date.parse(body.access_expiration!.expiration_date) - NOW) / HOUR;

describe('mock LMS: the upgrade programme (issue 14)', () => {
  beforeEach(() => {
    // The courseware answers of the spec's LMS carry verified_mode beside the outline's; today's LMS takes
    // it from course_metadata alone (decision 0020), which the courseware's decoder tests cover.
    pinClock(NOW);
    resetState();
    setServerEra('spec');
  });

  it.each([
    // Ten minutes over the round figure (personas.ts), except the last one.
    ['audit-8-days', 8 * 24 + 1 / 6],
    ['audit-3-days', 3 * 24 + 1 / 6],
    ['audit-5-hours', 5 + 1 / 6],
    ['audit-20-minutes', 1 / 3],
  ])('%s: access expires at its point of the countdown by the mock’s clock', async (persona, hours) => {
    const { outline, courseware, serverNow } = await answers(persona, upgradeCourse.id);
    expect(serverNow).toBe(Math.floor(NOW / 1000) * 1000);
    for (const body of [outline, courseware]) {
      expect(hoursLeft(body)).toBeCloseTo(hours, 1);
      expect(body.verified_mode).toMatchObject({ price: 149, currency: 'USD', currency_symbol: '$' });
      expect(body.offer).toBeNull();
    }
  });

  it('the discount persona gets the contract’s offer shape in both answers', async () => {
    const { outline, courseware } = await answers('audit-offer', upgradeCourse.id);
    for (const body of [outline, courseware]) {
      expect(shapeDiff(CONTRACT_OFFER, body.offer)).toEqual([]);
      expect(body.offer).toMatchObject({
        code: 'EDXWELCOME',
        percentage: 15,
        original_price: '$149',
        discounted_price: '$126.65',
        expiration_date: new Date(NOW + (5 * 24 + 1) * HOUR).toISOString().replace('.000Z', 'Z'),
      });
      expect(String(body.offer?.upgrade_url)).toContain('code=EDXWELCOME');
    }
  });

  it('the streak persona reaches a 3-day streak with the streak discount', async () => {
    const { courseware } = await answers('audit-streak', upgradeCourse.id);
    expect(courseware.celebrations).toMatchObject({
      streak_length_to_celebrate: 3,
      streak_discount_enabled: true,
    });
  });

  it('past the deadline, without a verified track and for a verified learner: nothing to upgrade to', async () => {
    const closed = await answers('audit-deadline-passed', upgradeClosedCourse.id);
    expect(closed.outline.verified_mode).toBeNull();
    expect(closed.outline.access_expiration?.upgrade_deadline).toBe('2030-04-29T12:00:00Z');
    const auditOnly = await answers('audit-no-verified', auditOnlyCourse.id);
    expect(auditOnly.courseware.verified_mode).toBeNull();
    expect(auditOnly.courseware.access_expiration).not.toBeNull();
    const paid = await answers('verified', upgradeCourse.id);
    for (const body of [paid.outline, paid.courseware]) {
      expect(body.verified_mode).toBeNull();
      expect(body.access_expiration).toBeNull();
      expect(body.offer).toBeNull();
    }
  });

  it('staff viewing as the audit learner get the learner’s access expiration and verified mode', async () => {
    const { courseware } = await answers('staff-as-audit', upgradeCourse.id);
    expect(hoursLeft(courseware)).toBeCloseTo(4 * 24 + 0.24, 1);
    expect(courseware.verified_mode).not.toBeNull();
    expect(courseware).toMatchObject({ enrollment: { mode: 'audit' }, original_user_is_staff: true });
  });
});
