import '@/styles/modal.scss';
import trophy from 'bootstrap-icons/icons/trophy.svg?raw';
import fire from 'bootstrap-icons/icons/fire.svg?raw';
import { useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { pickStreakFact } from './celebration';
import messages from './messages';

/** The frame both celebrations share: a titled dialog with an icon, the words, and "Keep going". */
function CelebrationModal({
  id,
  title,
  icon,
  iconClassName,
  dialogClassName,
  onClose,
  children,
}: {
  id: string;
  title: string;
  icon: string;
  iconClassName: string;
  dialogClassName?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Modal show onHide={onClose} centered aria-labelledby={id} dialogClassName={dialogClassName}>
      <Modal.Header closeButton closeLabel={intl.formatMessage(messages.close)}>
        <Modal.Title as="h2" className="h3" id={id}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <Icon svg={icon} size="3rem" className={`${iconClassName} mb-3`} />
        {children}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {intl.formatMessage(messages.keepGoing)}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

/** "Congratulations!" after the first section (spec §4); its own chunk, loaded when it opens. */
export function FirstSectionModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <CelebrationModal
      id="celebration-first-section-title"
      title={intl.formatMessage(messages.firstSectionTitle)}
      icon={trophy}
      iconClassName="text-warning"
      onClose={onClose}
    >
      <p className="mb-0">{intl.formatMessage(messages.firstSectionBody)}</p>
    </CelebrationModal>
  );
}

/**
 * The streak celebration (spec §4, §9): the streak length, and one of the two facts chosen at random. The
 * plain version: the streak discount belongs to the upgrade offers.
 */
export function StreakModal({
  streakLength,
  onClose,
  random,
}: {
  streakLength: number;
  onClose: () => void;
  random?: () => number;
}) {
  const intl = useIntl();
  const [fact] = useState(() => pickStreakFact(random));
  return (
    <CelebrationModal
      id="celebration-streak-title"
      title={intl.formatMessage(messages.streakTitle, { streakLength })}
      icon={fire}
      iconClassName="text-danger"
      dialogClassName="streak-modal"
      onClose={onClose}
    >
      <p>{intl.formatMessage(messages.streakBody, { streakLength })}</p>
      <p className="mb-0" data-testid="streak-fact" data-fact={fact}>
        {intl.formatMessage(fact === 'pass' ? messages.streakFactPass : messages.streakFactContent, {
          streakLength,
        })}
      </p>
    </CelebrationModal>
  );
}
