import { describe, expect, it } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { addFault } from '@test/mock-lms/faults';
import { recordRequests } from '@test/mock-lms/requests';
import { renderWithProviders } from '@test/render';
import { coursewareApi } from '@/lms/courseware/api';
import { prefetch } from './prefetch';

const sequenceId = blockId(demoCourse, 'sequential', 'basic_questions');
const NO_RESUME_POINT = { block_id: null, section_id: null, unit_id: null };

async function start(params: { courseId: string; sequenceId?: string }) {
  const { store } = await renderWithProviders(null, { persona: 'verified' });
  const entry = () => coursewareApi.endpoints.getCourseware.select(demoCourse.id)(store.getState());
  const outline = () => entry().data?.outline ?? null;
  const sequence = () => coursewareApi.endpoints.getSequence.select(sequenceId)(store.getState());
  // The order in which the store saw them.
  const seen: string[] = [];
  store.subscribe(() => {
    if (outline() && !seen.includes('outline')) seen.push('outline');
    if (sequence().data && !seen.includes('sequence')) seen.push('sequence');
  });
  prefetch(store.dispatch, params);
  // The course record answers first; the outline comes later into the same entry.
  await expect.poll(() => entry().data?.course).toBeTruthy();
  return { outline, seen };
}

/**
 * Issue 19: a large outline put into the store re-renders the page with every section, and the sequence
 * answer the unit needs would wait behind it. The outline waits for the calls of a unit the page can show
 * without it, never for long, and never when the page needs the outline to choose its sequence.
 */
describe('the courseware outline and the unit’s calls', () => {
  it('is asked for, and comes, after the sequence of the address has answered', async () => {
    addFault({ path: `/api/courseware/sequence/${sequenceId}`, delayMs: 700 });
    const blocks = recordRequests((url) => url.pathname === '/api/courses/v2/blocks/');
    const { outline, seen } = await start({ courseId: demoCourse.id, sequenceId });
    // The blocks outline would answer long before the sequence: it is not even asked for yet.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(blocks).toEqual([]);
    expect(outline()).toBeNull();
    await expect.poll(() => seen, { timeout: 3000 }).toEqual(['sequence', 'outline']);
    expect(blocks).toHaveLength(1);
  });

  it('on a course root with no resume point, comes after the sequence learning sequences names first', async () => {
    addFault({ path: `/api/courseware/resume/${demoCourse.id}`, body: NO_RESUME_POINT });
    addFault({ path: '/api/courseware/sequence/', delayMs: 700 });
    const { outline } = await start({ courseId: demoCourse.id });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(outline()).toBeNull();
    await expect.poll(outline, { timeout: 3000 }).not.toBeNull();
  });

  it('comes at once on a course root with no resume point and no guess, where it chooses the sequence', async () => {
    addFault({ path: `/api/courseware/resume/${demoCourse.id}`, body: NO_RESUME_POINT });
    addFault({ path: '/api/learning_sequences/', status: 500 });
    addFault({ path: '/api/courseware/sequence/', delayMs: 1500 });
    const { outline } = await start({ courseId: demoCourse.id });
    const started = Date.now();
    await expect.poll(outline, { timeout: 3000 }).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(700);
  });

  // Last: its sequence call stays in flight (30 s) after the test.
  it('comes after a second at most when the sequence does not answer', async () => {
    addFault({ path: `/api/courseware/sequence/${sequenceId}`, delayMs: 30_000 });
    const { outline } = await start({ courseId: demoCourse.id, sequenceId });
    const started = Date.now();
    await expect.poll(outline, { timeout: 3000 }).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
