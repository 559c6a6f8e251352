import { defineMessages } from 'react-intl';

export default defineMessages({
  toggle: {
    id: 'courseOutline.toggle.button',
    defaultMessage: 'Toggle course outline tray',
    description: 'Button for the learner to open or close the course-outline sidebar in the courseware.',
  },
  close: {
    id: 'learning.outlineSidebar.close',
    defaultMessage: 'Close course outline',
    description: 'Button that closes the full-screen course outline panel at phone width.',
  },
  completedUnit: {
    id: 'courseOutline.completedUnit',
    defaultMessage: 'Completed unit',
    description: 'Text used to describe the green checkmark icon in front of a unit title',
  },
  incompleteUnit: {
    id: 'courseOutline.incompleteUnit',
    defaultMessage: 'Incomplete unit',
    description: 'Text used to describe the gray checkmark icon in front of a unit title',
  },
  completionCount: {
    id: 'learning.outlineSidebar.completionCount',
    defaultMessage: '{completed, number} of {total, number} units completed',
    description:
      'Screen-reader text after a section or subsection title in the course-outline sidebar: how many of its units the learner completed.',
  },
  countShort: {
    id: 'learning.outlineSidebar.countShort',
    defaultMessage: '{completed, number}/{total, number}',
    description:
      'Visible count after a section or subsection title in the course-outline sidebar: completed units / all units (screen readers get learning.outlineSidebar.completionCount instead).',
  },
  locked: {
    id: 'learning.outlineSidebar.locked',
    defaultMessage: 'Locked',
    description:
      'Label beside a subsection of the course-outline sidebar the learner cannot open yet (a prerequisite to meet, or not released).',
  },
});
