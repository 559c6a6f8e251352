import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  body: {
    id: 'learning.notBuiltYet.body',
    defaultMessage: 'This page is not available in the new learning experience yet.',
    description: 'Explains that a page of the learning app is not built yet.',
  },
  legacy: {
    id: 'learning.notBuiltYet.legacy',
    defaultMessage: 'Open it on the main site',
    description: 'Link to the same page on the main (legacy) site.',
  },
});

/** Stands in for a screen a later piece of work builds; it says so and offers the legacy page. */
export function NotBuiltYet({ page, legacyUrl }: { page: string; legacyUrl?: string }) {
  const intl = useIntl();
  return (
    <div className="container-xl py-5">
      <h1 className="h3">{page}</h1>
      <p>{intl.formatMessage(messages.body)}</p>
      {legacyUrl && <a href={legacyUrl}>{intl.formatMessage(messages.legacy)}</a>}
    </div>
  );
}
