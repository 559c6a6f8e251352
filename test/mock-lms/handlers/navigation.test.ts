import { afterEach, describe, expect, it } from 'vitest';
import { hiddenCourse } from '../courses';
import { resetServerEra, setServerEra } from '../era';
import { findPersona } from '../personas';
import { state } from '../state';
import { call } from './testClient';
import { blockId } from '../courses/model';

const C = hiddenCourse.id;
/** A block of the hidden-content course. */
const b = (type: string, name: string) => blockId(hiddenCourse, type, name);
type Block = {
  type: string;
  children: string[];
  complete: boolean;
  hide_from_toc: boolean | null;
  completion_stat: { completion: number; completable_children: number };
};
const blocks = async (persona: string) =>
  (
    (await (await call(persona, `/api/course_home/navigation/${C}`)).json()) as {
      blocks: Record<string, Block>;
    }
  ).blocks;

afterEach(() => resetServerEra());

describe('mock LMS: the course-outline sidebar’s navigation call (current-lms.md §7)', () => {
  it('is not there on the spec’s LMS (404)', async () => {
    setServerEra('spec');
    expect((await call('verified', `/api/course_home/navigation/${C}`)).status).toBe(404);
    expect((await call('verified', `/api/course_home/v1/navigation/${C}`)).status).toBe(404);
  });

  it('leaves hidden blocks out for a learner, types a sequence behind its prerequisite `lock`', async () => {
    setServerEra('current');
    const answer = await blocks('verified');
    expect(answer[b('sequential', 'bonus')]).toBeUndefined();
    expect(answer[b('chapter', 'answer_keys')]).toBeUndefined();
    expect(answer[b('sequential', 'wrap_up')]?.type).toBe('lock');
    expect(answer[b('sequential', 'wrap_up')]?.children).toHaveLength(2);
    expect(answer[b('chapter', 'week_1')]?.children).toEqual([
      b('sequential', 'lesson_1'),
      b('sequential', 'lesson_2'),
    ]);
  });

  it('gives staff the hidden blocks with hide_from_toc, and nothing locked', async () => {
    setServerEra('current');
    const answer = await blocks('staff');
    expect(answer[b('sequential', 'bonus')]?.hide_from_toc).toBe(true);
    expect(answer[b('chapter', 'answer_keys')]?.hide_from_toc).toBe(true);
    expect(answer[b('sequential', 'wrap_up')]?.type).toBe('sequential');
  });

  it('counts completed units per sequence and section', async () => {
    setServerEra('current');
    const username = findPersona('verified')!.username;
    state.completions.set(username, new Set([b('vertical', 'lesson_1_unit_1')]));
    const answer = await blocks('verified');
    expect(answer[b('vertical', 'lesson_1_unit_1')]?.complete).toBe(true);
    expect(answer[b('sequential', 'lesson_1')]?.completion_stat).toEqual({
      completion: 1,
      completable_children: 2,
    });
    expect(answer[b('chapter', 'week_1')]?.completion_stat).toEqual({
      completion: 1,
      completable_children: 3,
    });
    expect(answer[b('sequential', 'lesson_1')]?.complete).toBe(false);
  });
});
