import '@/styles/close.scss';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LmsHtml } from '@/components/lms-html/LmsHtml';
import { useDismissWelcomeMessageMutation } from '../api';
import messages from '../messages';

/** Spec §9: the welcome message is cut after 100 words. */
export const WELCOME_WORD_LIMIT = 100;

/**
 * The course team's latest update (spec §4): author HTML, sanitised; over 100 words it is cut, with Show
 * More / Show Less. Dismissing hides it at once and tells the server, so it stays hidden.
 */
export function WelcomeMessage({
  courseId,
  html,
  onDismissed,
}: {
  courseId: string;
  html: string;
  onDismissed: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [dismiss] = useDismissWelcomeMessageMutation();
  if (!html) return null;
  return (
    <section className="card mb-4 welcome-message" aria-labelledby={`${id}-heading`}>
      <div className="card-body">
        <div className="d-flex align-items-start gap-2">
          <h2 className="visually-hidden" id={`${id}-heading`}>
            {intl.formatMessage(messages.welcomeMessage)}
          </h2>
          <div className="flex-grow-1 min-w-0">
            <LmsHtml
              html={html}
              id={`${id}-body`}
              wordLimit={WELCOME_WORD_LIMIT}
              expanded={expanded}
              after={(truncatable) =>
                truncatable && (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm mt-2"
                    aria-expanded={expanded}
                    aria-controls={`${id}-body`}
                    onClick={() => setExpanded((value) => !value)}
                  >
                    {intl.formatMessage(expanded ? messages.showLess : messages.showMore)}
                  </button>
                )
              }
            />
          </div>
          <button
            type="button"
            className="btn-close flex-shrink-0"
            aria-label={intl.formatMessage(messages.dismissWelcome)}
            onClick={() => {
              onDismissed();
              void dismiss(courseId);
            }}
          />
        </div>
      </div>
    </section>
  );
}
