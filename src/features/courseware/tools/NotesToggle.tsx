import sticky from 'bootstrap-icons/icons/sticky.svg?raw';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/alerts/Alert';
import { Icon } from '@/components/Icon';
import { useConfig } from '@/platform/react';
import { useSetNotesVisibilityMutation } from './api';
import messages from './messages';

/** The message the unit frame's notes script listens for (courseware contract §10.4). */
export const TOGGLE_NOTES_MESSAGE = 'tools.toggleNotes';

/** Tells the unit frame (`#unit-iframe`, from the LMS) to show or hide its notes. */
export function tellFrameToToggleNotes(lmsBaseUrl: string) {
  const frame = document.getElementById('unit-iframe');
  if (frame instanceof HTMLIFrameElement) {
    try {
      frame.contentWindow?.postMessage(TOGGLE_NOTES_MESSAGE, new URL(lmsBaseUrl).origin);
    } catch {
      // No frame window, or an unusable LMS address: nothing to tell.
    }
  }
}

/**
 * "Show Notes" / "Hide Notes" (§9.2): sends the new state, and only when the LMS has stored it flips the
 * button and tells the unit frame. A failure keeps the state and says so.
 */
export function NotesToggle({ courseId, initialVisible }: { courseId: string; initialVisible: boolean }) {
  const intl = useIntl();
  const config = useConfig();
  const [visible, setVisible] = useState(initialVisible);
  const [save, { isLoading, isError }] = useSetNotesVisibilityMutation();

  const toggle = async () => {
    const answer = await save({ courseId, visible: !visible });
    if (!('error' in answer)) {
      setVisible(!visible);
      tellFrameToToggleNotes(config.LMS_BASE_URL);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-pressed={visible}
        disabled={isLoading}
        onClick={() => void toggle()}
      >
        <Icon svg={sticky} className="me-2" />
        {intl.formatMessage(visible ? messages.hideNotes : messages.showNotes)}
      </button>
      {isError && (
        <Alert variant="danger" live className="w-100 mb-0">
          {intl.formatMessage(messages.notesFailed)}
        </Alert>
      )}
    </>
  );
}
