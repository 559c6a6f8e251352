import '@/styles/modal.scss';
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import check from 'bootstrap-icons/icons/check-lg.svg?raw';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { usePlatform } from '@/platform/react';
import { useSendActivationEmailMutation } from './api';
import messages from './activationMessages';

/**
 * The account-activation message after registration (spec §4): shown once (the page has already removed
 * the LMS's cookie). "resend the email" sends it again, showing a spinner, then a check mark. Its own chunk:
 * only new accounts download it.
 */
export default function AccountActivation() {
  const intl = useIntl();
  const { config, user } = usePlatform();
  const [show, setShow] = useState(true);
  const [send, { isLoading, isSuccess, isError }] = useSendActivationEmailMutation();

  const resend = (
    <button
      key="resend"
      type="button"
      className="btn btn-link p-0 align-baseline"
      disabled={isLoading}
      onClick={() => void send(undefined)}
    >
      {intl.formatMessage(messages.activationResend)}
    </button>
  );

  return (
    <Modal show={show} onHide={() => setShow(false)} centered aria-labelledby="account-activation-title">
      <Modal.Header>
        <Modal.Title as="h2" className="h4" id="account-activation-title">
          {intl.formatMessage(messages.activationTitle)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          {user?.email
            ? intl.formatMessage(messages.activationBody, {
                email: <strong key="email">{user.email}</strong>,
                resendLink: resend,
              })
            : intl.formatMessage(messages.activationBodyNoEmail, { resendLink: resend })}
          <span role="status" className="ms-2 d-inline-flex align-middle">
            {isLoading && (
              <>
                <span className="spinner-border spinner-border-sm text-secondary" aria-hidden="true" />
                <span className="visually-hidden">{intl.formatMessage(messages.activationSending)}</span>
              </>
            )}
            {isSuccess && (
              <>
                <Icon svg={check} className="text-success" size="1.25em" />
                <span className="visually-hidden">{intl.formatMessage(messages.activationSent)}</span>
              </>
            )}
            {isError && <span className="text-danger">{intl.formatMessage(messages.activationFailed)}</span>}
          </span>
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={() => setShow(false)}>
          {intl.formatMessage(messages.activationContinue, { siteName: config.SITE_NAME })}
          <Icon svg={arrowRight} className="ms-1" flipInRtl />
        </button>
      </Modal.Footer>
    </Modal>
  );
}
