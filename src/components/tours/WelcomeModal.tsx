import '@/styles/modal.scss';
import compass from 'bootstrap-icons/icons/compass.svg?raw';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { TOUR_DIALOG_CLASS } from './dom';
import messages from './messages';

/**
 * The welcome dialog a new learner gets on course home (upstream's NewUserCourseHomeTourModal): "Welcome
 * to your {site} course!", a word on the tour, "Skip for now" and "Begin tour". A labelled modal dialog as
 * the celebrations are: focus moves into it, stays there, and Escape (or a click beside it) skips; where
 * focus goes next is the tour's.
 */
export function WelcomeModal({
  siteName,
  onBegin,
  onSkip,
}: {
  siteName: string;
  onBegin: () => void;
  onSkip: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  return (
    <Modal
      show
      onHide={onSkip}
      centered
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className={TOUR_DIALOG_CLASS}
      dialogClassName="tour-welcome"
      restoreFocus={false}
    >
      <div className="tour-welcome-hero">
        <Icon svg={compass} size="2.5rem" className="tour-welcome-icon" />
        <Modal.Title as="h2" className="h3 mb-0" id={titleId}>
          {intl.formatMessage(messages.welcomeTitle, {
            siteName,
            welcome: (
              <span key="welcome" className="tour-welcome-accent">
                {intl.formatMessage(messages.welcome)}
              </span>
            ),
          })}
        </Modal.Title>
      </div>
      <Modal.Body>
        <p className="mb-0" id={bodyId}>
          {intl.formatMessage(messages.welcomeBody, { siteName })}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-primary" onClick={onSkip}>
          {intl.formatMessage(messages.skipForNow)}
        </button>
        <button type="button" className="btn btn-primary" onClick={onBegin}>
          {intl.formatMessage(messages.beginTour)}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
