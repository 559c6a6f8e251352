import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { demoCourse, notStartedCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { lmsUrl } from '@test/mock-lms/env';
import { setServerEra } from '@test/mock-lms/era';
import { addFault } from '@test/mock-lms/faults';
import { mockLms } from '@test/mock-lms/node';
import { state, uc } from '@test/mock-lms/state';
import { renderApp, renderWithProviders } from '@test/render';
import InstructorToolbar from './route';

const home = `/course/${demoCourse.id}/home`;
const sequence = blockId(demoCourse, 'sequential', 'lesson_1');
const unit = blockId(demoCourse, 'vertical', 'lesson_1_unit_1');
const GENERIC = 'An error has occurred; please try again.';

/** Accessible selectors of the toolbar. */
const ui = {
  region: () => screen.findByRole('region', { name: 'Staff tools' }),
  viewAs: async () => within(await ui.region()).findByRole('button', { name: /^View this course as:/ }),
  item: (name: string) => screen.getByRole('button', { name }),
  input: () => screen.getByRole('textbox', { name: 'Masquerade as this user' }),
  language: async () => within(await ui.region()).findByRole('button', { name: /^Language:/ }),
  /** The choices of an open menu, by their words. */
  choices: (toggle: HTMLElement) =>
    within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') ?? document.body)
      .getAllByRole('button')
      .map((button) => button.textContent.trim()),
  alertText: async () => (await ui.region()).querySelector('[role="alert"]')?.textContent ?? '',
};

interface Recorded {
  method: string;
  path: string;
  contentType: string | null;
  body: unknown;
}

/** Records the app's calls to a path of the mock LMS (then lets them through to the mock's handlers). */
function recordCalls(pathPart: string): Recorded[] {
  const calls: Recorded[] = [];
  mockLms.use(
    http.all(lmsUrl('/*'), async ({ request }) => {
      const { pathname } = new URL(request.url);
      if (!pathname.includes(pathPart)) return undefined;
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path: pathname,
        contentType: request.headers.get('content-type'),
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      return undefined;
    }),
  );
  return calls;
}

async function openViewAs(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await ui.viewAs();
  await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
  await user.click(toggle);
  return toggle;
}

describe('the staff toolbar: where it shows (spec §2, §6)', () => {
  it('shows to staff on every course page, above the course tabs', async () => {
    for (const path of [
      home,
      `/course/${demoCourse.id}/dates`,
      `/course/${demoCourse.id}/${sequence}/${unit}`,
    ]) {
      const { unmount } = await renderApp(path, { persona: 'staff' });
      const region = await ui.region();
      const tabs = screen.getByRole('navigation', { name: 'Course' });
      expect(region.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(region).getByText('View this course as:')).toBeInTheDocument();
      unmount();
    }
  });

  it('does not show to learners, who never ask for the options', async () => {
    const calls = recordCalls('/masquerade');
    await renderApp(home, { persona: 'verified' });
    expect(await screen.findByRole('navigation', { name: 'Course' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Staff tools' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('"View this course as:" (contract §8)', () => {
  it('lists Staff, Learner, a specific student and each group, with the active view selected', async () => {
    const { user } = await renderApp(home, { persona: 'staff' });
    const toggle = await openViewAs(user);
    expect(toggle).toHaveAccessibleName('View this course as: Staff');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(ui.choices(toggle)).toEqual([
      'Staff',
      'Learner',
      'Specific Student...',
      'Audit',
      'Verified Certificate',
    ]);
    expect(ui.item('Staff')).toHaveAttribute('aria-current', 'true');
    expect(ui.item('Learner')).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['Learner', { role: 'student' }, { role: 'student', groupId: null, userName: null }],
    [
      'Audit',
      { role: 'student', group_id: 1, user_partition_id: 50 },
      { role: 'student', groupId: 1, userPartitionId: 50 },
    ],
    [
      'Verified Certificate',
      { role: 'student', group_id: 2, user_partition_id: 50 },
      { role: 'student', groupId: 2, userPartitionId: 50 },
    ],
  ])('choosing %s posts %j and reloads into that view', async (name, body, stored) => {
    const calls = recordCalls('/masquerade');
    const { user, navigation } = await renderApp(home, { persona: 'staff' });
    await openViewAs(user);
    await user.click(ui.item(name));
    await waitFor(() => expect(navigation.calls).toEqual([{ type: 'reload' }]));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/courses/${demoCourse.id}/masquerade`,
        contentType: expect.stringContaining('application/json') as string,
        body,
      },
    ]);
    expect(state.masquerades.get(uc('staff', demoCourse.id))).toMatchObject(stored);
  });

  it('shows the view as it comes back after the reload: a group', async () => {
    state.masquerades.set(uc('staff', demoCourse.id), { role: 'student', groupId: 2, userPartitionId: 50 });
    const { user } = await renderApp(home, { persona: 'staff' });
    const toggle = await openViewAs(user);
    expect(toggle).toHaveAccessibleName('View this course as: Verified Certificate');
    expect(ui.item('Verified Certificate')).toHaveAttribute('aria-current', 'true');
    expect(ui.item('Staff')).not.toHaveAttribute('aria-current');
  });

  it('staff viewing as a learner see Learner selected, and Staff takes them back', async () => {
    const calls = recordCalls('/masquerade');
    const { user, navigation, store } = await renderApp(home, { persona: 'staff-as-learner' });
    const toggle = await openViewAs(user);
    expect(toggle).toHaveAccessibleName('View this course as: Learner');
    expect(ui.item('Learner')).toHaveAttribute('aria-current', 'true');
    // The page behaves as the learner's: the metadata says so.
    const metadata = Object.values(store.getState().lms.queries).find(
      (q) => q?.endpointName === 'getCourseMetadata',
    )?.data as CourseMetadata;
    expect(metadata.isMasquerading).toBe(true);
    await user.click(ui.item('Staff'));
    await waitFor(() => expect(navigation.calls).toEqual([{ type: 'reload' }]));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ role: 'staff' });
  });

  it('choosing the view already in effect sends nothing', async () => {
    const calls = recordCalls('/masquerade');
    const { user, navigation } = await renderApp(home, { persona: 'staff' });
    const toggle = await openViewAs(user);
    await user.click(ui.item('Staff'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(navigation.calls).toEqual([]);
  });
});

describe('a specific student (spec §5)', () => {
  it('opens the username input, and Enter sends the typed value as user_name with role student', async () => {
    const calls = recordCalls('/masquerade');
    const { user, navigation } = await renderApp(home, { persona: 'staff' });
    const toggle = await openViewAs(user);
    await user.click(ui.item('Specific Student...'));
    // Nothing is sent by choosing the entry.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(toggle).toHaveAccessibleName('View this course as: Specific Student...');
    const input = ui.input();
    expect(input).toHaveFocus();
    expect(screen.getByText('Username or email:')).toBeVisible();
    await user.type(input, 'edx@example.com{Enter}');
    await waitFor(() => expect(navigation.calls).toEqual([{ type: 'reload' }]));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { role: 'student', user_name: 'edx@example.com' },
    ]);
    expect(state.masquerades.get(uc('staff', demoCourse.id))).toMatchObject({
      role: 'student',
      userName: 'edx',
    });
  });

  it('shows the learner being viewed after the reload, with the page as theirs', async () => {
    state.masquerades.set(uc('staff', demoCourse.id), { role: 'student', userName: 'edx' });
    const { user } = await renderApp(home, { persona: 'staff' });
    const toggle = await ui.viewAs();
    await waitFor(() => expect(ui.input()).toHaveValue('edx'));
    expect(toggle).toHaveAccessibleName('View this course as: Specific Student...');
    expect(ui.input()).not.toHaveFocus();
    await openViewAs(user);
    expect(ui.item('Specific Student...')).toHaveAttribute('aria-current', 'true');
    expect(ui.item('Learner')).not.toHaveAttribute('aria-current');
  });

  it('sends the value exactly as typed, and shows the LMS’s reason when it refuses', async () => {
    const calls = recordCalls('/masquerade');
    const { user, navigation } = await renderApp(home, { persona: 'staff' });
    await openViewAs(user);
    await user.click(ui.item('Specific Student...'));
    await user.type(ui.input(), ' Nobody@Example.com {Enter}');
    const reason =
      'There is no user with the username or email address " Nobody@Example.com " enrolled in this course.';
    await waitFor(async () => expect(await ui.alertText()).toBe(reason));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      role: 'student',
      user_name: ' Nobody@Example.com ',
    });
    expect(navigation.calls).toEqual([]);
    // The input keeps what was typed, is marked invalid and described by the reason.
    const input = ui.input();
    expect(input).toHaveValue(' Nobody@Example.com ');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(reason);

    // The toolbar stays usable: a known learner works, and the reason goes away.
    await user.clear(input);
    await user.type(input, 'edx{Enter}');
    await waitFor(() => expect(navigation.calls).toEqual([{ type: 'reload' }]));
    expect(await ui.alertText()).toBe('');
  });
});

describe('when choosing fails (spec §8)', () => {
  it.each([
    ['an answer without a reason', { body: { success: false } }, GENERIC],
    ['a server error', { status: 500 }, GENERIC],
    ['a network failure', { body: 'network' }, GENERIC],
    ['a malformed answer', { body: 'malformed' }, GENERIC],
    ['a CSRF refusal (HTML)', { status: 403, body: '<h1>Forbidden (403)</h1>' }, GENERIC],
    [
      'an error answer with a reason',
      { status: 400, body: { success: false, error: 'Group not found.' } },
      'Group not found.',
    ],
  ])('shows the right words after %s, and the toolbar stays usable', async (_name, fault, words) => {
    addFault({ method: 'POST', path: '/masquerade', times: 1, ...fault });
    const { user, navigation } = await renderApp(home, { persona: 'staff' });
    await openViewAs(user);
    await user.click(ui.item('Learner'));
    await waitFor(async () => expect(await ui.alertText()).toBe(words));
    expect(navigation.calls).toEqual([]);
    // Again: the fault is gone, so it works, and the message is cleared before sending.
    await openViewAs(user);
    await user.click(ui.item('Learner'));
    await waitFor(() => expect(navigation.calls).toEqual([{ type: 'reload' }]));
    expect(await ui.alertText()).toBe('');
  });

  it('the username input shows the generic words when the request fails', async () => {
    addFault({ method: 'POST', path: '/masquerade', status: 502, times: 1 });
    const { user, navigation } = await renderApp(home, { persona: 'staff' });
    await openViewAs(user);
    await user.click(ui.item('Specific Student...'));
    await user.type(ui.input(), 'edx{Enter}');
    await waitFor(async () => expect(await ui.alertText()).toBe(GENERIC));
    expect(navigation.calls).toEqual([]);
    expect(ui.input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not mark the username input invalid when a menu choice failed', async () => {
    state.masquerades.set(uc('staff', demoCourse.id), { role: 'student', userName: 'edx' });
    addFault({ method: 'POST', path: '/masquerade', status: 500, times: 1 });
    const { user } = await renderApp(home, { persona: 'staff' });
    await openViewAs(user);
    await user.click(ui.item('Learner'));
    await waitFor(async () => expect(await ui.alertText()).toBe(GENERIC));
    expect(ui.input()).not.toHaveAttribute('aria-invalid');
    expect(ui.input()).not.toHaveAccessibleDescription();
  });
});

describe('when the options cannot be loaded (spec §8)', () => {
  it.each([
    ['a server error', { status: 500 }],
    ['a refusal (success: false)', { body: { success: false } }],
    ['a network failure', { body: 'network' }],
    ['a malformed answer', { body: 'malformed' }],
  ])('logs "Unable to get masquerade options" after %s and offers what it can', async (_name, fault) => {
    addFault({ method: 'GET', path: '/masquerade', ...fault });
    const calls = recordCalls('/masquerade');
    const { user, navigation, logger } = await renderApp(home, { persona: 'staff' });
    await waitFor(() => expect(logger.errors).toContain('Unable to get masquerade options'));
    const toggle = await openViewAs(user);
    expect(toggle).toHaveAccessibleName('View this course as: Staff');
    expect(ui.choices(toggle)).toEqual(['Staff', 'Learner', 'Specific Student...']);
    // The rest of the toolbar is there, and no error is shown to the user.
    expect(screen.getByRole('link', { name: 'Studio' })).toBeInTheDocument();
    expect(await ui.alertText()).toBe('');
    await user.click(ui.item('Learner'));
    await waitFor(() => expect(navigation.calls).toEqual([{ type: 'reload' }]));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ role: 'student' });
  });

  it('still names the learner being viewed, from the course metadata', async () => {
    addFault({ method: 'GET', path: '/masquerade', status: 500 });
    state.masquerades.set(uc('staff', demoCourse.id), { role: 'student', userName: 'edx' });
    await renderApp(home, { persona: 'staff' });
    await waitFor(() => expect(ui.input()).toHaveValue('edx'));
    expect(await ui.viewAs()).toHaveAccessibleName('View this course as: Specific Student...');
  });
});

describe('keyboard', () => {
  it('opens with Arrow Down on the current view, moves with the arrows, and closes with Escape', async () => {
    const { user } = await renderApp(home, { persona: 'staff-as-learner' });
    const toggle = await ui.viewAs();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(ui.item('Learner')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(ui.item('Specific Student...')).toHaveFocus());
    await user.keyboard('{End}');
    await waitFor(() => expect(ui.item('Verified Certificate')).toHaveFocus());
    await user.keyboard('{Home}');
    await waitFor(() => expect(ui.item('Staff')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('"View course in:" (spec §2)', () => {
  it('links the course in Studio and Insights on course-home pages', async () => {
    await renderApp(home, { persona: 'staff', config: { INSIGHTS_BASE_URL: 'http://localhost:18110' } });
    const links = within(await ui.region()).getByRole('navigation', { name: 'View course in:' });
    expect(within(links).getByRole('link', { name: 'Studio' })).toHaveAttribute(
      'href',
      `http://localhost:18010/course/${demoCourse.id}`,
    );
    expect(within(links).getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'href',
      `http://localhost:18110/courses/${demoCourse.id}`,
    );
    expect(within(links).queryByRole('link', { name: 'Legacy experience' })).not.toBeInTheDocument();
  });

  it('links the unit’s container in Studio on a unit, and leaves Insights out when not configured', async () => {
    await renderApp(`/course/${demoCourse.id}/${sequence}/${unit}`, { persona: 'staff' });
    const region = await ui.region();
    expect(within(region).getByRole('link', { name: 'Studio' })).toHaveAttribute(
      'href',
      `http://localhost:18010/container/${unit}`,
    );
    expect(within(region).queryByRole('link', { name: 'Insights' })).not.toBeInTheDocument();
  });

  it('leaves the Studio link out for staff who may not author the course, and keeps the rest (issue 45)', async () => {
    await renderApp(home, {
      persona: 'limited-staff',
      config: { INSIGHTS_BASE_URL: 'http://localhost:18110' },
    });
    const links = within(await ui.region()).getByRole('navigation', { name: 'View course in:' });
    expect(within(links).queryByRole('link', { name: 'Studio' })).not.toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'Insights' })).toBeInTheDocument();
    expect(await ui.viewAs()).toBeInTheDocument();
  });

  it('keeps the Studio link for course staff on the spec’s LMS, which says nothing about authoring', async () => {
    setServerEra('spec');
    await renderApp(home, { persona: 'limited-staff' });
    expect(within(await ui.region()).getByRole('link', { name: 'Studio' })).toBeInTheDocument();
  });

  it('has no links at all when neither tool is configured', async () => {
    await renderApp(home, { persona: 'staff', config: { STUDIO_BASE_URL: '' } });
    const region = await ui.region();
    expect(within(region).queryByText('View course in:')).not.toBeInTheDocument();
    expect(within(region).queryAllByRole('link')).toEqual([]);
  });
});

describe('language (spec §7, §8)', () => {
  it('patches pref-lang as a merge patch for the signed-in user, then reloads', async () => {
    const calls = recordCalls('/api/user/v1/preferences');
    const { user, navigation } = await renderApp(home, { persona: 'staff' });
    const toggle = await ui.language();
    expect(toggle).toHaveAccessibleName('Language: English');
    await user.click(toggle);
    expect(ui.item('English')).toHaveAttribute('aria-current', 'true');
    expect(ui.item('العربية')).toHaveAttribute('lang', 'ar');
    await user.click(ui.item('العربية'));
    await waitFor(() => expect(navigation.calls).toEqual([{ type: 'reload' }]));
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/user/v1/preferences/staff',
        contentType: 'application/merge-patch+json',
        body: { 'pref-lang': 'ar' },
      },
    ]);
    expect(state.preferences.get('staff')).toEqual({ 'pref-lang': 'ar' });
  });

  it('patches the signed-in user’s preference while viewing the course as another learner', async () => {
    state.masquerades.set(uc('staff', demoCourse.id), { role: 'student', userName: 'edx' });
    const calls = recordCalls('/api/user/v1/preferences');
    const { user, navigation } = await renderApp(home, { persona: 'staff' });
    await user.click(await ui.language());
    await user.click(ui.item('Français'));
    await waitFor(() => expect(navigation.calls).toEqual([{ type: 'reload' }]));
    expect(calls.map((c) => c.path)).toEqual(['/api/user/v1/preferences/staff']);
    expect(state.preferences.get('edx')).toBeUndefined();
  });

  it.each([
    ['a server error', { status: 500 }],
    ['a network failure', { body: 'network' }],
  ])('logs a failure to the console only after %s', async (_name, fault) => {
    addFault({ method: 'PATCH', path: '/api/user/v1/preferences', ...fault });
    const { user, navigation, logger } = await renderApp(home, { persona: 'staff' });
    await user.click(await ui.language());
    await user.click(ui.item('Français'));
    await waitFor(() => expect(logger.errors).toContain('Unable to patch user preference'));
    expect(navigation.calls).toEqual([]);
    expect(await ui.alertText()).toBe('');
    expect(screen.queryByRole('alert', { name: /./ })).not.toBeInTheDocument();
    expect(await ui.language()).toHaveAccessibleName('Language: English');
  });

  it('speaks French, and shows French as the language the page is in', async () => {
    const { loadMessages } = await import('@/platform/i18n');
    await renderApp(home, { persona: 'staff', locale: 'fr', messages: await loadMessages('fr') });
    const region = await screen.findByRole('region', { name: 'Outils de l’équipe pédagogique' });
    expect(
      await within(region).findByRole('button', { name: 'Voir ce cours en tant que : Équipe pédagogique' }),
    ).toBeInTheDocument();
    expect(await within(region).findByRole('button', { name: 'Langue : Français' })).toHaveAttribute(
      'lang',
      'fr',
    );
    expect(within(region).getByRole('navigation', { name: 'Voir le cours dans :' })).toBeInTheDocument();
  });

  it.each([
    [
      'says the selector is disabled',
      { path: '/lang_pref/language_selector_is_enabled', body: { language_selector_is_enabled: false } },
    ],
    ['cannot say whether it is enabled', { path: '/lang_pref/language_selector_is_enabled', status: 404 }],
    ['releases no language', { path: '/lang_pref/released_languages', body: { released_languages: [] } }],
    ['cannot list the languages', { path: '/lang_pref/released_languages', status: 500 }],
  ])('offers no language when the LMS %s', async (_name, fault) => {
    addFault(fault);
    const calls = recordCalls('/lang_pref/');
    await renderApp(home, { persona: 'staff' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(await ui.viewAs()).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.path.endsWith('language_selector_is_enabled'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /^Language:/ })).not.toBeInTheDocument();
    if (fault.path.endsWith('is_enabled'))
      expect(calls.map((c) => c.path)).toEqual(['/lang_pref/language_selector_is_enabled']);
  });
});

describe('staff banners (spec §1, §6)', () => {
  it('tells staff viewing as a learner that the course has not started yet', async () => {
    state.masquerades.set(uc('staff', notStartedCourse.id), { role: 'student' });
    await renderApp(`/course/${notStartedCourse.id}/home`, { persona: 'staff' });
    const region = await ui.region();
    expect(
      await within(region).findByText(
        /^This learner does not yet have access to this course\. The course starts on \w{3} \d{1,2}, \d{4}\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('shows no banner to staff viewing the course as staff', async () => {
    await renderApp(`/course/${notStartedCourse.id}/home`, { persona: 'staff' });
    const region = await ui.region();
    await within(region).findByRole('button', { name: /^View this course as:/ });
    expect(within(region).queryByText(/This learner/)).not.toBeInTheDocument();
  });
});

describe('data the page passes in (courseware and outline data)', () => {
  const metadata: CourseMetadata = {
    id: demoCourse.id,
    courseId: demoCourse.id,
    title: demoCourse.title,
    number: demoCourse.number,
    org: demoCourse.org,
    start: '2020-01-01T00:00:00Z',
    isEnrolled: true,
    isSelfPaced: true,
    isStaff: false,
    originalUserIsStaff: true,
    isMasquerading: true,
    username: 'edx',
    userTimezone: 'UTC',
    canViewCertificate: true,
    canLoadCourseware: true,
    lmsHasLegacyPages: true,
    discussionSidebar: false,
    mayAuthor: true,
    celebrations: {
      firstSection: false,
      streakLengthToCelebrate: null,
      streakDiscountEnabled: false,
      weeklyGoal: false,
    },
    courseAccess: {
      hasAccess: true,
      errorCode: null,
      developerMessage: null,
      userMessage: null,
      additionalContextUserMessage: null,
    },
    tabs: [],
    verifiedMode: null,
  };

  async function renderToolbar(props: Partial<Parameters<typeof InstructorToolbar>[0]>) {
    await renderWithProviders(<InstructorToolbar metadata={metadata} unitId={unit} {...props} />, {
      persona: 'staff',
    });
    return ui.region();
  }

  it('links the unit’s legacy experience when the LMS allows it', async () => {
    const legacy = lmsUrl(`/courses/${demoCourse.id}/jump_to/${unit}?experience=legacy`);
    const region = await renderToolbar({ legacyUnitUrl: legacy, canViewLegacyCourseware: true });
    expect(within(region).getByRole('link', { name: 'Legacy experience' })).toHaveAttribute('href', legacy);
  });

  it.each([
    ['a javascript: address', 'javascript:alert(document.domain)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['on another site', 'https://evil.example/jump_to/x?experience=legacy'],
    ['protocol-relative', '//evil.example/jump_to/x?experience=legacy'],
  ])('gives no legacy link when the unit’s legacy address is %s', async (_name, address) => {
    const region = await renderToolbar({ legacyUnitUrl: address, canViewLegacyCourseware: true });
    expect(within(region).getByRole('link', { name: 'Studio' })).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Legacy experience' })).not.toBeInTheDocument();
  });

  it('tells staff that the learner’s access has expired', async () => {
    const region = await renderToolbar({
      accessExpiration: { expirationDate: '2025-03-01T00:00:00Z', masqueradingExpiredCourse: true },
    });
    expect(
      within(region).getByText(
        'This learner no longer has access to this course. Their access expired on Mar 1, 2025.',
      ),
    ).toBeInTheDocument();
  });
});
