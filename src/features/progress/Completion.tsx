import { useIntl } from 'react-intl';
import { completionPercentages, type CompletionSummary } from './model';
import messages from './messages';

const RADIUS = 15.915; // circumference 100, so a percentage is a dash length
const SEGMENT = { cx: 21, cy: 21, r: RADIUS, fill: 'transparent', strokeWidth: 5 } as const;

/**
 * Course completion (spec §2): a donut of complete, incomplete and locked units, an image whose name is
 * its text equivalent for screen readers (the legend beside it repeats it for sight and is hidden from
 * them). The complete and locked parts are left out when they are zero; with no units at all there is no
 * donut.
 */
export function Completion({ summary }: { summary: CompletionSummary }) {
  const intl = useIntl();
  const { complete, incomplete, locked, total } = completionPercentages(summary);
  return (
    <section className="card progress-card mb-4" aria-labelledby="progress-completion-heading">
      <div className="card-body">
        <h2 id="progress-completion-heading" className="h4">
          {intl.formatMessage(messages.completionHeading)}
        </h2>
        <p className="small">{intl.formatMessage(messages.completionBody)}</p>
        {total > 0 && (
          <div className="d-flex flex-wrap align-items-center gap-4">
            <svg
              className="progress-donut"
              viewBox="0 0 42 42"
              width="160"
              height="160"
              role="img"
              aria-label={intl.formatMessage(messages.completionSummary, { complete, incomplete, locked })}
            >
              <circle {...SEGMENT} className="progress-donut-incomplete" />
              {locked > 0 && (
                <circle
                  {...SEGMENT}
                  className="progress-donut-locked"
                  strokeDasharray={`${locked} ${100 - locked}`}
                  strokeDashoffset={25 - complete}
                />
              )}
              {complete > 0 && (
                <circle
                  {...SEGMENT}
                  className="progress-donut-complete"
                  strokeDasharray={`${complete} ${100 - complete}`}
                  strokeDashoffset={25}
                />
              )}
              <text x="21" y="23.5" textAnchor="middle" className="progress-donut-label">
                {intl.formatMessage(messages.percent, { value: complete })}
              </text>
            </svg>
            <ul className="list-unstyled mb-0 small" aria-hidden="true">
              <li>
                <span className="progress-legend progress-legend-complete" />
                {intl.formatMessage(messages.completionComplete, { percent: complete })}
              </li>
              <li>
                <span className="progress-legend progress-legend-incomplete" />
                {intl.formatMessage(messages.completionIncomplete, { percent: incomplete })}
              </li>
              {locked > 0 && (
                <li>
                  <span className="progress-legend progress-legend-locked" />
                  {intl.formatMessage(messages.completionLocked, { percent: locked })}
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
