import { defineMessages } from 'react-intl';

/**
 * The course outline's words, shared by the course home's outline (src/features/outline/sections) and the
 * courseware's course-outline sidebar: one definition of each message (its id and English), which the
 * catalogs translate once.
 */
export default defineMessages({
  courseOutline: {
    id: 'courseOutline.tray.title',
    defaultMessage: 'Course outline',
    description: 'Accessible name of the list of sections of the course outline.',
  },
  completedSection: {
    id: 'learning.outline.completedSection',
    defaultMessage: 'Completed section',
    description: 'Screen-reader text of the check mark before the title of a completed section.',
  },
  incompleteSection: {
    id: 'learning.outline.incompleteSection',
    defaultMessage: 'Incomplete section',
    description: 'Screen-reader text of the empty check mark before the title of a section not completed.',
  },
  completedSequence: {
    id: 'learning.outline.completedAssignment',
    defaultMessage: 'Completed',
    description: 'Screen-reader text of the check mark before the title of a completed subsection.',
  },
  incompleteSequence: {
    id: 'learning.outline.incompleteAssignment',
    defaultMessage: 'Incomplete',
    description: 'Screen-reader text of the empty check mark before the title of a subsection not completed.',
  },
});
