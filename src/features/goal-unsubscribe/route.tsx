import { defineMessages, useIntl } from 'react-intl';
import { NotBuiltYet } from '@/components/NotBuiltYet';
import { PageShell } from '@/components/page/PageShell';
import { useConfig } from '@/platform/react';

const messages = defineMessages({
  name: {
    id: 'learning.goalUnsubscribe.pageName',
    defaultMessage: 'Goal reminders',
    description: 'Name of the goal-reminder unsubscribe page, shown while the page is not built yet.',
  },
});

/** Placeholder until the unsubscribe page is built. Works without sign-in; the header has no user menu. */
export default function GoalUnsubscribePage() {
  const intl = useIntl();
  const config = useConfig();
  return (
    <PageShell showUserMenu={false}>
      <title>{config.SITE_NAME}</title>
      <NotBuiltYet page={intl.formatMessage(messages.name)} />
    </PageShell>
  );
}
