import { NEVER_BUT_INCLUDE_GRADE, type SectionScore } from '../model';

/**
 * Detailed grades with SHOW_UNGRADED_ASSIGNMENT_PROGRESS on (issue 46, as frontend-app-learning's
 * DetailedGradesTable with `showUngradedAssignments()`): per section, every subsection whose scores are
 * shown and that has points to earn, graded or not (the spec's rule drops the ungraded ones); a
 * subsection never shown but counted (`never_but_include_grade`) stays out; sections left empty go.
 */
export function detailedGradesWithUngraded(sections: readonly SectionScore[]): SectionScore[] {
  return sections
    .map((section) => ({
      ...section,
      subsections: section.subsections.filter(
        (s) => s.showGrades && s.numPointsPossible > 0 && s.showCorrectness !== NEVER_BUT_INCLUDE_GRADE,
      ),
    }))
    .filter((section) => section.subsections.length > 0);
}
