import { defineMessages } from 'react-intl';

export default defineMessages({
  title: {
    id: 'courseOutline.tray.title',
    defaultMessage: 'Course outline',
    description: 'Accessible name of the list of sections of the course outline.',
  },
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
  loading: {
    id: 'courseOutline.loading',
    defaultMessage: 'Loading…',
    description: 'Screen-reader text of a generic loading spinner.',
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
