import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useIntl, defineMessages } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/lms/hooks';
import { dismissToast, selectToasts } from './toastsSlice';

const messages = defineMessages({
  close: {
    id: 'learning.toast.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the button that closes a notification.',
  },
});

/** Shows the toasts of the store, newest last, each closing by itself after 10 seconds or by its button. */
export function Toaster() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  return (
    <div aria-live="polite" role="status" className="toaster">
      <ToastContainer position="bottom-start" className="p-3 position-fixed">
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            onClose={() => dispatch(dismissToast(toast.id))}
            autohide
            delay={10000}
            bg="dark"
          >
            <Toast.Body className="d-flex align-items-start gap-3 text-white">
              <span className="flex-grow-1">
                {toast.header}
                {toast.link && toast.linkText && (
                  <a className="d-block mt-1 text-white fw-semibold" href={toast.link}>
                    {toast.linkText}
                  </a>
                )}
              </span>
              <button
                type="button"
                className="btn-close btn-close-white"
                aria-label={intl.formatMessage(messages.close)}
                onClick={() => dispatch(dismissToast(toast.id))}
              />
            </Toast.Body>
          </Toast>
        ))}
      </ToastContainer>
    </div>
  );
}
