import { defineMessages } from 'react-intl';

/**
 * A subsection's estimated time, said by the course outline and by the courseware's Next Up button: apart
 * from ./messages.ts, which is in the entry, so the pages that do not say it do not download it.
 */
export default defineMessages({
  effortMinutes: {
    id: 'learning.effortEstimation.minutesAbbreviated',
    defaultMessage: '{minutes, plural, one {# min} other {# min}}',
    description:
      'Estimated time of a subsection, in minutes (abbreviated): on the course outline, and for the next subsection under the Next Up button.',
  },
});
