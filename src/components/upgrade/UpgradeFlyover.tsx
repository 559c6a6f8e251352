import '@/styles/modal.scss';
import './flyover.scss';
import chevronLeft from 'bootstrap-icons/icons/chevron-left.svg?raw';
import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import messages from './flyoverMessages';

/**
 * The phone's flyover (spec §2 "mobile flyover", §5: audit learners before the upgrade deadline only): a
 * full-screen dialog headed "Notifications" whose "Back to course" closes it (focus returns to the button
 * that opened it). The courseware's tray becomes it on narrow windows; the course outline opens it from
 * its own button. The courseware's right sidebar shows its discussions panel in it too.
 */
export function UpgradeFlyover({
  id,
  title,
  onClose,
  children,
}: {
  /** The id of the flyover's content, for the opening button's aria-controls. */
  id: string;
  /** Its heading; "Notifications" unless given (the courseware's discussions panel has its own). */
  title?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Modal show fullscreen onHide={onClose} aria-labelledby={headingId} className="notification-flyover">
      <Modal.Header className="py-2">
        <button type="button" className="btn btn-link px-0" onClick={onClose}>
          <Icon svg={chevronLeft} className="me-1" flipInRtl />
          {intl.formatMessage(messages.backToCourse)}
        </button>
      </Modal.Header>
      <Modal.Body id={id}>
        <h2 id={headingId} className="h4 mb-3">
          {title ?? intl.formatMessage(messages.heading)}
        </h2>
        {children}
      </Modal.Body>
    </Modal>
  );
}

export default UpgradeFlyover;
