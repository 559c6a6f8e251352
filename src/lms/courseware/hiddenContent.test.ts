import { describe, expect, it } from 'vitest';
import gatedCurrentExample from '@test/contract/examples-current/courseware_sequence_gated.json';
import sequenceCurrentExample from '@test/contract/examples-current/courseware_sequence.json';
import { hiddenCourse } from '@test/mock-lms/courses';
import { setServerEra } from '@test/mock-lms/era';
import { findPersona } from '@test/mock-lms/personas';
import { viewerFor } from '@test/mock-lms/viewer';
import { blocksBody, learningSequencesBody, sequenceAnswer } from '@test/mock-lms/wire/courseware';
import { BLOCKS_REQUESTED_FIELDS } from './blocksFields';
import { decodeBlocks, decodeLearningSequences, decodeSequence, mergeOutlines } from './decode';
import { blockId } from '@test/mock-lms/courses/model';

/**
 * Blocks hidden from the table of contents, navigation_disabled and gated unit listings (today's LMS,
 * current-lms.md §4, issue 39), decoded from the mock LMS's answers as each persona gets them.
 */

const C = hiddenCourse.id;
/** A block of the hidden-content course. */
const b = (type: string, name: string) => blockId(hiddenCourse, type, name);
const LESSON_1 = b('sequential', 'lesson_1');
const BONUS = b('sequential', 'bonus');
const LESSON_2 = b('sequential', 'lesson_2');
const ANSWER_KEY = b('sequential', 'answer_key');
const ANSWER_KEYS = b('chapter', 'answer_keys');
const LESSON_3 = b('sequential', 'lesson_3');
const WRAP_UP = b('sequential', 'wrap_up');

const viewer = (persona: string) => viewerFor(findPersona(persona) ?? null, C);

/** The merged outline a persona's courseware gets. */
function outlineFor(persona: string) {
  const who = viewer(persona);
  const blocks = decodeBlocks(blocksBody(hiddenCourse, who, BLOCKS_REQUESTED_FIELDS), C);
  const learning = decodeLearningSequences(learningSequencesBody(hiddenCourse, who));
  return mergeOutlines(blocks, learning, who.originalUserIsStaff && !who.isStaff);
}

describe('hide_from_toc in the blocks outline', () => {
  it('is asked for, and read on sections and sequences; a sequence in a hidden section is hidden', () => {
    expect(BLOCKS_REQUESTED_FIELDS.split(',')).toContain('hide_from_toc');
    const blocks = decodeBlocks(blocksBody(hiddenCourse, viewer('verified'), BLOCKS_REQUESTED_FIELDS), C);
    expect(blocks.sequences[BONUS]?.hideFromToc).toBe(true);
    expect(blocks.sequences[LESSON_1]?.hideFromToc).toBe(false);
    expect(blocks.sections[ANSWER_KEYS]?.hideFromToc).toBe(true);
    expect(blocks.sequences[ANSWER_KEY]?.hideFromToc).toBe(true);
  });

  it('is false when the LMS does not send it (the spec’s LMS)', () => {
    setServerEra('spec');
    const blocks = decodeBlocks(blocksBody(hiddenCourse, viewer('verified'), BLOCKS_REQUESTED_FIELDS), C);
    expect(Object.values(blocks.sequences).some((sequence) => sequence.hideFromToc)).toBe(false);
    expect(mergeOutlines(blocks, null, false).sequenceOrder).toContain(BONUS);
  });
});

describe('the merged outline leaves hidden blocks out of the course order', () => {
  it('for a learner: learning sequences leave them out, the outline still knows them by id', () => {
    const outline = outlineFor('verified');
    expect(outline.sequenceOrder).toEqual([LESSON_1, LESSON_2, LESSON_3, WRAP_UP]);
    expect(outline.course.sectionIds).not.toContain(ANSWER_KEYS);
    expect(outline.sections[b('chapter', 'week_1')]?.sequenceIds).toEqual([LESSON_1, LESSON_2]);
    // A direct link still finds them (breadcrumbs, a unit id in the sequence's place).
    expect(outline.sequences[BONUS]).toMatchObject({ hideFromToc: true, sectionId: b('chapter', 'week_1') });
    expect(outline.sequences[ANSWER_KEY]).toMatchObject({ hideFromToc: true, sectionId: ANSWER_KEYS });
    expect(outline.sections[ANSWER_KEYS]?.sequenceIds).toEqual([ANSWER_KEY]);
    expect(outline.units[b('vertical', 'bonus_unit_2')]?.sequenceId).toBe(BONUS);
  });

  it('for staff: listed in their sections, but still not in the order', () => {
    const outline = outlineFor('staff');
    expect(outline.course.sectionIds).toContain(ANSWER_KEYS);
    expect(outline.sections[b('chapter', 'week_1')]?.sequenceIds).toEqual([LESSON_1, BONUS, LESSON_2]);
    expect(outline.sequenceOrder).toEqual([LESSON_1, LESSON_2, LESSON_3, WRAP_UP]);
  });

  it('with the blocks outline alone (no learning sequences, or viewing as someone else)', () => {
    const blocks = decodeBlocks(blocksBody(hiddenCourse, viewer('staff'), BLOCKS_REQUESTED_FIELDS), C);
    for (const outline of [mergeOutlines(blocks, null, false), mergeOutlines(blocks, null, true)]) {
      expect(outline.sequenceOrder).toEqual([LESSON_1, LESSON_2, LESSON_3, WRAP_UP]);
      expect(outline.sequences[BONUS]?.hideFromToc).toBe(true);
    }
  });
});

describe('the sequence answer', () => {
  it('reads navigation_disabled, false when absent', () => {
    const hidden = sequenceAnswer(hiddenCourse, viewer('verified'), BONUS);
    expect(hidden.status).toBe(200);
    expect(decodeSequence(hidden.body, BONUS).sequence.navigationDisabled).toBe(true);
    const open = sequenceAnswer(hiddenCourse, viewer('verified'), LESSON_1).body;
    expect(decodeSequence(open, LESSON_1).sequence.navigationDisabled).toBe(false);
    expect(decodeSequence(sequenceCurrentExample, 'x').sequence.navigationDisabled).toBe(false);
    const { navigation_disabled: _dropped, ...spec } = sequenceCurrentExample;
    expect(decodeSequence(spec, 'x').sequence.navigationDisabled).toBe(false);
    expect(decodeSequence({ ...spec, navigation_disabled: 'yes' }, 'x').sequence.navigationDisabled).toBe(
      false,
    );
  });

  it('keeps a gated sequence locked: its is_gated units are neither listed nor counted', () => {
    const answer = sequenceAnswer(hiddenCourse, viewer('verified'), WRAP_UP);
    const items = (answer.body as { items: { is_gated?: boolean; type: string }[] }).items;
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.is_gated === true && item.type === 'vertical')).toBe(true);
    for (const body of [answer.body, gatedCurrentExample]) {
      const { sequence, units } = decodeSequence(body, WRAP_UP);
      expect(sequence.gatedContent.gated).toBe(true);
      expect(sequence.unitIds).toEqual([]);
      expect(units).toEqual({});
      expect(sequence.activeUnitIndex).toBe(0);
    }
  });

  it('skips an is_gated item even outside a gated sequence, and survives one without a title', () => {
    const body = {
      ...sequenceCurrentExample,
      items: [
        { id: 'open', type: 'video', page_title: 'Open' },
        { id: 'locked', type: 'vertical', display_name: 'Locked', is_gated: true, content: '' },
        { id: 'nameless', type: 'vertical' },
      ],
    };
    const { sequence, units } = decodeSequence(body, 'x');
    expect(sequence.unitIds).toEqual(['open', 'nameless']);
    expect(units.nameless).toMatchObject({ title: '', contentType: 'vertical', complete: false });
  });

  it('the spec’s LMS sends neither the flag nor the gated listing', () => {
    setServerEra('spec');
    const hidden = sequenceAnswer(hiddenCourse, viewer('verified'), BONUS).body as Record<string, unknown>;
    expect(hidden).not.toHaveProperty('navigation_disabled');
    const gated = sequenceAnswer(hiddenCourse, viewer('verified'), WRAP_UP).body as { items: unknown[] };
    expect(gated.items).toEqual([]);
  });
});
