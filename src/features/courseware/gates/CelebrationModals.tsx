import '@/styles/modal.scss';
import trophy from 'bootstrap-icons/icons/trophy.svg?raw';
import fire from 'bootstrap-icons/icons/fire.svg?raw';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { pickStreakFact } from './celebration';
import messages from './messages';

/** "Congratulations!" after the first section (spec §4); its own chunk, loaded when it opens. */
export function FirstSectionModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal show onHide={onClose} centered aria-labelledby="celebration-first-section-title">
      <Modal.Header closeButton closeLabel={intl.formatMessage(messages.close)}>
        <Modal.Title as="h2" className="h3" id="celebration-first-section-title">
          {intl.formatMessage(messages.firstSectionTitle)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <Icon svg={trophy} size="3rem" className="text-warning mb-3" />
        <p className="mb-0">{intl.formatMessage(messages.firstSectionBody)}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {intl.formatMessage(messages.keepGoing)}
        </button>
      </Modal.Footer>
    </Modal>
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
    <Modal
      show
      onHide={onClose}
      centered
      aria-labelledby="celebration-streak-title"
      dialogClassName="streak-modal"
    >
      <Modal.Header closeButton closeLabel={intl.formatMessage(messages.close)}>
        <Modal.Title as="h2" className="h3" id="celebration-streak-title">
          {intl.formatMessage(messages.streakTitle, { streakLength })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <Icon svg={fire} size="3rem" className="text-danger mb-3" />
        <p>{intl.formatMessage(messages.streakBody, { streakLength })}</p>
        <p className="mb-0" data-testid="streak-fact" data-fact={fact}>
          {intl.formatMessage(fact === 'pass' ? messages.streakFactPass : messages.streakFactContent, {
            streakLength,
          })}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {intl.formatMessage(messages.keepGoing)}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
