import { defineMessages, useIntl } from 'react-intl';
import { usePlatform } from '@/platform/react';

const messages = defineMessages({
  sentence: {
    id: 'learning.activeEnterprise.alert',
    defaultMessage: '{changeActiveEnterprise}.',
    description:
      'Follows the LMS’s reason on the access-denied page of a learner signed in as another enterprise than the course’s: {changeActiveEnterprise} is a link reading "change enterprise now".',
  },
  link: {
    id: 'learning.activeEnterprise.change.alert',
    defaultMessage: 'change enterprise now',
    description: 'Link to the LMS’s page that switches the learner’s active enterprise.',
  },
});

/**
 * " change enterprise now." after the reason the LMS gave for `incorrect_active_enterprise` (issue 46, as
 * frontend-app-learning's ActiveEnterpriseAlert): the LMS's enterprise selection page, which brings the
 * learner back to the course home of this app once switched. Its own chunk: only that access code loads it.
 */
export default function ChangeEnterprise({ courseId }: { courseId: string }) {
  const intl = useIntl();
  const { config } = usePlatform();
  const home = `${window.location.origin}${config.PUBLIC_PATH}course/${courseId}/home`;
  const href = `${config.LMS_BASE_URL}/enterprise/select/active/?success_url=${encodeURIComponent(home)}`;
  return (
    <>
      {' '}
      {intl.formatMessage(messages.sentence, {
        changeActiveEnterprise: <a href={href}>{intl.formatMessage(messages.link)}</a>,
      })}
    </>
  );
}
