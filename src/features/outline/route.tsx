import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { NotBuiltYet } from '@/components/NotBuiltYet';
import { useConfig } from '@/platform/react';

const messages = defineMessages({
  name: {
    id: 'learning.outline.pageName',
    defaultMessage: 'Course outline',
    description: 'Name of the Course outline page, shown while the page is not built yet.',
  },
});

/** Placeholder until this screen is built; every route resolves meanwhile. */
export default function OutlinePage() {
  const intl = useIntl();
  const config = useConfig();
  const { courseId = '' } = useParams();
  return (
    <NotBuiltYet
      page={intl.formatMessage(messages.name)}
      legacyUrl={`${config.LMS_BASE_URL}/courses/${courseId}/course/`}
    />
  );
}
