import { defineMessages } from 'react-intl';

export default defineMessages({
  loadingSequence: {
    id: 'learn.loading.learning.sequence',
    defaultMessage: 'Loading learning sequence...',
    description: 'Screen-reader text of the spinner shown while a sequence or its unit content loads.',
  },
  redirecting: {
    id: 'learning.courseware.redirecting',
    defaultMessage: 'Taking you to the right page…',
    description: 'Screen-reader text while the courseware sends the learner to another address.',
  },
  noContent: {
    id: 'learn.sequence.no.content',
    defaultMessage: 'There is no content here.',
    description: 'Shown when a sequence has no units, or no unit is selected.',
  },
  breadcrumb: {
    id: 'learning.courseware.breadcrumb.label',
    defaultMessage: 'Course location',
    description: 'Accessible name of the courseware breadcrumb navigation.',
  },
  jumpTo: {
    id: 'learning.courseware.breadcrumb.jumpTo',
    defaultMessage: 'Jump to another entry of {name}',
    description: 'Accessible name of a breadcrumb jump-navigation menu; {name} is the crumb’s title.',
  },
  sequenceNav: {
    id: 'learning.courseware.sequence.navigation',
    defaultMessage: 'Sequence navigation',
    description: 'Accessible name of the previous/next and unit tab navigation above a unit.',
  },
  bottomNav: {
    id: 'learning.courseware.sequence.bottomNavigation',
    defaultMessage: 'Unit navigation',
    description: 'Accessible name of the previous/next navigation below a unit.',
  },
  units: {
    id: 'learning.courseware.sequence.units',
    defaultMessage: 'Units of this sequence',
    description: 'Accessible name of the list of unit tabs.',
  },
  previous: {
    id: 'learn.sequence.navigation.previous.button',
    defaultMessage: 'Previous',
    description: 'Button to the previous unit.',
  },
  next: {
    id: 'learn.sequence.navigation.next.button',
    defaultMessage: 'Next',
    description: 'Button to the next unit.',
  },
  nextUp: {
    id: 'learn.sequence.navigation.next.up.button',
    defaultMessage: 'Next Up: {title}',
    description: 'Bottom next button on the last unit of a sequence; {title} is the next sequence’s title.',
  },
  effortActivities: {
    id: 'learning.courseware.sequence.effortActivities',
    defaultMessage: '{count, plural, one {# activity} other {# activities}}',
    description: 'Number of activities of the next sequence, under the Next Up button.',
  },
  completeCourse: {
    id: 'learn.sequence.navigation.complete.button',
    defaultMessage: 'Complete the course',
    description: 'Next button on the last unit of the course, when the learner gets the celebration.',
  },
  endOfCourse: {
    id: 'courseExit.nextButton.endOfCourse',
    defaultMessage: 'Next (end of course)',
    description: 'Next button on the last unit of the course, for a learner who has not passed.',
  },
  unitMenu: {
    id: 'learn.course.sequence.navigation.mobile.menu',
    defaultMessage: '{current} of {total}',
    description: 'Button of the unit menu on narrow screens: the current unit’s number and the count.',
  },
  unitMenuLabel: {
    id: 'learning.courseware.sequence.unitMenuLabel',
    defaultMessage: 'Unit {current} of {total}, choose another unit',
    description: 'Accessible name of the unit menu on narrow screens.',
  },
  unitMenuItem: {
    id: 'learning.courseware.sequence.unitMenuItem',
    defaultMessage: '{number}. {title}',
    description: 'One unit in the unit menu on narrow screens: its number in the sequence and its title.',
  },
  completed: {
    id: 'learning.courseware.unit.completed',
    defaultMessage: 'Completed',
    description: 'Screen-reader text of the check mark on a completed unit tab.',
  },
  lockedMark: {
    id: 'learning.courseware.unit.lockedMark',
    defaultMessage: 'Locked: verified track only',
    description:
      'Screen-reader text of the lock on a unit tab (and beside the unit in the unit menu on narrow screens) whose content only learners on the paid verified track can see; audit learners are offered the upgrade.',
  },
  locked: {
    id: 'learning.courseware.unit.locked',
    defaultMessage: 'Content locked',
    description: 'Accessible name of the lock tab shown for a sequence behind a prerequisite.',
  },
  bookmark: {
    id: 'unit.bookmark.button.add.bookmark',
    defaultMessage: 'Bookmark this page',
    description: 'Button above a unit that bookmarks it.',
  },
  bookmarked: {
    id: 'unit.bookmark.button.remove.bookmark',
    defaultMessage: 'Bookmarked',
    description:
      'A bookmarked unit: the pressed state of the bookmark button above it, and the screen-reader text of the mark on its tab.',
  },
  bookmarkFailed: {
    id: 'learning.courseware.bookmark.failed',
    defaultMessage: 'Your bookmark could not be saved. Please try again.',
    description: 'Alert shown when adding or removing a bookmark failed and the change was undone.',
  },
  positionFailed: {
    id: 'learning.courseware.position.failed',
    defaultMessage:
      'We could not save your place, so you are back on the unit you were on. Please try again.',
    description: 'Alert shown when saving the unit position failed and the previous unit came back.',
  },
  navigated: {
    id: 'learning.courseware.unit.navigated',
    defaultMessage: 'Now showing {unit}, unit {current} of {total} in {sequence}.',
    description: 'Screen-reader announcement after moving to another unit.',
  },
  modalTitle: {
    id: 'learning.courseware.modal.title',
    defaultMessage: 'Unit content',
    description: 'Title of a dialog opened by unit content when the content names none.',
  },
});
