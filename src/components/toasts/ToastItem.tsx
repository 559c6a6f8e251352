import '@/styles/close.scss';
import '@/styles/toasts.scss';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '@/lms/hooks';
import { dismissToast, type Toast } from './toastsSlice';
import laterMessages from '@/components/laterMessages';

const messages = defineMessages({
  unsaved: {
    id: 'learning.toast.unsaved',
    defaultMessage: 'Your change could not be saved, so it was undone. Please try again.',
    description:
      'Notification when a change the page showed at once (a goal, a bookmark, a dismissal) failed to save and was reverted.',
  },
  placeUnsaved: {
    id: 'learning.toast.placeUnsaved',
    defaultMessage:
      'We could not save your place in the course, so it may open at an earlier unit next time.',
    description:
      'Notification when saving the unit the learner was on failed after they had left that part of the course, so the course may resume at an earlier unit.',
  },
  failed: {
    id: 'learning.toast.failed',
    defaultMessage: 'That action could not be completed. Please try again.',
    description:
      'Notification when an action the learner started from the course content (such as shifting due dates) failed on the server.',
  },
});

const LIFETIME_MS = 10000;

/** One toast: its words, its link, its close button; it closes by itself after 10 seconds. */
export default function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismissToast(toast.id)), LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);
  return (
    <div className="toast show text-bg-dark border-0">
      <div className="toast-body d-flex align-items-start gap-3">
        <span className="flex-grow-1">
          {toast.kind ? intl.formatMessage(messages[toast.kind]) : toast.header}
          {toast.link && toast.linkText && (
            <a className="d-block mt-1 text-white fw-semibold" href={toast.link}>
              {toast.linkText}
            </a>
          )}
        </span>
        <button
          type="button"
          className="btn-close btn-close-white"
          aria-label={intl.formatMessage(laterMessages.close)}
          onClick={() => dispatch(dismissToast(toast.id))}
        />
      </div>
    </div>
  );
}
