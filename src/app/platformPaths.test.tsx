import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { lmsUrl } from '@test/mock-lms/env';
import { mockLms } from '@test/mock-lms/node';
import { PREFERENCES_TOKEN } from '@test/mock-lms/handlers/platform';
import { renderApp, renderWithProviders } from '@test/render';
import { AppRoutes } from '@/app/routes';

/** Every path the platform links into the app (conventions §8.8, issue 16) routes to its screen. */
const PLATFORM = 'course-v1:edX+Platform+2025';
const DEMO = 'course-v1:edX+DemoX+Demo_Course';
const SEQ = `block-v1:edX+Platform+2025+type@sequential+block@first_steps`;
const UNIT = `block-v1:edX+Platform+2025+type@vertical+block@first_steps_unit_2`;
const DISCUSSIONS = { DISCUSSIONS_MFE_BASE_URL: lmsUrl('/discussions-app') };
const slow = { timeout: 8000 };

function post(frame: HTMLIFrameElement, origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
}

describe('the discussion tab', () => {
  it('frames the discussions app at its path, as the current tab, titled after it', async () => {
    await renderApp(`/course/${PLATFORM}/discussion/forum/`, { config: DISCUSSIONS });
    const frame = await screen.findByTitle('Course discussions', undefined, slow);
    expect(frame).toHaveAttribute('src', lmsUrl(`/discussions-app/${PLATFORM}/forum/`));
    expect(screen.getByRole('link', { name: 'Discussion' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Discussion | Platform Paths | edX'));
  });

  it('follows the app’s navigation and height only from the discussions origin and its own frame', async () => {
    const { location } = await renderApp(`/course/${PLATFORM}/discussion/forum`, { config: DISCUSSIONS });
    const frame = await screen.findByTitle<HTMLIFrameElement>('Course discussions', undefined, slow);
    const navigate = { type: 'discussions.navigate', payload: { path: 'posts/42' } };
    post(frame, 'http://evil.example.com', navigate);
    post(frame, new URL(lmsUrl('/')).origin, { type: 'discussions.navigate', payload: { path: '../../x' } });
    expect(location().pathname).toBe(`/course/${PLATFORM}/discussion/forum`);
    post(frame, new URL(lmsUrl('/')).origin, navigate);
    await waitFor(() => expect(location().pathname).toBe(`/course/${PLATFORM}/discussion/posts/42`));
    post(frame, new URL(lmsUrl('/')).origin, { type: 'plugin.resize', payload: { height: 1234 } });
    expect(frame.style.height).toBe('1234px');
    // The frame keeps its own page: the address follows the app, not the other way round.
    expect(frame).toHaveAttribute('src', lmsUrl(`/discussions-app/${PLATFORM}/forum`));
  });

  it('points to the LMS forum when the site has no discussions app', async () => {
    await renderApp(`/course/${PLATFORM}/discussion`);
    expect(
      await screen.findByText('Discussions are not available in this view.', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the course discussions' })).toHaveAttribute(
      'href',
      lmsUrl(`/courses/${PLATFORM}/discussion/forum/`),
    );
  });
});

describe('the live tab', () => {
  it('launches the live provider in its frame: the LMS’s form submitted once by the app, none of its scripts or handlers', async () => {
    const submits: HTMLFormElement[] = [];
    // jsdom does not navigate; the form the app submits is what matters.
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submits.push(this);
    });
    // Under StrictMode, as `npm run dev` runs it: React's doubled effects must not launch twice (the
    // launch's nonce is good once).
    await renderWithProviders(
      <StrictMode>
        <AppRoutes />
      </StrictMode>,
      { path: `/course/${PLATFORM}/live` },
    );
    const frame = await screen.findByTitle<HTMLIFrameElement>('Live session', undefined, slow);
    await waitFor(() => expect(submits).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(submits).toHaveLength(1);
    const form = submits[0]!;
    expect(form.target).toBe(frame.name);
    expect(form.method).toBe('post');
    expect(form.action).toBe(lmsUrl(`/live-app/${PLATFORM}`));
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toMatchObject({
      lti_message_type: 'basic-lti-launch-request',
      user_id: 'verified_learner',
      context_id: PLATFORM,
      context_title: 'Platform Paths <live> onward="now" & more',
    });
    expect(frame).not.toHaveAttribute('src');
    expect(frame).not.toHaveAttribute('srcdoc');
    expect(frame).not.toHaveAttribute('onload');
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a frame document that is not a launch sandboxed, with no scripts', async () => {
    mockLms.use(
      http.get(lmsUrl('/api/course_live/iframe/:courseId/'), () =>
        HttpResponse.json({
          iframe: `<iframe srcdoc="<p>Starts at noon</p><script>parent.x=1</script>"></iframe>`,
        }),
      ),
    );
    await renderApp(`/course/${PLATFORM}/live`);
    const frame = await screen.findByTitle('Live session', undefined, slow);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Starts at noon</p><script>parent.x=1</script>');
    expect(document.querySelector('main form')).toBeNull();
  });

  it('says so when the course has no live session', async () => {
    await renderApp(`/course/${DEMO}/live`);
    expect(await screen.findByText('This course has no live session.', undefined, slow)).toBeInTheDocument();
  });
});

describe('the notification-preferences unsubscribe page', () => {
  it('unsubscribes by the email’s token, and offers the preferences page', async () => {
    await renderApp(`/preferences-unsubscribe/${PREFERENCES_TOKEN}`, { persona: null });
    expect(await screen.findByRole('heading', { name: 'Unsubscribe successful' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'preferences page' })).toHaveAttribute(
      'href',
      lmsUrl('/account/settings#notifications'),
    );
    await waitFor(() => expect(document.title).toBe('Notification emails | edX'));
  });

  it('reports an expired token (with the older links’ patch segment too)', async () => {
    await renderApp('/preferences-unsubscribe/expired/eyJwYXRjaCI6MX0');
    expect(
      await screen.findByRole('heading', { name: 'Error unsubscribing from preference' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid Url or token expired')).toBeInTheDocument();
  });
});

describe('the access-denied page', () => {
  it('says the learner may not open the course, in the LMS’s words', async () => {
    await renderApp(`/course/${PLATFORM}/access-denied`, { persona: 'unenrolled' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this course' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('You must be enrolled in the course to see course content.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      lmsUrl('/dashboard'),
    );
  });

  it('sends a learner who has access on to the course home', async () => {
    const { location } = await renderApp(`/course/${PLATFORM}/access-denied`);
    await waitFor(() => expect(location().pathname).toBe(`/course/${PLATFORM}/home`), slow);
  });
});

describe('paths that are not pages of their own', () => {
  it('shows Studio’s preview of a unit in place (src/features/courseware/preview has its own tests)', async () => {
    const path = `/preview/course/${PLATFORM}/${SEQ}/${UNIT}`;
    const { location } = await renderApp(`${path}?x=1`, { persona: 'staff' });
    expect(await screen.findByRole('note', { name: 'Draft preview' }, slow)).toBeInTheDocument();
    expect(location().pathname).toBe(path);
    expect(location().search).toBe('?x=1');
  });

  it('takes /redirect/home to the course home', async () => {
    const { location } = await renderApp(`/redirect/home/${PLATFORM}`);
    await waitFor(() => expect(location().pathname).toBe(`/course/${PLATFORM}/home`));
  });

  it.each([
    `/course/${PLATFORM}/wiki`,
    `/course/${PLATFORM}/forum/unit`,
    `/course/${PLATFORM}/${SEQ}/not-a-unit`,
    `/preview/course/${PLATFORM}/not-a-sequence`,
  ])('shows "not found" for %s, never the first unit', async (path) => {
    const { location } = await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(location().pathname).toBe(path);
  });
});
