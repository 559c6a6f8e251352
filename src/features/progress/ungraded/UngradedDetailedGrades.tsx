import { useIntl } from 'react-intl';
import { DetailedGrades } from '../Grades';
import type { Progress } from '../model';
import messages from './messages';
import { detailedGradesWithUngraded } from './ungraded';

/**
 * The detailed grades with the ungraded subsections too (SHOW_UNGRADED_ASSIGNMENT_PROGRESS, issue 46): what
 * practice and graded scores are, above the list, and each subsection's problem scores under the label of
 * its kind, as on Open edX's learning app. Its own chunk: a site without the switch never downloads it.
 */
export default function UngradedDetailedGrades({
  progress,
  onAssignmentClick,
}: {
  progress: Progress;
  onAssignmentClick: (blockKey: string) => void;
}) {
  const intl = useIntl();
  const practice = intl.formatMessage(messages.practiceLabel);
  const graded = intl.formatMessage(messages.gradedLabel);
  return (
    <DetailedGrades
      progress={progress}
      onAssignmentClick={onAssignmentClick}
      view={{
        sections: detailedGradesWithUngraded(progress.sectionScores),
        intro: (
          <ul className="small ps-3">
            <li>
              <strong>{practice}</strong> {intl.formatMessage(messages.practiceInfo)}
            </li>
            <li>
              <strong>{graded}</strong> {intl.formatMessage(messages.gradedInfo)}
            </li>
          </ul>
        ),
        empty: intl.formatMessage(messages.empty),
        problemLabel: (subsection) => (subsection.hasGradedAssignment ? graded : practice),
      }}
    />
  );
}
