import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { createContext, useContext, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameLoaded, setWindowWidth } from '@test/unitPage';
import { demoCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { lmsUrl } from '@test/mock-lms/env';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { renderApp } from '@test/render';
import type { SiteSidebarProps, SiteTriggerProps, WidgetContext } from './widgets';

/**
 * The courseware's side panels together (issue 45, decision 0026) on screen, against the mock LMS's demo
 * course: one panel at a time across the course outline and the right sidebar; nothing before the unit's
 * frame; in today's layout the outline by default and never a right panel by itself, in the spec's the
 * spec's tray rule; the learner's choice kept per course; the fallback when the unit changes what is
 * available; at phone width nothing by itself. Then a site's widgets from SIDEBAR_WIDGETS (issue 46,
 * decision 0027).
 */

const C = demoCourse.id;
const unitPath = (sequence: string, unit: string) =>
  `/course/${C}/${blockId(demoCourse, 'sequential', sequence)}/${blockId(demoCourse, 'vertical', unit)}`;
const WELCOME_UNIT = blockId(demoCourse, 'vertical', 'demo_course_overview_unit_1');
/** A unit whose discussions topic is enabled in context. */
const WELCOME = unitPath('demo_course_overview', 'demo_course_overview_unit_1');
/** A unit without a topic in context. */
const ORIENTATION = unitPath('course_orientation', 'course_orientation_unit_1');
/** The site's discussions app (the discussions' trigger needs it); the layout is the era's, today's. */
const SITE = { DISCUSSIONS_MFE_BASE_URL: lmsUrl('/discussions-app') };

const outline = () => screen.queryByRole('navigation', { name: 'Course outline' });
const outlineTrigger = () => screen.getByRole('button', { name: 'Toggle course outline tray' });
const notifications = () => screen.getByRole('button', { name: /^Notifications/ });
const discussions = () => screen.findByRole('button', { name: 'Discussions' }, { timeout: 8000 });
const panel = (name: string) => screen.queryByRole('complementary', { name });
const findPanel = (name: string) => screen.findByRole('complementary', { name }, { timeout: 8000 });
const findOutline = () => screen.findByRole('navigation', { name: 'Course outline' }, { timeout: 8000 });

afterEach(() => setWindowWidth(1024));

describe('today’s layout, one panel at a time', () => {
  it('shows nothing of the side panels before the unit’s frame; then the outline, never a right panel by itself', async () => {
    setWindowWidth(1280);
    await renderApp(WELCOME, { persona: 'audit', config: SITE });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the course' }, { timeout: 8000 });
    await mockLmsSettled();
    expect(outline()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();

    await frameLoaded('Welcome to the course');
    await findOutline();
    expect(notifications()).toHaveAttribute('aria-expanded', 'false');
    expect(await discussions()).toHaveAttribute('aria-expanded', 'false');
    await mockLmsSettled();
    expect(panel('Notifications')).toBeNull();
    expect(panel('Discussions')).toBeNull();
  });

  it('opening one panel closes the other, across both sides', async () => {
    setWindowWidth(1280);
    const { user } = await renderApp(WELCOME, { persona: 'audit', config: SITE });
    await frameLoaded('Welcome to the course');
    await findOutline();

    await user.click(notifications());
    expect(await findPanel('Notifications')).toBeVisible();
    expect(outline()).toBeNull();
    expect(outlineTrigger()).toHaveAttribute('aria-expanded', 'false');

    await user.click(outlineTrigger());
    await findOutline();
    expect(panel('Notifications')).toBeNull();
    expect(notifications()).toHaveAttribute('aria-expanded', 'false');

    await user.click(await discussions());
    expect(await findPanel('Discussions')).toBeVisible();
    expect(outline()).toBeNull();
  });

  it('gives the focus back to the trigger when a panel is closed with its own button', async () => {
    setWindowWidth(1280);
    const { user } = await renderApp(WELCOME, { persona: 'audit', config: SITE });
    await frameLoaded('Welcome to the course');
    await user.click(notifications());
    const tray = await findPanel('Notifications');
    await user.click(within(tray).getByRole('button', { name: 'Close notification tray' }));
    expect(panel('Notifications')).toBeNull();
    expect(notifications()).toHaveFocus();
  });

  it('keeps the learner’s panel for the course: it opens again on the next visit', async () => {
    setWindowWidth(1280);
    const { user } = await renderApp(WELCOME, { persona: 'audit', config: SITE });
    await frameLoaded('Welcome to the course');
    await user.click(await discussions());
    await findPanel('Discussions');
    cleanup();

    await renderApp(WELCOME, { persona: 'audit', config: SITE });
    await frameLoaded('Welcome to the course');
    expect(await findPanel('Discussions')).toBeVisible();
    expect(outline()).toBeNull();
  });

  it('keeps all closed for the course: nothing opens on the next visit', async () => {
    setWindowWidth(1280);
    const { user } = await renderApp(WELCOME, { persona: 'audit', config: SITE });
    await frameLoaded('Welcome to the course');
    const nav = await findOutline();
    await user.click(within(nav).getByRole('button', { name: 'Toggle course outline tray' }));
    expect(outline()).toBeNull();
    cleanup();

    await renderApp(WELCOME, { persona: 'audit', config: SITE });
    await frameLoaded('Welcome to the course');
    await discussions();
    await mockLmsSettled();
    expect(outline()).toBeNull();
    expect(panel('Discussions')).toBeNull();
    expect(panel('Notifications')).toBeNull();
    expect(outlineTrigger()).toBeInTheDocument();
  });

  it('falls back when the unit changes what is available: discussions, then the upgrade panel, then the outline', async () => {
    setWindowWidth(1280);
    const app = await renderApp(WELCOME, { persona: 'audit', config: SITE });
    await frameLoaded('Welcome to the course');
    await app.user.click(await discussions());
    await findPanel('Discussions');

    // The next unit has no discussions: the upgrade panel takes their place.
    act(() => app.navigate(ORIENTATION));
    await frameLoaded('How the course works');
    expect(await findPanel('Notifications')).toBeVisible();
    expect(panel('Discussions')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discussions' })).toBeNull();

    // Back to a unit with discussions: they come before the upgrade panel.
    act(() => app.navigate(WELCOME));
    await frameLoaded('Welcome to the course');
    expect(await findPanel('Discussions')).toBeVisible();
    expect(panel('Notifications')).toBeNull();
  });

  it('falls back to the outline when no right panel is left (the site turned the upgrade panel off)', async () => {
    setWindowWidth(1280);
    const app = await renderApp(WELCOME, {
      persona: 'audit',
      config: { ...SITE, SIDEBAR_WIDGETS: [{ id: 'UPGRADE', enabled: false }] },
    });
    await frameLoaded('Welcome to the course');
    await app.user.click(await discussions());
    await findPanel('Discussions');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();

    act(() => app.navigate(ORIENTATION));
    await frameLoaded('How the course works');
    await findOutline();
    expect(panel('Discussions')).toBeNull();
  });

  it('at phone width opens nothing by itself; the outline’s trigger sits in the row with the others', async () => {
    setWindowWidth(375);
    const { user } = await renderApp(WELCOME, { persona: 'audit', config: SITE });
    await frameLoaded('Welcome to the course');
    await discussions();
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = document.querySelector<HTMLElement>('.courseware-sidebar-triggers')!;
    expect(within(row).getByRole('button', { name: 'Toggle course outline tray' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();

    await user.click(outlineTrigger());
    const dialog = await screen.findByRole('dialog', { name: 'Course outline' });
    // A scroll of the page, or a resize that keeps the width (a phone's address bar), leaves it open.
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      setWindowWidth(375);
    });
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close course outline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

// The spec's layout: its tray rule (spec §4) is its own.
describe('the spec’s layout, one panel at a time', () => {
  it('keeps the spec’s tray rule: the upgrade panel for an audit learner, the outline closed', async () => {
    setWindowWidth(1280);
    await renderApp(WELCOME, { persona: 'audit', layout: 'spec' });
    await frameLoaded('Welcome to the course');
    expect(await findPanel('Notifications')).toBeVisible();
    expect(outline()).toBeNull();
    expect(outlineTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the outline for a learner with nothing to upgrade', async () => {
    setWindowWidth(1280);
    await renderApp(WELCOME, { persona: 'verified', layout: 'spec' });
    await frameLoaded('Welcome to the course');
    await findOutline();
    await mockLmsSettled();
    expect(panel('Notifications')).toBeNull();
  });
});

/** A site's widget as an env.config would write it, recording what the app gives it. */
function glossary(over: Record<string, unknown> = {}) {
  const Site = createContext('no provider');
  const seen: { trigger?: SiteTriggerProps; sidebar?: SiteSidebarProps; context?: WidgetContext } = {};
  const prefetch = vi.fn<(input: { courseId: string; course: unknown; dispatch: unknown }) => void>();
  const widget = {
    id: 'GLOSSARY',
    priority: 30,
    title: 'Glossary',
    enabled: true,
    Provider: ({ children }: { children?: ReactNode }) => (
      <Site.Provider value="the site's provider">{children}</Site.Provider>
    ),
    Trigger: (props: SiteTriggerProps) => {
      seen.trigger = props;
      return (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          aria-expanded={props.isOpen}
          onClick={props.onClick}
        >
          Glossary
        </button>
      );
    },
    Sidebar: (props: SiteSidebarProps) => {
      seen.sidebar = props;
      return <p>Terms of this unit, under {useContext(Site)}</p>;
    },
    isAvailable: (context: WidgetContext) => {
      seen.context = context;
      return context.unitId === WELCOME_UNIT;
    },
    prefetch,
    ...over,
  };
  return { widget, seen, prefetch };
}

describe('SIDEBAR_WIDGETS', () => {
  it('adds a site’s widget beside the unit: its trigger in priority order, its panel one at a time', async () => {
    setWindowWidth(1280);
    const { widget, seen, prefetch } = glossary();
    const app = await renderApp(WELCOME, {
      persona: 'audit',
      config: { ...SITE, SIDEBAR_WIDGETS: [widget] },
    });
    await frameLoaded('Welcome to the course');
    await findOutline();
    await discussions();
    const row = document.querySelector<HTMLElement>('.right-sidebar-triggers')!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Discussions', 'Notifications', 'Glossary']);
    expect(seen.context).toMatchObject({
      courseId: C,
      unitId: WELCOME_UNIT,
      course: { id: C, enrollmentMode: 'audit' },
      unit: { id: WELCOME_UNIT, enabledInContext: true },
    });
    const [prefetched] = prefetch.mock.calls[0] ?? [];
    expect(prefetched?.courseId).toBe(C);
    expect(prefetched?.course).toMatchObject({ id: C });
    expect(typeof prefetched?.dispatch).toBe('function');

    await app.user.click(screen.getByRole('button', { name: 'Glossary' }));
    const glossaryPanel = await findPanel('Glossary');
    expect(glossaryPanel).toHaveTextContent("Terms of this unit, under the site's provider");
    expect(outline()).toBeNull();
    expect(screen.getByRole('button', { name: 'Glossary' })).toHaveAttribute('aria-expanded', 'true');
    expect(seen.trigger).toMatchObject({ isOpen: true, panelId: glossaryPanel.id, courseId: C });
    expect(seen.sidebar).toMatchObject({
      courseId: C,
      unitId: WELCOME_UNIT,
      currentSidebar: 'GLOSSARY',
      shouldDisplayFullScreen: false,
    });

    // Another panel closes it; its own close button too.
    await app.user.click(await discussions());
    await findPanel('Discussions');
    expect(panel('Glossary')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Glossary' }));
    await app.user.click(within(await findPanel('Glossary')).getByRole('button', { name: 'Close sidebar' }));
    expect(panel('Glossary')).toBeNull();

    // A unit it has nothing for: no trigger.
    act(() => app.navigate(ORIENTATION));
    await frameLoaded('How the course works');
    await mockLmsSettled();
    expect(screen.queryByRole('button', { name: 'Glossary' })).toBeNull();
  });

  it('turns off a built-in widget: no trigger, no panel by itself, no calls', async () => {
    setWindowWidth(1280);
    const calls = recordRequests((url) => url.pathname.startsWith('/api/discussion/'));
    // The spec's layout: its tray rule would open the upgrade panel by itself.
    await renderApp(WELCOME, {
      persona: 'audit',
      layout: 'spec',
      config: {
        ...SITE,
        SIDEBAR_WIDGETS: [
          { id: 'UPGRADE', enabled: false },
          { id: 'DISCUSSIONS', enabled: false },
        ],
      },
    });
    await frameLoaded('Welcome to the course');
    // The spec's tray rule has no tray to open: the outline opens.
    await findOutline();
    await mockLmsSettled();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discussions' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a widget that throws costs only itself, and is logged', async () => {
    setWindowWidth(1280);
    const broken = glossary({
      id: 'BROKEN',
      isAvailable: () => {
        throw new Error('no availability');
      },
    }).widget;
    const failing = glossary({
      id: 'FAILING',
      Trigger: () => {
        throw new Error('no trigger');
      },
    }).widget;
    const { logger } = await renderApp(WELCOME, {
      persona: 'audit',
      config: { ...SITE, SIDEBAR_WIDGETS: [broken, failing, { id: 'HALF', Trigger: broken.Trigger }] },
    });
    await frameLoaded('Welcome to the course');
    await findOutline();
    await discussions();
    expect(screen.queryByRole('button', { name: 'Glossary' })).toBeNull();
    expect(notifications()).toBeInTheDocument();
    await waitFor(() => expect(logger.errors.join('\n')).toMatch(/no availability/));
    expect(logger.errors.join('\n')).toMatch(/no trigger/);
    expect(logger.infos.join('\n')).toMatch(/HALF needs a Sidebar and a Trigger/);
  });

  it('shows a site’s panel full screen at phone width, from its trigger only', async () => {
    setWindowWidth(375);
    const { widget, seen } = glossary();
    const { user } = await renderApp(WELCOME, {
      persona: 'audit',
      config: { ...SITE, SIDEBAR_WIDGETS: [widget] },
    });
    await frameLoaded('Welcome to the course');
    await user.click(await screen.findByRole('button', { name: 'Glossary' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Glossary' });
    expect(dialog).toHaveTextContent('Terms of this unit');
    expect(seen.sidebar?.shouldDisplayFullScreen).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Back to course' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
