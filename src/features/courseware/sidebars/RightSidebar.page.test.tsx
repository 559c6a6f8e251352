import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { lmsUrl } from '@test/mock-lms/env';
import { setServerEra } from '@test/mock-lms/era';
import { addFault, type Fault } from '@test/mock-lms/faults';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { renderApp } from '@test/render';
import { frameLoaded, setWindowWidth as setWidth } from '@test/unitPage';
import { flyoverVisibleKey } from '@/components/upgrade/flyover';

/**
 * The courseware's right sidebar (issue 37) on screen, against the mock LMS's demo course: the upgrade
 * panel (the spec's notification tray) and the unit's discussions in context, one trigger each, one panel
 * open at a time; discussions only for a unit whose topic is enabled in context, with the course's switch
 * on and the discussions app configured, after the unit's frame; their frame's messages checked by origin;
 * nothing opening by itself at phone width; a failed or malformed topics answer shows no discussions.
 */

// What the panels hold arrives a moment after the trigger opens them, as over a network: the panel must
// be there meanwhile (the trigger's aria-controls names it).
const slowChunk = <T,>(load: () => Promise<T>) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(load()), 150));
vi.mock('./upgrade/UpgradePanel', (importOriginal) => slowChunk(importOriginal));
vi.mock('./discussions/DiscussionsFrame', (importOriginal) => slowChunk(importOriginal));

const C = demoCourse.id;
const DISCUSSIONS_BASE = lmsUrl('/discussions-app');
const config = { DISCUSSIONS_MFE_BASE_URL: DISCUSSIONS_BASE };
const unitPath = (sequence: string, unit: string) =>
  `/course/${C}/${blockId(demoCourse, 'sequential', sequence)}/${blockId(demoCourse, 'vertical', unit)}`;
const WELCOME_UNIT = blockId(demoCourse, 'vertical', 'demo_course_overview_unit_1');
const WELCOME = unitPath('demo_course_overview', 'demo_course_overview_unit_1');
/** A unit without a topic in context. */
const ORIENTATION = unitPath('course_orientation', 'course_orientation_unit_1');
const isDiscussionsCall = (url: URL) => url.pathname.startsWith('/api/discussion/');

afterEach(() => {
  setWidth(1024);
  setServerEra('current');
});

const discussionsTrigger = () => screen.findByRole('button', { name: 'Discussions' }, { timeout: 5000 });
const notificationsTrigger = () => screen.getByRole('button', { name: /^Notifications/ });
const tray = () => screen.queryByRole('complementary', { name: 'Notifications' });
/** The element a trigger's `aria-controls` names: axe fails a trigger that names one not there. */
const controlled = (trigger: HTMLElement) =>
  document.getElementById(trigger.getAttribute('aria-controls') ?? '');
const discussionsPanel = () => screen.queryByRole('complementary', { name: 'Discussions' });

describe('the right sidebar at desktop width', () => {
  it('opens one panel at a time: the upgrade panel and the discussions from their triggers', async () => {
    const { user } = await renderApp(WELCOME, { persona: 'audit', config });
    await frameLoaded('Welcome to the course');
    // Today's layout opens no right panel by itself (the spec's tray rule: CoursewareSidebars.page.test.tsx).
    await screen.findByRole('navigation', { name: 'Course outline' }, { timeout: 8000 });
    expect(tray()).not.toBeInTheDocument();
    await user.click(notificationsTrigger());
    // The panel is there as soon as its trigger says it is open, before what it holds has downloaded.
    expect(controlled(notificationsTrigger())).toBeInTheDocument();
    expect(
      await screen.findByRole('complementary', { name: 'Notifications' }, { timeout: 8000 }),
    ).toBeVisible();

    const trigger = await discussionsTrigger();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(controlled(trigger)).toBeInTheDocument();
    const panel = await screen.findByRole('complementary', { name: 'Discussions' }, { timeout: 5000 });
    expect(tray()).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(notificationsTrigger()).toHaveAttribute('aria-expanded', 'false');
    const frame = await within(panel).findByTitle('Discussions');
    expect(frame).toHaveAttribute(
      'src',
      `${DISCUSSIONS_BASE}/${C}/category/${WELCOME_UNIT}?inContextSidebar`,
    );

    // The upgrade trigger closes the discussions and opens its own panel; again, and nothing is open.
    await user.click(notificationsTrigger());
    expect(
      await screen.findByRole('complementary', { name: 'Notifications' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(discussionsPanel()).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(notificationsTrigger());
    expect(tray()).not.toBeInTheDocument();

    // The discussions' trigger toggles, and their close button closes them.
    await user.click(trigger);
    const again = await screen.findByRole('complementary', { name: 'Discussions' });
    await user.click(within(again).getByRole('button', { name: 'Close discussions' }));
    expect(discussionsPanel()).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for the topics only after the sequence and the unit frame, configuration first', async () => {
    const calls = recordRequests(
      (url) => isDiscussionsCall(url) || url.pathname.startsWith('/api/courseware/sequence/'),
    );
    await renderApp(WELCOME, { persona: 'verified', config });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the course' }, { timeout: 8000 });
    await mockLmsSettled();
    expect(calls.some((call) => isDiscussionsCall(call.url))).toBe(false);
    await frameLoaded('Welcome to the course');
    await discussionsTrigger();
    const paths = calls.map((call) => call.url.pathname);
    expect(paths[0]).toMatch(/^\/api\/courseware\/sequence\//);
    expect(paths.filter((p) => p.startsWith('/api/discussion/'))).toEqual([
      `/api/discussion/v1/courses/${C}`,
      `/api/discussion/v2/course_topics/${C}`,
    ]);
  });

  it('shows no discussions for a unit without a topic in context', async () => {
    await renderApp(ORIENTATION, { persona: 'verified', config });
    await frameLoaded('How the course works');
    await mockLmsSettled();
    expect(screen.queryByRole('button', { name: 'Discussions' })).not.toBeInTheDocument();
  });

  it('shows no discussions when the course’s switch is off (the spec’s LMS sends none) or no app is configured', async () => {
    setServerEra('spec');
    const calls = recordRequests(isDiscussionsCall);
    const first = await renderApp(WELCOME, { persona: 'verified', config });
    await frameLoaded('Welcome to the course');
    await mockLmsSettled();
    expect(screen.queryByRole('button', { name: 'Discussions' })).not.toBeInTheDocument();
    first.unmount();

    setServerEra('current');
    await renderApp(WELCOME, { persona: 'verified' });
    await frameLoaded('Welcome to the course');
    await mockLmsSettled();
    expect(screen.queryByRole('button', { name: 'Discussions' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sizes the discussions frame from the discussions app’s messages only, not from another origin or window', async () => {
    const { user } = await renderApp(WELCOME, { persona: 'verified', config });
    await frameLoaded('Welcome to the course');
    await user.click(await discussionsTrigger());
    const frame = await screen.findByTitle('Discussions');
    if (!(frame instanceof HTMLIFrameElement)) throw new Error('not a frame');
    const resize = (height: number, origin: string, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'plugin.resize', payload: { height } },
            origin,
            source,
          }),
        );
      });
    const appOrigin = new URL(DISCUSSIONS_BASE).origin;
    resize(900, 'https://evil.example.com', frame.contentWindow);
    resize(901, appOrigin, window);
    expect(frame.style.height).toBe('');
    resize(902, appOrigin, frame.contentWindow);
    expect(frame.style.height).toBe('902px');
  });

  it.each<[string, Fault]>([
    ['a malformed topics answer', { path: '/api/discussion/v2/course_topics', body: 'malformed' }],
    ['topics that are not a list', { path: '/api/discussion/v2/course_topics', body: { detail: 'x' } }],
    ['a failed topics call', { path: '/api/discussion/v2/course_topics', status: 500 }],
    ['a failed configuration call', { path: '/api/discussion/v1/courses', status: 500 }],
  ])('shows no discussions after %s, and nothing else changes', async (_name, fault) => {
    addFault(fault);
    await renderApp(WELCOME, { persona: 'audit', config });
    await frameLoaded('Welcome to the course');
    await mockLmsSettled();
    expect(screen.queryByRole('button', { name: 'Discussions' })).not.toBeInTheDocument();
    // The rest as without the fault: the outline open by default, the upgrade panel from its trigger.
    expect(
      await screen.findByRole('navigation', { name: 'Course outline' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(notificationsTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the right sidebar at phone width', () => {
  it('opens nothing by itself on a later visit, even with the flyover left open', async () => {
    setWidth(375);
    localStorage.setItem(flyoverVisibleKey(C), 'true');
    await renderApp(WELCOME, { persona: 'audit', config });
    await frameLoaded('Welcome to the course');
    await discussionsTrigger();
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notificationsTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the discussions full screen from their trigger; "Back to course" closes them', async () => {
    setWidth(375);
    const { user } = await renderApp(WELCOME, { persona: 'audit', config });
    await frameLoaded('Welcome to the course');
    const trigger = await discussionsTrigger();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Discussions' });
    expect(within(dialog).getByTitle('Discussions')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to course' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
