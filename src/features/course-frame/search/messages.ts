import { defineMessages } from 'react-intl';

/**
 * The courseware search (issue 46). The ids and English of the Open edX learning app's courseware search
 * (frontend-app-learning/src/course-home/courseware-search/messages.ts) where a message means what one of its
 * messages means (decision 0021); this app's own for the result count, the matches in a result's text, the
 * filters' group, the next page and what a failed page says.
 */
const messages = defineMessages({
  searchOpenAction: {
    id: 'learn.coursewareSearch.openAction',
    defaultMessage: 'Search within this course',
    description: 'Tooltip of the button beside the course tabs that opens the courseware search.',
  },
  contentSearchButton: {
    id: 'learn.coursewareSearch.contentSearchButton',
    defaultMessage: 'Content search',
    description: 'Text of the button beside the course tabs that opens the courseware search.',
  },
  searchSubmitLabel: {
    id: 'learn.coursewareSearch.submitLabel',
    defaultMessage: 'Search',
    description: 'Label of the courseware search field, and its button that runs the search.',
  },
  searchClearAction: {
    id: 'learn.coursewareSearch.clearAction',
    defaultMessage: 'Clear search',
    description: 'Accessible name of the button that empties the courseware search field.',
  },
  searchCloseAction: {
    id: 'learn.coursewareSearch.closeAction',
    defaultMessage: 'Close the search form',
    description: 'Accessible name of the button that closes the courseware search.',
  },
  searchModuleTitle: {
    id: 'learn.coursewareSearch.searchModuleTitle',
    defaultMessage: 'Search this course',
    description: 'Title of the courseware search dialog.',
  },
  searchBarPlaceholderText: {
    id: 'learn.coursewareSearch.searchBarPlaceholderText',
    defaultMessage: 'Search',
    description: 'Placeholder text of the courseware search field.',
  },
  loading: {
    id: 'learn.coursewareSearch.loading',
    defaultMessage: 'Searching...',
    description: 'Said (and shown to screen readers) while the courseware search runs.',
  },
  searchResultsNone: {
    id: 'learn.coursewareSearch.searchResultsNone',
    defaultMessage: 'No results found.',
    description: 'Shown when the courseware search found nothing for the words searched.',
  },
  searchResultsLabel: {
    id: 'learn.coursewareSearch.searchResultsLabel',
    defaultMessage: 'Results for "{keyword}":',
    description: 'Above the courseware search results; keyword is what the learner searched for.',
  },
  searchResultsError: {
    id: 'learn.coursewareSearch.searchResultsError',
    defaultMessage:
      'There was an error on the search process. Please try again in a few minutes. If the problem persists, please contact the support team.',
    description: 'Shown when the courseware search failed or its answer could not be read.',
  },
  'filter:all': {
    id: 'learn.coursewareSearch.filter:all',
    defaultMessage: 'All content',
    description: 'Filter of the courseware search results that shows every result.',
  },
  'filter:text': {
    id: 'learn.coursewareSearch.filter:text',
    defaultMessage: 'Text',
    description: 'Filter of the courseware search results that shows text content.',
  },
  'filter:video': {
    id: 'learn.coursewareSearch.filter:video',
    defaultMessage: 'Video',
    description: 'Filter of the courseware search results that shows videos.',
  },
  'filter:sequence': {
    id: 'learn.coursewareSearch.filter:sequence',
    defaultMessage: 'Section',
    description:
      'Filter of the courseware search results that shows sections of the course (subsections, units).',
  },
  'filter:other': {
    id: 'learn.coursewareSearch.filter:other',
    defaultMessage: 'Other',
    description:
      'Filter of the courseware search results that shows any other content (problems and the like).',
  },
  resultCount: {
    id: 'learning.coursewareSearch.resultCount',
    defaultMessage: '{total, plural, one {# result} other {# results}}',
    description: 'After "Results for …": how many results the courseware search found in all.',
  },
  contentHits: {
    id: 'learning.coursewareSearch.contentHits',
    defaultMessage: '{count, plural, one {# match} other {# matches}} in the text',
    description:
      'Beside a courseware search result: how many times the words searched for appear in its text.',
  },
  filters: {
    id: 'learning.coursewareSearch.filters',
    defaultMessage: 'Show results',
    description:
      'Accessible name of the group of filters of the courseware search results (All content, Text, Video…).',
  },
  location: {
    id: 'learning.coursewareSearch.location',
    defaultMessage: 'In {location}',
    description:
      'Screen-reader text of where a courseware search result is; location is its section, subsection and unit, joined by the list format of the language.',
  },
  showMore: {
    id: 'learning.coursewareSearch.showMore',
    defaultMessage: 'Show more results',
    description: 'Button under the courseware search results that loads the next results.',
  },
  moreFailed: {
    id: 'learning.coursewareSearch.moreFailed',
    defaultMessage: 'The next results could not be loaded.',
    description: 'Shown under the courseware search results when loading more of them failed.',
  },
});

export default messages;
