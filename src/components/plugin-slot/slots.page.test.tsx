import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '@/components/page/Header';
import { resetAuditProgramme } from '@/platform/experiments';
import { pinClock } from '@test/mock-lms/clock';
import { demoCourse } from '@test/mock-lms/courses';
import { certificateReadyCourse, endingSoonCourse } from '@test/mock-lms/courses/courseHome';
import { blockId } from '@test/mock-lms/courses/model';
import { upgradeCourse } from '@test/mock-lms/courses/upgrade';
import { lmsUrl } from '@test/mock-lms/env';
import { findPersona } from '@test/mock-lms/personas';
import { mockLmsSettled } from '@test/mock-lms/requests';
import { resetState } from '@test/mock-lms/state';
import { frameLoaded, setWindowWidth } from '@test/unitPage';
import { renderApp, renderWithProviders } from '@test/render';
// The operations, as boot loads them when env.config configures a slot.
import './render';
import { DIRECT_PLUGIN, PLUGIN_OPERATIONS } from './types';

/**
 * Every plugin slot of docs/plugin-slots.md in its real place: each page is rendered with an insert and a
 * wrap of the default content in each of its slots (configured under the slot's alias when it has one),
 * then with its default content hidden (under the slot's id). An insert shows the pluginProps it was
 * given; the wrap holds the slot's default content; hidden, the default content is gone.
 */

interface Slot {
  /** The id's short name (the test ids use it). */
  readonly name: string;
  readonly id: string;
  readonly alias?: string;
  /** Upstream's pluginProps names. */
  readonly props: readonly string[];
  /** The slot's default content in the page, if it has any. */
  readonly content?: () => Element | null;
  /**
   * How many levels of slots this one holds on the page: hiding its content hides theirs, so it is hidden
   * in a render of its own, after them.
   */
  readonly holds?: number;
}

const learning = (name: string, props: readonly string[], extra: Partial<Slot> = {}): Slot => ({
  name,
  id: `org.openedx.frontend.learning.${name}.v1`,
  props,
  ...extra,
});
const layout = (name: string, props: readonly string[], extra: Partial<Slot> = {}): Slot => ({
  name,
  id: `org.openedx.frontend.layout.${name}.v1`,
  props,
  ...extra,
});
const $ = (selector: string) => () => document.querySelector(selector);

const VERIFIED = findPersona('verified')!.username;
const header = () => document.querySelector('.site-header') as HTMLElement;

const HEADER: readonly Slot[] = [
  layout('header_logo', [], { alias: 'logo_slot', content: $('.site-logo') }),
  layout('header_learning_course_info', ['courseOrg', 'courseNumber', 'courseTitle'], {
    alias: 'course_info_slot',
    content: $('.course-lockup span.d-block'),
  }),
  layout('learning_header_actions', [], { holds: 1, content: $('.site-header a[href$="/support"]') }),
  layout('header_notifications_tray', []),
  layout('header_learning_help', [], {
    alias: 'learning_help_slot',
    content: $('.site-header a[href$="/support"]'),
  }),
  layout('header_learning_user_menu_toggle', [], { content: () => within(header()).queryByText(VERIFIED) }),
  layout('header_learning_user_menu', [], {
    alias: 'learning_user_menu_slot',
    content: $('.site-header .dropdown-item'),
  }),
];

const TABS: readonly Slot[] = [
  learning('course_tabs_navigation', [], { holds: 1, content: $('nav.course-tabs') }),
  learning('course_tab_links', ['activeTabSlug'], { content: $('.course-tabs-row .nav-item') }),
];

const C = demoCourse.id;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const frame = () => document.getElementById('unit-iframe') as HTMLIFrameElement | null;
const OUTLINE_UNIT = `/course/${C}/${demo('sequential', 'basic_questions')}/${demo('vertical', 'basic_questions_unit_1')}`;

interface Step {
  readonly slots: readonly Slot[];
  /** What brings these slots to the page (after the page and the steps before). */
  readonly before?: () => Promise<void> | void;
}

interface Page {
  readonly name: string;
  readonly render: (pluginSlots: Record<string, unknown>) => Promise<unknown>;
  readonly steps: readonly Step[];
  readonly after?: () => void;
}

const NOW = Date.parse('2030-05-01T12:00:00Z');

const PAGES: readonly Page[] = [
  {
    // Today's layout (the era's, as on a site: decision 0023); the spec's unit tabs and breadcrumbs below.
    name: 'courseware (with the header and the course tabs)',
    render: (pluginSlots) =>
      renderApp(
        `/course/${C}/${demo('sequential', 'basic_questions')}/${demo('vertical', 'basic_questions_unit_1')}`,
        {
          persona: 'verified',
          config: { pluginSlots },
        },
      ),
    steps: [
      {
        slots: [
          layout('header_learning', ['courseOrg', 'courseNumber', 'courseTitle', 'showUserDropdown'], {
            alias: 'header_slot',
            holds: 2,
            content: $('header.site-header'),
          }),
          ...HEADER,
          ...TABS,
          layout('footer', [], { alias: 'footer_slot', content: $('footer.site-footer') }),
          learning('unit_title', ['unitId', 'unit'], {
            alias: 'unit_title_slot',
            // Previous and Next beside the title are its default content, with Next's slot.
            holds: 1,
            content: () => screen.queryByRole('heading', { level: 1, name: 'Multiple choice questions' }),
          }),
          learning('sequence_container', ['courseId', 'unitId'], { alias: 'sequence_container_slot' }),
          learning(
            'next_unit_top_nav_trigger',
            [
              'disabled',
              'buttonText',
              'nextLink',
              'sequenceId',
              'onClickHandler',
              'variant',
              'buttonStyle',
              'isAtTop',
            ],
            { alias: 'next_unit_top_nav_trigger_slot', content: $('.top-unit-navigation .next-button') },
          ),
          learning('content_iframe_loader', ['defaultLoaderComponent', 'courseId'], {
            alias: 'content_iframe_loader_slot',
            content: () => screen.queryByText('Loading learning sequence...'),
          }),
          learning('learner_tools', ['courseId', 'unitId', 'userId', 'isStaff', 'enrollmentMode'], {
            alias: 'learner_tools_slot',
          }),
        ],
        // The unit's frame (its title may be hidden).
        before: () => waitFor(() => expect(frame()).not.toBeNull(), { timeout: 8000 }),
      },
      {
        // The unit's frame reports its height: the spinner goes, the bottom navigation comes.
        slots: [
          learning(
            'sequence_bottom_navigation',
            ['courseId', 'sequenceId', 'unitId', 'onClickNext', 'onNavigate', 'onClickPrevious'],
            { content: $('nav.bottom-navigation') },
          ),
        ],
        before: async () => {
          await waitFor(() => expect(frame()).not.toBeNull());
          act(() => {
            window.dispatchEvent(
              new MessageEvent('message', {
                data: { type: 'plugin.resize', payload: { height: 640 } },
                origin: new URL(lmsUrl('/')).origin,
                source: frame()!.contentWindow,
              }),
            );
          });
        },
      },
    ],
  },
  {
    // The spec's layout: its unit tabs and breadcrumbs are these slots' default content (today's layout
    // leaves them empty for an operator to fill: layouts.page.test.tsx).
    name: 'courseware’s unit tabs and breadcrumbs (the spec’s layout)',
    render: (pluginSlots) =>
      renderApp(
        `/course/${C}/${demo('sequential', 'basic_questions')}/${demo('vertical', 'basic_questions_unit_1')}`,
        { persona: 'verified', layout: 'spec', config: { pluginSlots } },
      ),
    steps: [
      {
        slots: [
          learning('course_breadcrumbs', ['courseId', 'sectionId', 'sequenceId', 'unitId', 'isStaff'], {
            alias: 'course_breadcrumbs_slot',
            content: $('nav.courseware-breadcrumb'),
          }),
          learning(
            'sequence_navigation',
            ['sequenceId', 'unitId', 'nextHandler', 'onNavigate', 'previousHandler'],
            { content: $('nav.sequence-navigation') },
          ),
        ],
        before: () => waitFor(() => expect(frame()).not.toBeNull(), { timeout: 8000 }),
      },
    ],
  },
  {
    name: 'courseware’s right sidebar (the upgrade panel open by default for an audit learner, the spec’s layout)',
    // The spec's layout: its tray rule opens the upgrade panel by itself (today's opens none).
    render: (pluginSlots) =>
      renderApp(
        `/course/${C}/${demo('sequential', 'demo_course_overview')}/${demo('vertical', 'demo_course_overview_unit_1')}`,
        { persona: 'audit', layout: 'spec', config: { pluginSlots } },
      ),
    steps: [
      {
        // The side panels come once the unit's frame has loaded.
        before: () => frameLoaded('Welcome to the course'),
        slots: [
          learning('right_sidebar_trigger', [], {
            alias: 'right_sidebar_trigger_slot',
            content: $('.notification-tray-toggle'),
          }),
          learning('right_sidebar', [], {
            alias: 'right_sidebar_slot',
            holds: 1,
            content: $('aside.notification-tray'),
          }),
          learning(
            'upgrade_panel',
            [
              'courseId',
              'model',
              'upgradeCurrentState',
              'setUpgradeCurrentState',
              'notificationCurrentState',
              'setNotificationCurrentState',
            ],
            {
              alias: 'org.openedx.frontend.learning.notification_tray.v1',
              // The card, or the spinner while its chunk comes.
              content: () =>
                document.querySelector('aside.notification-tray section.upgrade-card') ??
                document.querySelector('aside.notification-tray [role="status"]'),
            },
          ),
        ],
      },
    ],
  },
  {
    name: 'courseware’s course-outline sidebar, open beside the unit',
    render: (pluginSlots) => renderApp(OUTLINE_UNIT, { persona: 'verified', config: { pluginSlots } }),
    steps: [
      {
        before: () => frameLoaded('Multiple choice questions'),
        slots: [
          learning('course_outline_sidebar', [], {
            alias: 'course_outline_sidebar_slot',
            holds: 1,
            content: $('nav.outline-sidebar'),
          }),
          learning(
            'course_outline_sidebar_heading',
            ['onToggleCollapse', 'isDisplaySequenceLevel', 'backButton'],
            {
              content: $('.outline-sidebar-heading'),
            },
          ),
          learning(
            'course_outline_sidebar_unit',
            ['unit', 'isLocked', 'isCompletionTrackingEnabled', 'icon'],
            {
              content: $('.outline-sidebar-unit-link .outline-sidebar-title'),
            },
          ),
          learning(
            'course_outline_sidebar_completion_icon',
            ['completionStat', 'enabled', 'active', 'variant'],
            {
              content: $('.outline-sidebar-section-button .icon:not(.outline-sidebar-chevron)'),
            },
          ),
        ],
      },
    ],
  },
  {
    name: 'courseware’s course-outline sidebar, closed by the learner',
    render: (pluginSlots) => {
      localStorage.setItem(`learning.sidebar.${C}`, 'none');
      return renderApp(OUTLINE_UNIT, { persona: 'verified', config: { pluginSlots } });
    },
    steps: [
      {
        before: () => frameLoaded('Multiple choice questions'),
        slots: [
          learning('course_outline_sidebar_trigger', ['sectionId', 'sequenceId', 'unitId', 'isStaff'], {
            alias: 'course_outline_sidebar_trigger_slot',
            content: $('.outline-sidebar-trigger'),
          }),
        ],
      },
    ],
  },
  {
    name: 'courseware’s course-outline sidebar at phone width',
    render: (pluginSlots) => {
      setWindowWidth(375);
      return renderApp(OUTLINE_UNIT, { persona: 'verified', config: { pluginSlots } });
    },
    after: () => setWindowWidth(1024),
    steps: [
      {
        before: () => frameLoaded('Multiple choice questions'),
        slots: [
          learning('course_outline_mobile_sidebar_trigger', [], {
            alias: 'course_outline_mobile_sidebar_trigger_slot',
            content: $('.outline-sidebar-trigger'),
          }),
        ],
      },
    ],
  },
  {
    name: 'courseware, a unit frame the LMS answered with an error page',
    render: (pluginSlots) =>
      renderApp(
        `/course/${C}/${demo('sequential', 'basic_questions')}/${demo('vertical', 'basic_questions_unit_2')}`,
        {
          persona: 'verified',
          config: { pluginSlots },
        },
      ),
    steps: [
      {
        slots: [
          learning('content_iframe_error', ['courseId'], {
            content: () => screen.queryByText('This content could not be loaded.'),
          }),
        ],
        // The frame loads without reporting a height.
        before: async () => {
          await screen.findByRole('heading', { level: 1, name: 'Numerical input' }, { timeout: 8000 });
          await waitFor(() => expect(frame()).not.toBeNull());
          act(() => {
            frame()!.dispatchEvent(new Event('load'));
          });
        },
      },
    ],
  },
  {
    name: 'course outline',
    render: (pluginSlots) => renderApp(`/course/${C}/home`, { persona: 'verified', config: { pluginSlots } }),
    steps: [
      {
        slots: [
          learning('course_home_section_outline', ['expandAll', 'sectionIds', 'sections'], {
            alias: 'course_home_section_outline_slot',
            content: () => screen.queryByRole('list', { name: 'Course outline' }),
          }),
          learning('course_outline_tab_notifications', ['courseId', 'model'], {
            alias: 'outline_tab_notifications_slot',
          }),
        ],
      },
    ],
  },
  {
    name: 'courseware under the paywall',
    render: (pluginSlots) => {
      pinClock(NOW);
      resetState();
      const at = `/course/${upgradeCourse.id}/${blockId(upgradeCourse, 'sequential', 'graded_homework')}/${blockId(upgradeCourse, 'vertical', 'graded_homework_unit_1')}`;
      return renderApp(at, { persona: 'audit-8-days', config: { pluginSlots } });
    },
    after: () => {
      pinClock(null);
      resetAuditProgramme();
    },
    steps: [
      {
        slots: [
          learning('gated_unit_content_message', ['courseId'], {
            alias: 'gated_unit_content_message_slot',
            content: $('section.gate-paywall'),
          }),
        ],
      },
    ],
  },
  {
    name: 'progress',
    render: (pluginSlots) =>
      renderApp(`/course/${C}/progress`, { persona: 'audit', config: { pluginSlots } }),
    steps: [
      {
        slots: [
          learning('progress_tab_course_completion', ['enableProgressGraph'], {
            content: $('[aria-labelledby="progress-completion-heading"]'),
          }),
          learning('progress_tab_certificate_status_main_body', [], {
            alias: 'progress_tab_certificate_status_main_body_slot',
          }),
          learning('progress_tab_course_grade', [], {
            alias: 'progress_tab_course_grade_slot',
            content: $('#progress-grades-heading'),
          }),
          learning('progress_tab_grade_breakdown', [], {
            alias: 'progress_tab_grade_breakdown_slot',
            content: $('[aria-labelledby="progress-detailed-heading"]'),
          }),
          learning('progress_tab_certificate_status_side_panel', [], {
            alias: 'progress_tab_certificate_status_side_panel_slot',
            holds: 1,
            content: $('section.progress-certificate'),
          }),
          learning('progress_certificate_status', ['courseId'], {
            alias: 'progress_certificate_status_slot',
            content: $('[id$="_certificate_status"]'),
          }),
          learning('progress_tab_related_links', ['courseId'], {
            alias: 'progress_tab_related_links_slot',
            content: () => screen.queryByRole('heading', { name: 'Related links' }),
          }),
        ],
      },
    ],
  },
  {
    name: 'dates',
    render: (pluginSlots) =>
      renderApp(`/course/${endingSoonCourse.id}/dates`, {
        persona: 'audit',
        config: { pluginSlots },
      }),
    steps: [
      {
        slots: [
          learning('banner_dates_upgrade', ['courseId', 'logUpgradeLinkClick'], {
            content: () => screen.queryByRole('group', { name: 'You are auditing this course.' }),
          }),
        ],
      },
    ],
  },
  {
    name: 'course exit (celebration)',
    render: (pluginSlots) =>
      renderApp(`/course/${certificateReadyCourse.id}/course-end`, {
        persona: 'verified',
        config: {
          pluginSlots,
          DISCOVERY_API_BASE_URL: lmsUrl('/discovery'),
          SEARCH_CATALOG_URL: lmsUrl('/courses'),
        },
      }),
    steps: [
      {
        slots: [
          learning('course_exit_view_courses', [], {
            content: () => screen.queryByRole('link', { name: 'View my courses' }),
          }),
          learning('course_exit_dashboard_footnote_link', ['variant'], {
            content: () => screen.queryByRole('link', { name: 'dashboard' }),
          }),
          learning('course_recommendations', ['variant'], {
            alias: 'course_recommendations_slot',
            content: $('section.recommendations'),
          }),
        ],
      },
    ],
  },
  {
    name: 'the header for a visitor',
    render: (pluginSlots) => renderWithProviders(<Header />, { persona: null, config: { pluginSlots } }),
    steps: [
      {
        slots: [
          layout('header_learning_logged_out_items', [], {
            alias: 'learning_logged_out_items_slot',
            content: () => screen.queryByRole('link', { name: 'Sign in' }),
          }),
        ],
      },
    ],
  },
];

const probe = (slot: Slot) => ({
  op: PLUGIN_OPERATIONS.Insert,
  widget: {
    id: 'probe',
    type: DIRECT_PLUGIN,
    RenderWidget: ({ id: _id, content: _content, ...pluginProps }: Record<string, unknown>) => (
      <span data-testid={`insert:${slot.name}`} data-props={Object.keys(pluginProps).sort().join(' ')}>
        Inserted into {slot.name}
      </span>
    ),
  },
});
const wrap = (slot: Slot) => ({
  op: PLUGIN_OPERATIONS.Wrap,
  widgetId: 'default_contents',
  wrapper: ({ component }: { component: ReactNode }) => (
    <span data-testid={`wrap:${slot.name}`}>{component}</span>
  ),
});
const hide = { op: PLUGIN_OPERATIONS.Hide, widgetId: 'default_contents' };

const slotsOf = (page: Page) => page.steps.flatMap((step) => step.slots);

/** Runs the page's steps: each one's slots show their inserts, then `check` looks at each slot. */
async function walk(
  page: Page,
  pluginSlots: Record<string, unknown>,
  expected: (slot: Slot) => boolean,
  check: (slot: Slot) => void,
) {
  try {
    await page.render(pluginSlots);
    for (const step of page.steps) {
      await step.before?.();
      const shown = step.slots.filter(expected);
      for (const slot of shown) await screen.findAllByTestId(`insert:${slot.name}`, {}, { timeout: 8000 });
      await mockLmsSettled();
      for (const slot of shown) check(slot);
    }
  } finally {
    page.after?.();
  }
}

afterEach(() => pinClock(null));

describe('every plugin slot in its place (docs/plugin-slots.md)', () => {
  it('names each slot once', () => {
    const ids = PAGES.flatMap(slotsOf).map((slot) => slot.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The learning app's 36 and the header's 8 inner ones.
    expect(ids).toHaveLength(44);
  });

  describe.each(PAGES)('$name', (page) => {
    it('inserts a widget given the pluginProps, and wraps the default content (configured under the alias)', async () => {
      const pluginSlots = Object.fromEntries(
        slotsOf(page).map((slot) => [
          slot.alias ?? slot.id,
          { keepDefault: true, plugins: [probe(slot), wrap(slot)] },
        ]),
      );
      await walk(
        page,
        pluginSlots,
        () => true,
        (slot) => {
          // A slot may stand several times on a page (one per unit of the outline sidebar, say).
          for (const inserted of screen.getAllByTestId(`insert:${slot.name}`))
            expect(inserted.dataset.props, slot.name).toBe([...slot.props].sort().join(' '));
          const wrappers = screen.getAllByTestId(`wrap:${slot.name}`);
          const content = slot.content?.();
          if (slot.content) {
            expect(content, slot.name).not.toBeNull();
            expect(
              wrappers.some((wrapper) => wrapper.contains(content!)),
              slot.name,
            ).toBe(true);
          }
        },
      );
    });

    it('hides the default content (configured under the id)', async () => {
      // A slot that holds slots on the page is hidden in a render of its own, after the slots it holds.
      const passes = [0, 1, 2].map((holds) => slotsOf(page).filter((slot) => (slot.holds ?? 0) === holds));
      for (const hidden of passes.filter((pass) => pass.length > 0)) {
        const names = new Set(hidden.map((slot) => slot.name));
        const pluginSlots = Object.fromEntries(
          hidden.map((slot) => [slot.id, { keepDefault: true, plugins: [probe(slot), hide, wrap(slot)] }]),
        );
        await walk(
          page,
          pluginSlots,
          (slot) => names.has(slot.name),
          (slot) => {
            expect(screen.queryAllByTestId(`wrap:${slot.name}`), slot.name).toEqual([]);
            if (slot.content) expect(slot.content(), slot.name).toBeNull();
          },
        );
        cleanup();
      }
    });
  });
});
