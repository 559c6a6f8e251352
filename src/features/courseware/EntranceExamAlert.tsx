import { defineMessages, useIntl } from 'react-intl';
import type { EntranceExam } from '@/lms/courseware/types';

const messages = defineMessages({
  notPassing: {
    id: 'learn.sequence.entranceExamTextNotPassing',
    defaultMessage:
      'To access course materials, you must score {entranceExamMinimumScorePct}% or higher on this exam. Your current score is {entranceExamCurrentScore}%.',
    description:
      'Shown above a sequence of the course’s entrance exam while the learner has not passed it; both values are percentages, already formatted.',
  },
  passed: {
    id: 'learn.sequence.entranceExamTextPassed',
    defaultMessage: 'Your score is {entranceExamCurrentScore}%. You have passed the entrance exam.',
    description: 'Shown above a sequence of the course’s entrance exam once the learner has passed it.',
  },
});

/**
 * The entrance exam's standing, above each sequence of the exam's section (today's LMS,
 * `entrance_exam_data`, current-lms.md §1): the minimum and the learner's score until they pass, then
 * the score that passed. Nothing outside that section, nor for a course without an entrance exam.
 */
export function EntranceExamAlert({
  exam,
  sectionId,
}: {
  exam: EntranceExam | null;
  sectionId: string | null;
}) {
  const intl = useIntl();
  if (!exam || !sectionId || exam.sectionId !== sectionId) return null;
  // Upstream's messages take the percentages as plain numbers before a "%": formatted here, in the
  // learner's locale, so operators' and translators' catalogs for those ids apply unchanged.
  const percent = (fraction: number) => intl.formatNumber(fraction * 100, { maximumFractionDigits: 2 });
  const values = {
    entranceExamMinimumScorePct: percent(exam.minimumScore),
    entranceExamCurrentScore: percent(exam.currentScore),
  };
  return (
    <div className={`alert ${exam.passed ? 'alert-success' : 'alert-info'} entrance-exam-alert`} role="note">
      {intl.formatMessage(exam.passed ? messages.passed : messages.notPassing, values)}
    </div>
  );
}
