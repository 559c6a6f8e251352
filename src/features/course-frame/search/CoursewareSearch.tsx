import '@/styles/close.scss';
import '@/styles/forms.scss';
import '@/styles/modal.scss';
import './search.scss';
import textIcon from 'bootstrap-icons/icons/file-earmark-text.svg?raw';
import folderIcon from 'bootstrap-icons/icons/folder.svg?raw';
import otherIcon from 'bootstrap-icons/icons/journal-text.svg?raw';
import videoIcon from 'bootstrap-icons/icons/camera-video.svg?raw';
import searchIcon from 'bootstrap-icons/icons/search.svg?raw';
import clearIcon from 'bootstrap-icons/icons/x-lg.svg?raw';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import componentMessages from '@/components/messages';
import { LoadingSpinner } from '@/components/Spinner';
import { usePlatform } from '@/platform/react';
import { readSearch, withSearch, type SearchState } from './address';
import type { ResultKind, SearchFilter, SearchResult } from './decode';
import messages from './messages';
import { filterTabs, shownFilter } from './results';
import type { SearchGateProps } from './SearchGate';
import { useSearchCoursewareInfiniteQuery } from './searchApi';

const KIND_ICONS: Record<ResultKind, string> = {
  text: textIcon,
  video: videoIcon,
  sequence: folderIcon,
  other: otherIcon,
};

/**
 * Whether a navigation was a move back or forward (React Router's `NavigationType.Pop`), by the type's
 * value: importing the library's enum kept the enum in the libraries' chunk, which every first visit
 * downloads.
 */
const isBackOrForward = (type: string) => type === 'POP';

/**
 * The courseware search (issue 46; frontend-app-learning/src/course-home/courseware-search): "Content search"
 * beside the course tabs opens a dialog with the search field; a search's words and its filter live in the
 * address (`q`, `f`), so a reload or Back shows the same results, and an address with `q` opens the dialog.
 * Every result links to the LMS's jump_to address of its block. Closing (the close button, Escape) takes the
 * search out of the address and gives the focus back to the button; a move back to an address without a
 * search closes it too, as upstream's does.
 */
export default function CoursewareSearch({ courseId, org }: SearchGateProps) {
  const intl = useIntl();
  const { analytics } = usePlatform();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { query, filter } = readSearch(params);
  // Opened from the button, before any search is in the address.
  const [opened, setOpened] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // A page that goes while the dialog is open never leaves the app inert.
  useEffect(() => () => document.getElementById('root')?.removeAttribute('inert'), []);
  const titleId = useId();
  const show = opened || query !== null;

  // A move back or forward to an address without a search closes the dialog (upstream closes it on any
  // popstate); a search taken out of the address in the dialog itself (emptied, cleared) leaves it open.
  const [entry, setEntry] = useState(location.key);
  if (entry !== location.key) {
    setEntry(location.key);
    if (isBackOrForward(navigationType) && query === null) setOpened(false);
  }

  const setSearch = (next: SearchState, replace = false) =>
    setParams((current) => withSearch(current, next), { replace });

  const close = () => {
    setOpened(false);
    if (query !== null) setSearch({ query: null, filter: null });
  };

  const submit = (value: string) => {
    const text = value.trim();
    setOpened(true);
    if (text === '') {
      if (query !== null) setSearch({ query: null, filter: null });
      return;
    }
    analytics.sendTrackingLogEvent('edx.course.home.courseware_search.submit', {
      org_key: org,
      courserun_key: courseId,
      event_type: 'searchKeyword',
      keyword: text,
    });
    if (text !== query) setSearch({ query: text, filter: null });
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="btn btn-outline-primary btn-sm courseware-search-toggle"
        title={intl.formatMessage(messages.searchOpenAction)}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        <Icon svg={searchIcon} />
        <span className="courseware-search-toggle-label">
          {intl.formatMessage(messages.contentSearchButton)}
        </span>
      </button>
      <Modal
        show={show}
        onHide={close}
        // The page behind is out of reach while the dialog is open (inert: not only pulled back after a Tab
        // has reached it, as the modal's own focus trap does a moment later).
        onEnter={() => document.getElementById('root')?.setAttribute('inert', '')}
        onExited={() => {
          document.getElementById('root')?.removeAttribute('inert');
          toggle.current?.focus();
        }}
        restoreFocus={false}
        size="lg"
        fullscreen="md-down"
        scrollable
        aria-labelledby={titleId}
        dialogClassName="courseware-search-dialog"
      >
        <Modal.Header closeButton closeLabel={intl.formatMessage(messages.searchCloseAction)}>
          <Modal.Title as="h2" className="h4" id={titleId}>
            {intl.formatMessage(messages.searchModuleTitle)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <SearchForm query={query} onSubmit={submit} />
          {query !== null && (
            <SearchResults
              courseId={courseId}
              query={query}
              filter={filter}
              onFilter={(next) => setSearch({ query, filter: next }, true)}
            />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}

/** The search field: what the address searched for, until the learner types; Enter or "Search" runs it. */
function SearchForm({ query, onSubmit }: { query: string | null; onSubmit: (value: string) => void }) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(query ?? '');
  // A new search in the address (Back, Forward, a submit) shows its words in the field.
  const [searched, setSearched] = useState(query);
  if (searched !== query) {
    setSearched(query);
    setDraft(query ?? '');
  }
  const label = intl.formatMessage(messages.searchSubmitLabel);

  return (
    <form
      role="search"
      className="courseware-search-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(draft);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <div className="input-group">
        <input
          ref={input}
          id={inputId}
          type="search"
          name="q"
          className="form-control"
          placeholder={intl.formatMessage(messages.searchBarPlaceholderText)}
          autoComplete="off"
          enterKeyHint="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          // The dialog's field: where the focus goes when it opens (it is the dialog's first control).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        {draft !== '' && (
          <button
            type="button"
            className="btn btn-outline-primary courseware-search-clear"
            aria-label={intl.formatMessage(messages.searchClearAction)}
            onClick={() => {
              setDraft('');
              onSubmit('');
              input.current?.focus();
            }}
          >
            <Icon svg={clearIcon} />
          </button>
        )}
        <button type="submit" className="btn btn-primary">
          {label}
        </button>
      </div>
    </form>
  );
}

interface SearchResultsProps {
  courseId: string;
  query: string;
  filter: SearchFilter | null;
  onFilter: (filter: SearchFilter) => void;
}

/**
 * The results of a search: a status line screen readers hear (searching, "Results for …" with the count, or
 * none found), the filters when the results are of two kinds or more, the list, and "Show more results"
 * while the LMS has more. A failed search says so, with "Try again".
 */
function SearchResults({ courseId, query, filter, onFilter }: SearchResultsProps) {
  const intl = useIntl();
  const summaryId = useId();
  const search = useSearchCoursewareInfiniteQuery({ courseId, query });
  const { data, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage } = search;
  const results = useMemo(() => data?.pages.flatMap((page) => page.results) ?? [], [data]);
  const total = data?.pages.at(-1)?.total ?? 0;
  const tabs = useMemo(() => filterTabs(results), [results]);
  const shown = shownFilter(tabs, filter);
  const list = tabs.find((tab) => tab.filter === shown)?.results ?? results;
  const failed = isError && !isFetchNextPageError;
  const retry = intl.formatMessage(componentMessages.tryAgain);

  let status = null;
  if (!data && !failed) {
    status = <LoadingSpinner label={intl.formatMessage(messages.loading)} className="my-4" />;
  } else if (data && results.length === 0) {
    status = <p className="courseware-search-empty">{intl.formatMessage(messages.searchResultsNone)}</p>;
  } else if (data) {
    status = (
      <p className="courseware-search-summary" id={summaryId}>
        <span dir="auto">{intl.formatMessage(messages.searchResultsLabel, { keyword: query })}</span>
        <span className="courseware-search-count">{intl.formatMessage(messages.resultCount, { total })}</span>
      </p>
    );
  }

  return (
    <div className="courseware-search-results-area">
      {/* One live region, there from the start, so each change of what it says is announced. */}
      <div aria-live="polite" aria-atomic="true">
        {status}
      </div>
      {failed && (
        <div className="alert alert-danger mt-3" role="alert">
          <p>{intl.formatMessage(messages.searchResultsError)}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void search.refetch()}>
            {retry}
          </button>
        </div>
      )}
      {results.length > 0 && (
        <>
          {tabs.length > 1 && (
            <div
              className="courseware-search-filters"
              role="group"
              aria-label={intl.formatMessage(messages.filters)}
            >
              {tabs.map((tab) => (
                <button
                  key={tab.filter}
                  type="button"
                  className="courseware-search-filter"
                  aria-pressed={tab.filter === shown}
                  onClick={() => onFilter(tab.filter)}
                >
                  {intl.formatMessage(messages[`filter:${tab.filter}`])}
                </button>
              ))}
            </div>
          )}
          <ul className="courseware-search-results list-unstyled" aria-labelledby={summaryId}>
            {list.map((result) => (
              <ResultItem key={result.id} result={result} />
            ))}
          </ul>
        </>
      )}
      {isFetchNextPageError && (
        <div className="alert alert-danger" role="alert">
          <p>{intl.formatMessage(messages.moreFailed)}</p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => void search.fetchNextPage()}
          >
            {retry}
          </button>
        </div>
      )}
      {hasNextPage && !isFetchNextPageError && (
        <div className="courseware-search-more">
          {isFetchingNextPage ? (
            <LoadingSpinner label={intl.formatMessage(messages.loading)} className="my-2" />
          ) : (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => void search.fetchNextPage()}
            >
              {intl.formatMessage(messages.showMore)}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * One result: its kind's icon, its name (the course author's words, shown as text), how often the words
 * searched for are in its text, and where it is (section › subsection › unit); a link to its jump_to
 * address on the LMS, which takes the learner to the unit.
 */
function ResultItem({ result }: { result: SearchResult }) {
  const intl = useIntl();
  const { title, kind, location, href, contentHits } = result;
  return (
    <li>
      <a className="courseware-search-result" href={href}>
        <Icon svg={KIND_ICONS[kind]} className="courseware-search-result-icon" />
        <span className="courseware-search-result-text">
          <span className="courseware-search-result-heading">
            <span className="courseware-search-result-title" dir="auto">
              {title ?? intl.formatMessage(messages[`filter:${kind}`])}
            </span>
            {contentHits > 0 && (
              <span className="courseware-search-result-hits">
                {intl.formatMessage(messages.contentHits, { count: contentHits })}
              </span>
            )}
          </span>
          {location.length > 0 && (
            <span className="courseware-search-result-location">
              <span className="visually-hidden">
                {intl.formatMessage(messages.location, {
                  location: intl.formatList(location, { type: 'unit' }),
                })}
              </span>
              <span aria-hidden="true">
                {location.map((name, index) => (
                  // Names may repeat (a unit named as its subsection): the position keys them.
                  <span key={index} className="courseware-search-crumb">
                    <bdi>{name}</bdi>
                  </span>
                ))}
              </span>
            </span>
          )}
        </span>
      </a>
    </li>
  );
}
