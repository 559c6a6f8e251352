import '@/styles/close.scss';
import '@/styles/modal.scss';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import type { FrameModal } from './frameExtras';
import { FRAME_ALLOW } from './frameMessages';
import messages from './messages';
import laterMessages from '@/components/laterMessages';

/** A dialog opened by unit content (plugin.modal): its text, or its LMS page in a frame. */
export default function ContentModal({ modal, onClose }: { modal: FrameModal; onClose: () => void }) {
  const intl = useIntl();
  const title = modal.title ?? intl.formatMessage(messages.modalTitle);
  return (
    <Modal show onHide={onClose} size="xl" aria-labelledby="unit-content-modal-title">
      <Modal.Header closeButton closeLabel={intl.formatMessage(laterMessages.close)}>
        <Modal.Title as="h2" className="h5" id="unit-content-modal-title">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className={modal.body === null ? 'p-0' : undefined}>
        {modal.body !== null ? (
          <p className="mb-0">{modal.body}</p>
        ) : (
          <iframe
            title={title}
            src={modal.url ?? undefined}
            allow={FRAME_ALLOW}
            className="w-100 border-0 d-block"
            style={{ height: '100vh' }}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
