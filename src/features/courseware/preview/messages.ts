import { defineMessages } from 'react-intl';

export default defineMessages({
  label: {
    id: 'learning.preview.label',
    defaultMessage: 'Draft preview',
    description:
      'Badge and accessible name of the notice above a unit that Studio’s Preview button opened: the unit’s unpublished draft is shown.',
  },
  notice: {
    id: 'learning.preview.notice',
    defaultMessage:
      'You are previewing the draft of this unit. Learners see the published version; nothing you do here is saved as your progress.',
    description:
      'Notice shown to course staff above a unit opened from Studio’s Preview button: the content is the unpublished draft.',
  },
  title: {
    id: 'learning.preview.title',
    defaultMessage: 'Preview: {title}',
    description:
      'Browser tab title of a unit opened from Studio’s Preview button; {title} is the unit’s usual title (unit | section | course | site).',
  },
});
