import { describe, expect, it } from 'vitest';
import { detailedGrades, type SectionScore, type SubsectionScore } from '../model';
import { detailedGradesWithUngraded } from './ungraded';

const sub = (blockKey: string, over: Partial<SubsectionScore> = {}): SubsectionScore => ({
  blockKey,
  displayName: blockKey,
  url: null,
  assignmentType: null,
  hasGradedAssignment: false,
  showGrades: true,
  numPointsEarned: 1,
  numPointsPossible: 2,
  learnerHasAccess: true,
  problemScores: [],
  due: null,
  override: null,
  showCorrectness: 'always',
  ...over,
});

const sections: SectionScore[] = [
  {
    displayName: 'Week 1',
    subsections: [
      sub('practice'),
      sub('homework', { hasGradedAssignment: true, assignmentType: 'Homework' }),
      sub('reading', { numPointsPossible: 0, numPointsEarned: 0 }),
      sub('hidden', { showGrades: false }),
      sub('sealed', { hasGradedAssignment: true, showCorrectness: 'never_but_include_grade' }),
    ],
  },
  { displayName: 'Week 2', subsections: [sub('reading 2', { numPointsPossible: 0 })] },
];

describe('detailed grades with SHOW_UNGRADED_ASSIGNMENT_PROGRESS (issue 46)', () => {
  it('lists the ungraded subsections with points as well as the graded ones', () => {
    expect(detailedGradesWithUngraded(sections).map((s) => s.subsections.map((x) => x.blockKey))).toEqual([
      ['practice', 'homework'],
    ]);
    // Without the switch, the spec's rule: graded ones only.
    expect(detailedGrades(sections).map((s) => s.subsections.map((x) => x.blockKey))).toEqual([['homework']]);
  });
});
