import checkIcon from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import warningIcon from 'bootstrap-icons/icons/exclamation-triangle-fill.svg?raw';
import lockIcon from 'bootstrap-icons/icons/lock-fill.svg?raw';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import {
  assignmentTypeGrades,
  assignmentTypeLocked,
  detailedGrades,
  gradeBands,
  isPassing,
  passingGrade,
  totalWeightedGrade,
  wholePercent,
  type Progress,
} from './model';
import messages from './messages';

/** Points as the LMS counts them: whole numbers stay whole, others get up to two decimals. */
const points = (n: number) => String(Math.round(n * 100) / 100);

/**
 * The course grade bar (spec §5): the learner's grade against the passing grade (the lowest grade-range
 * value), the letter ranges with F below the passing grade, whole-number percentages, pass or not. A group
 * named "Course grade" for screen readers.
 */
export function CourseGradeBar({
  progress,
  isOtherLearner,
}: {
  progress: Progress;
  isOtherLearner: boolean;
}) {
  const intl = useIntl();
  const { gradeRange } = progress.gradingPolicy;
  const grade = wholePercent(progress.courseGrade.visiblePercent);
  const cutoff = passingGrade(gradeRange);
  const passing = isPassing(progress.courseGrade, gradeRange);
  const bands = gradeBands(gradeRange);
  const verdict = passing
    ? isOtherLearner
      ? messages.passingOther
      : messages.passing
    : isOtherLearner
      ? messages.notPassingOther
      : messages.notPassing;
  return (
    <div className="mb-4" role="group" aria-label={intl.formatMessage(messages.courseGradeLabel)}>
      <p className={`fw-bold mb-2 ${passing ? 'text-success' : 'text-danger'}`}>
        <Icon svg={passing ? checkIcon : warningIcon} className="me-2" />
        {intl.formatMessage(verdict)}
      </p>
      <div className="progress-grade-bar mb-2" aria-hidden="true">
        <div
          className={`progress-grade-fill ${passing ? 'is-passing' : ''}`}
          style={{ inlineSize: `${grade}%` }}
        />
        {cutoff !== null && (
          <div className="progress-grade-cutoff" style={{ insetInlineStart: `${wholePercent(cutoff)}%` }} />
        )}
      </div>
      <ul className="list-inline mb-2">
        <li className="list-inline-item me-4">
          {intl.formatMessage(messages.yourGrade, { percent: grade })}
        </li>
        {cutoff !== null && (
          <li className="list-inline-item">
            {intl.formatMessage(messages.passingGrade, { percent: wholePercent(cutoff) })}
          </li>
        )}
      </ul>
      {bands.length > 0 && (
        <div>
          <h3 className="h6 mb-1" id="progress-grade-ranges">
            {intl.formatMessage(messages.gradeRanges)}
          </h3>
          <ul className="list-inline small mb-0" aria-labelledby="progress-grade-ranges">
            {bands.map((band, i) => (
              <li key={band.letter} className="list-inline-item me-3">
                {i === 0
                  ? intl.formatMessage(messages.gradeRangeTop, {
                      letter: band.letter,
                      from: wholePercent(band.from),
                      top: 100,
                    })
                  : intl.formatMessage(messages.gradeRange, {
                      letter: band.letter,
                      from: wholePercent(band.from),
                      to: wholePercent(band.to),
                    })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * The grade summary by assignment type (spec §2), a table named by its heading, with the footnotes about
 * dropped lowest scores.
 */
export function GradeSummary({ progress }: { progress: Progress }) {
  const intl = useIntl();
  const grades = assignmentTypeGrades(progress.gradingPolicy.assignmentPolicies, progress.sectionScores);
  if (!grades.length) return null;
  const withDropped = grades.filter((g) => g.numDroppable > 0);
  const pct = (value: number) => intl.formatMessage(messages.percent, { value: wholePercent(value) });
  return (
    <div className="mb-4">
      <h3 id="progress-grade-summary-heading" className="h5">
        {intl.formatMessage(messages.summaryHeading)}
      </h3>
      <p className="small">{intl.formatMessage(messages.summaryBody)}</p>
      <div className="table-responsive">
        <table
          className="table table-sm align-middle mb-2 progress-summary-table"
          aria-labelledby="progress-grade-summary-heading"
        >
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.summaryType)}</th>
              <th scope="col" className="text-end">
                {intl.formatMessage(messages.summaryWeight)}
              </th>
              <th scope="col" className="text-end">
                {intl.formatMessage(messages.summaryScore)}
              </th>
              <th scope="col" className="text-end">
                {intl.formatMessage(messages.summaryWeighted)}
              </th>
            </tr>
          </thead>
          <tbody>
            {grades.map((g) => {
              const locked = assignmentTypeLocked(g.type, progress.sectionScores);
              const note = withDropped.indexOf(g);
              return (
                <tr key={g.type}>
                  <th scope="row" className="fw-normal">
                    {locked && (
                      <>
                        <Icon svg={lockIcon} className="me-1 text-muted" />
                        <span className="visually-hidden">{intl.formatMessage(messages.typeLocked)} </span>
                      </>
                    )}
                    {g.type}
                    {note >= 0 && (
                      <a href={`#progress-dropped-${note}`} className="ms-1">
                        <sup aria-hidden="true">{note + 1}</sup>
                        <span className="visually-hidden">{intl.formatMessage(messages.droppedMarker)}</span>
                      </a>
                    )}
                  </th>
                  <td className="text-end">{pct(g.weight)}</td>
                  <td className="text-end">{pct(g.averageGrade)}</td>
                  <td className="text-end">{pct(g.weightedGrade)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="text-end">
                {intl.formatMessage(messages.summaryTotal)}
              </th>
              <td className="text-end fw-bold">{pct(totalWeightedGrade(grades))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {withDropped.length > 0 && (
        <ol className="small text-muted ps-3 mb-0" aria-label={intl.formatMessage(messages.droppedNotes)}>
          {withDropped.map((g, i) => (
            <li key={g.type} id={`progress-dropped-${i}`}>
              {intl.formatMessage(messages.droppedFootnote, { count: g.numDroppable, type: g.type })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * Detailed grades (spec §5): per section, each subsection that counts, its score and each problem's;
 * the empty text when there are none; a lock and a text for subsections the learner may not do. A section
 * of the page named by its heading; each section's list of subsections is named by the section's name.
 */
export function DetailedGrades({
  progress,
  onAssignmentClick,
}: {
  progress: Progress;
  onAssignmentClick: (blockKey: string) => void;
}) {
  const intl = useIntl();
  const sections = detailedGrades(progress.sectionScores);
  return (
    <section aria-labelledby="progress-detailed-heading">
      <h3 id="progress-detailed-heading" className="h5">
        {intl.formatMessage(messages.detailedHeading)}
      </h3>
      {sections.length === 0 ? (
        <p className="mb-0">{intl.formatMessage(messages.noScores)}</p>
      ) : (
        <>
          <p className="small">{intl.formatMessage(messages.detailedBody)}</p>
          {sections.map((section, i) => (
            <Fragment key={`${section.displayName}-${i}`}>
              <h4 id={`progress-detailed-section-${i}`} className="h6 mt-3">
                {section.displayName}
              </h4>
              <ul className="list-unstyled mb-0" aria-labelledby={`progress-detailed-section-${i}`}>
                {section.subsections.map((sub) => {
                  const score = intl.formatMessage(messages.subsectionScore, {
                    earned: points(sub.numPointsEarned),
                    possible: points(sub.numPointsPossible),
                    percent: wholePercent(sub.numPointsEarned / sub.numPointsPossible),
                  });
                  return (
                    <li key={sub.blockKey} className="progress-subsection py-2">
                      <div className="d-flex flex-wrap gap-2 align-items-baseline">
                        {!sub.learnerHasAccess && <Icon svg={lockIcon} className="text-muted" />}
                        {sub.url && sub.learnerHasAccess ? (
                          <a href={sub.url} onClick={() => onAssignmentClick(sub.blockKey)}>
                            {sub.displayName}
                          </a>
                        ) : (
                          <span>{sub.displayName}</span>
                        )}
                        <span className="text-muted">{score}</span>
                      </div>
                      {!sub.learnerHasAccess && (
                        <p className="small text-muted mb-1">
                          {intl.formatMessage(messages.subsectionLocked)}
                        </p>
                      )}
                      {sub.problemScores.length > 0 && (
                        <div className="small d-flex flex-wrap gap-2">
                          <span>{intl.formatMessage(messages.problemScores)}</span>
                          <ul className="list-inline mb-0">
                            {sub.problemScores.map((p, j) => (
                              <li key={j} className="list-inline-item">
                                {intl.formatMessage(messages.problemScore, {
                                  earned: points(p.earned),
                                  possible: points(p.possible),
                                })}
                              </li>
                            ))}
                          </ul>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </Fragment>
          ))}
        </>
      )}
    </section>
  );
}
