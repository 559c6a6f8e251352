import { defineMessages, useIntl } from 'react-intl';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import sharedMessages from '@/components/messages';

const messages = defineMessages({
  failed: {
    id: 'learning.courseware.frame.failed',
    defaultMessage: 'This content could not be loaded.',
    description:
      'Shown in place of a unit whose content frame loaded without content (the LMS answered with an error).',
  },
});

/**
 * What shows instead of a unit frame that loaded without reporting its content (the LMS answered with an
 * error page): the slot operators customise (`content_iframe_error`), by default a message and a retry.
 */
export function FrameError({ courseId, onRetry }: { courseId: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <PluginSlot id="org.openedx.frontend.learning.content_iframe_error.v1" pluginProps={{ courseId }}>
      <div className="alert alert-danger my-4" role="alert">
        <p className="mb-2">{intl.formatMessage(messages.failed)}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          {intl.formatMessage(sharedMessages.tryAgain)}
        </button>
      </div>
    </PluginSlot>
  );
}
