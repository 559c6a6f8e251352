import { describe, expect, it, vi } from 'vitest';
import { blockId } from '@test/mock-lms/courses/model';
import { auditExpiredCourse, demoCourse } from '@test/mock-lms/courses';
import { lmsUrl } from '@test/mock-lms/env';
import { renderWithProviders } from '@test/render';
import { selectAccessExpiration, selectCanViewLegacyCourseware, selectLegacyUnitUrl } from './api';
import { coursewareApi } from './courseware/api';
import { accessExpirationLearned, courseSessionSlice } from './courseSession';

describe('the course session (what a course’s pages learned, for its frame)', () => {
  it('is empty until a page has said, and keeps courses apart', () => {
    let state = courseSessionSlice.reducer(undefined, { type: 'init' });
    const root = () => ({ courseSession: state });
    expect(selectAccessExpiration(root() as never, 'a')).toBeNull();
    expect(selectCanViewLegacyCourseware(root() as never, 'a')).toBe(false);
    expect(selectLegacyUnitUrl(root() as never, 'a', 'u')).toBeNull();
    const expiration = {
      expirationDate: '2026-12-01T00:00:00Z',
      masqueradingExpiredCourse: true,
      upgradeDeadline: null,
      upgradeUrl: null,
    };
    state = courseSessionSlice.reducer(
      state,
      accessExpirationLearned({ courseId: 'a', accessExpiration: expiration }),
    );
    expect(selectAccessExpiration(root() as never, 'a')).toEqual(expiration);
    expect(selectAccessExpiration(root() as never, 'b')).toBeNull();
  });

  it('is filled by the courseware answer: legacy addresses, the legacy switch and the access expiration', async () => {
    const { store } = await renderWithProviders(null, { persona: 'staff' });
    await store.dispatch(coursewareApi.endpoints.getCourseware.initiate(demoCourse.id));
    const unit = blockId(demoCourse, 'vertical', 'lesson_1_unit_1');
    // The course record answers first; the outline, and the legacy addresses in it, follow.
    await vi.waitFor(() =>
      expect(selectLegacyUnitUrl(store.getState(), demoCourse.id, unit)).toBe(
        lmsUrl(`/courses/${demoCourse.id}/jump_to/${unit}?experience=legacy`),
      ),
    );
    const state = store.getState();
    expect(selectLegacyUnitUrl(state, demoCourse.id, 'block-v1:nope')).toBeNull();
    expect(selectLegacyUnitUrl(state, demoCourse.id, null)).toBeNull();
    expect(selectAccessExpiration(state, demoCourse.id)).toBeNull();
  });

  it('keeps what a denied courseware answer says about access', async () => {
    const { store } = await renderWithProviders(null, { persona: 'audit' });
    await store.dispatch(coursewareApi.endpoints.getCourseware.initiate(auditExpiredCourse.id));
    expect(selectAccessExpiration(store.getState(), auditExpiredCourse.id)?.expirationDate).toMatch(
      /^\d{4}-/,
    );
  });
});
