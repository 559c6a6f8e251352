import checkIcon from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import warningIcon from 'bootstrap-icons/icons/exclamation-triangle-fill.svg?raw';
import lockIcon from 'bootstrap-icons/icons/lock-fill.svg?raw';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DAY_FORMAT, formatDate, TIME_FORMAT } from '@/components/dates';
import { Icon } from '@/components/Icon';
import { useServerClock } from '@/components/useServerClock';
import {
  assignmentTypeLocked,
  detailedGrades,
  gradeBands,
  gradeSummary,
  hasHiddenScores,
  isPassing,
  latestGradeRelease,
  passingGrade,
  wholePercent,
  type GradeSummaryRow,
  type Progress,
  type SectionScore,
  type SubsectionScore,
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
  timeZone = null,
}: {
  progress: Progress;
  isOtherLearner: boolean;
  /** The learner's time zone (course metadata), for the release date of hidden scores. */
  timeZone?: string | null;
}) {
  const intl = useIntl();
  const summary = progress.assignmentTypeGradeSummary;
  // Read again when the latest release date passes, so the notice goes then.
  const now = useServerClock(null, (at) => {
    const release = latestGradeRelease(summary, at);
    return release === null ? null : Date.parse(release) + 1;
  });
  const release = latestGradeRelease(summary, now);
  const hidden = hasHiddenScores(progress);
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
          {hidden
            ? intl.formatMessage(messages.withHiddenScores, {
                grade: intl.formatMessage(messages.yourGrade, { percent: grade }),
                hiddenScores: intl.formatMessage(messages.hiddenScoreLabel),
              })
            : intl.formatMessage(messages.yourGrade, { percent: grade })}
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
      {release !== null && (
        <p className="small mt-2 mb-0">
          <Icon svg={warningIcon} className="me-2 text-warning" />
          {intl.formatMessage(messages.gradesReleasedBy, {
            dueDate: formatDate(intl, release, timeZone, { ...DAY_FORMAT, ...TIME_FORMAT }),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * The grade summary by assignment type (spec §2), a table named by its heading, with the footnotes about
 * dropped lowest scores. On today's LMS its rows are the server's (`gradeSummary`): a type some of whose
 * scores are hidden reads "NN% + Hidden Scores", one all of whose are shows a lock (named "Hidden Scores"
 * for screen readers), with a legend above the table; the raw weighted grade (`final_grades`) follows it.
 */
export function GradeSummary({ progress }: { progress: Progress }) {
  const intl = useIntl();
  const summary = gradeSummary(progress);
  const grades = summary.rows;
  if (!grades.length) return null;
  const withDropped = grades.filter((g) => g.numDroppable > 0);
  const pct = (value: number) => intl.formatMessage(messages.percent, { value: wholePercent(value) });
  const hiddenLabel = intl.formatMessage(messages.hiddenScoreLabel);
  /** A grade cell: the percentage, "+ Hidden Scores" when some of the type's scores are hidden, a lock when all are. */
  const gradeCell = (g: GradeSummaryRow, value: number) => {
    if (g.hidden === 'all') {
      return (
        <>
          <Icon svg={lockIcon} className="text-muted" />
          <span className="visually-hidden">{hiddenLabel}</span>
        </>
      );
    }
    if (g.hidden === 'some')
      return intl.formatMessage(messages.withHiddenScores, { grade: pct(value), hiddenScores: hiddenLabel });
    return pct(value);
  };
  return (
    <div className="mb-4">
      <h3 id="progress-grade-summary-heading" className="h5">
        {intl.formatMessage(messages.summaryHeading)}
      </h3>
      <p className="small">{intl.formatMessage(messages.summaryBody)}</p>
      {summary.hasHidden && (
        <ul className="small text-muted ps-3 mb-3" aria-label={intl.formatMessage(messages.hiddenLegend)}>
          <li>
            {intl.formatMessage(messages.legendEntry, {
              term: <strong key="term">{hiddenLabel}</strong>,
              definition: intl.formatMessage(messages.hiddenScoreInfoText),
            })}
          </li>
          <li>
            {intl.formatMessage(messages.legendEntry, {
              term: (
                <strong key="term">
                  <Icon svg={lockIcon} />
                  <span className="visually-hidden">{intl.formatMessage(messages.hiddenLockIcon)}</span>
                </strong>
              ),
              definition: intl.formatMessage(messages.hiddenScoreLockInfoText),
            })}
          </li>
        </ul>
      )}
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
                  <td className="text-end">{gradeCell(g, g.averageGrade)}</td>
                  <td className="text-end">{gradeCell(g, g.weightedGrade)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="text-end">
                {intl.formatMessage(messages.summaryTotal)}
              </th>
              <td className="text-end fw-bold">{pct(summary.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {summary.rawTotal !== null && (
        <p className="small text-muted mb-2">
          {intl.formatMessage(messages.weightedGradeSummaryTooltip, {
            rawGrade: intl.formatNumber(summary.rawTotal, {
              style: 'percent',
              maximumFractionDigits: 2,
            }),
            roundedGrade: pct(summary.total),
          })}
        </p>
      )}
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
 * What the detailed grades list: by default the subsections that count (spec §5); with
 * SHOW_UNGRADED_ASSIGNMENT_PROGRESS, the ungraded ones too (./ungraded, its own chunk).
 */
export interface DetailedGradesView {
  readonly sections: readonly SectionScore[];
  /** Under the heading when some are listed. */
  readonly intro: ReactNode;
  /** Shown instead when none are. */
  readonly empty: string;
  /** The label before a subsection's problem scores. */
  readonly problemLabel: (subsection: SubsectionScore) => string;
}

/**
 * Detailed grades (spec §5): per section, each subsection that counts, its score and each problem's;
 * the empty text when there are none; a lock and a text for subsections the learner may not do. A section
 * of the page named by its heading; each section's list of subsections is named by the section's name.
 */
export function DetailedGrades({
  progress,
  onAssignmentClick,
  view,
}: {
  progress: Progress;
  onAssignmentClick: (blockKey: string) => void;
  view?: DetailedGradesView;
}) {
  const intl = useIntl();
  const { sections, intro, empty, problemLabel } = view ?? {
    sections: detailedGrades(progress.sectionScores),
    intro: <p className="small">{intl.formatMessage(messages.detailedBody)}</p>,
    empty: intl.formatMessage(messages.noScores),
    problemLabel: () => intl.formatMessage(messages.problemScores),
  };
  return (
    <section aria-labelledby="progress-detailed-heading">
      <h3 id="progress-detailed-heading" className="h5">
        {intl.formatMessage(messages.detailedHeading)}
      </h3>
      {sections.length === 0 ? (
        <p className="mb-0">{empty}</p>
      ) : (
        <>
          {intro}
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
                          <span>{problemLabel(sub)}</span>
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
