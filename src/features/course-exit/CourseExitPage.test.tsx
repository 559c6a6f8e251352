import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import {
  certificateReadyCourse,
  certificateRequestCourse,
  certificateSoonCourse,
  certificateVerifyCourse,
  notPassingCourse,
} from '@test/mock-lms/courses/courseHome';
import { lmsUrl } from '@test/mock-lms/env';
import { addFault } from '@test/mock-lms/faults';
import { trackingLog } from '@test/mock-lms/handlers';
import { mockLms } from '@test/mock-lms/node';
import { courseHomeState } from '@test/mock-lms/wire/courseHomeTabs';
import { renderApp } from '@test/render';

const DISCOVERY = { DISCOVERY_API_BASE_URL: lmsUrl('/discovery'), SEARCH_CATALOG_URL: lmsUrl('/courses') };
const end = (courseId: string) => `/course/${courseId}/course-end`;
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

/** The celebration's certificate block: the section its heading names. */
const certificateBlock = () =>
  document.querySelector<HTMLElement>('section[aria-labelledby="course-exit-certificate-heading"]')!;

describe('course exit page', () => {
  it('celebrates a learner with a certificate: share, certificate, program banner, recommendations', async () => {
    const app = await renderApp(end(certificateReadyCourse.id), { persona: 'verified', config: DISCOVERY });
    await heading('Congratulations!');
    expect(screen.getByText('You have completed your course.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Congratulations! | Certificate Ready | edX'));

    // Share: LinkedIn, Facebook and email (Twitter is not configured here), each with its utm source.
    const share = screen.getByText('Share your success on social media or email.').parentElement!;
    const links = within(share).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Share on LinkedIn',
      'Share on Facebook',
      'Share by email',
    ]);
    expect(decodeURIComponent(links[0]!.getAttribute('href')!)).toContain(
      'https://www.example.org/course/certificate-ready?utm_medium=social&utm_source=linkedin',
    );

    const block = certificateBlock();
    expect(
      within(block).getByRole('heading', { name: 'Your certificate is available!' }),
    ).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'View my certificate' })).toHaveAttribute(
      'href',
      lmsUrl('/certificates/0b6a1e2c3d4f4a5b8c9d0e1f2a3b4c5d'),
    );
    expect(within(block).getByRole('link', { name: 'Add to LinkedIn profile' })).toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: 'Download my certificate' })).not.toBeInTheDocument();

    // Only the finished program of a celebrated type gets a banner, named by its first line.
    const banners = screen.getAllByRole('group', { name: /^You have completed the last course in / });
    expect(banners).toHaveLength(1);
    expect(banners[0]).toHaveAccessibleName('You have completed the last course in Data Skills XSeries!');
    expect(within(banners[0]!).getByRole('link', { name: 'View program' })).toBeInTheDocument();

    // Recommendations: this course's own entry and the demo course (the learner is enrolled) are left out;
    // three cards per page, titles cut to 70 characters, owners to 40.
    await screen.findByRole('heading', { name: 'Keep building your skills with these courses!' });
    const cards = () =>
      within(screen.getByRole('heading', { name: /Keep building/ }).parentElement!).getAllByRole('listitem');
    expect(cards()).toHaveLength(3);
    const geo = cards()[2]!;
    const cut = within(geo).getByRole('link').textContent;
    expect(cut.length).toBeLessThanOrEqual(70);
    expect(cut.endsWith('…')).toBe(true);
    expect(geo).toHaveTextContent('Course');
    expect(within(geo).getByText(/^edX, MITx/).textContent.length).toBeLessThanOrEqual(40);
    await app.user.click(screen.getByRole('button', { name: 'More courses' }));
    expect(cards().map((c) => within(c).getByRole('link').textContent)).toEqual(['Statistics in Practice']);
    expect(screen.queryByText('Demonstration Course')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore more courses' })).toHaveAttribute(
      'href',
      lmsUrl('/courses'),
    );

    // A card click is logged, then the browser leaves after the spec's 200 ms.
    await app.user.click(within(cards()[0]!).getByRole('link'));
    expect(app.navigation.calls).toEqual([]);
    await waitFor(() =>
      expect(app.navigation.calls).toEqual([
        { type: 'assign', url: 'https://www.example.org/course/edx-statsx' },
      ]),
    );
    await waitFor(() =>
      expect(trackingLog().map((e) => e.eventType)).toEqual(
        expect.arrayContaining([
          'edx.ui.lms.course_exit.visited',
          'edx.ui.lms.course_exit.recommendation.clicked',
        ]),
      ),
    );
  });

  it('neither links nor follows a recommendation whose catalogue address is javascript: or data:', async () => {
    // The discovery answer in its wire format, with two hostile marketing addresses beside a good one.
    const recommendation = (n: number, title: string, marketingUrl: string) => ({
      key: `HostileX+C${n}`,
      uuid: `00000000-0000-4000-8000-00000000000${n}`,
      title,
      owners: [{ key: 'HostileX', name: 'HostileX', logo_image_url: null }],
      image: { src: lmsUrl('/static/course-1.svg'), description: null, height: null, width: null },
      short_description: null,
      marketing_url: marketingUrl,
      course_run_keys: [`course-v1:HostileX+C${n}+2030`],
    });
    mockLms.use(
      http.get(lmsUrl('/discovery/api/v1/course_recommendations/:courseKey'), () =>
        HttpResponse.json({
          uuid: 'catalog-hostile',
          recommendations: [
            recommendation(1, 'Scripted Course', 'javascript:alert(document.domain)'),
            recommendation(2, 'Data Course', 'data:text/html,<script>alert(1)</script>'),
            recommendation(3, 'Honest Course', 'https://www.example.org/course/honest'),
          ],
        }),
      ),
    );
    const app = await renderApp(end(certificateReadyCourse.id), { persona: 'verified', config: DISCOVERY });
    await heading('Congratulations!');
    await screen.findByRole('heading', { name: 'Keep building your skills with these courses!' });

    expect(screen.getByRole('link', { name: 'Honest Course' })).toHaveAttribute(
      'href',
      'https://www.example.org/course/honest',
    );
    for (const title of ['Scripted Course', 'Data Course']) {
      expect(screen.queryByRole('link', { name: title })).not.toBeInTheDocument();
      const text = screen.getByText(title);
      expect(text.closest('a')).toBeNull();
      await app.user.click(text);
    }
    // Past the 200 ms a followed card waits: the browser was sent nowhere.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.navigation.calls).toEqual([]);
  });

  it('a failed recommendation call is logged and the catalogue search is suggested instead', async () => {
    addFault({ path: '/discovery/api/v1/course_recommendations', status: 500 });
    const app = await renderApp(end(certificateReadyCourse.id), { persona: 'verified', config: DISCOVERY });
    await heading('Congratulations!');
    const suggestion = await screen.findByText(/^Looking for your next course\?/);
    expect(within(suggestion).getByRole('link', { name: 'Search the course catalog' })).toHaveAttribute(
      'href',
      lmsUrl('/courses'),
    );
    expect(screen.queryByText('Keep building your skills with these courses!')).not.toBeInTheDocument();
    expect(app.logger.errors.length).toBeGreaterThan(0);
  });

  it('without a discovery service no call is made and the catalogue is suggested', async () => {
    await renderApp(end(certificateReadyCourse.id), {
      persona: 'verified',
      config: { SEARCH_CATALOG_URL: lmsUrl('/courses') },
    });
    await heading('Congratulations!');
    expect(await screen.findByText(/^Looking for your next course\?/)).toBeInTheDocument();
  });

  it('earned but not available: the end and availability dates', async () => {
    await renderApp(end(certificateSoonCourse.id), { persona: 'verified' });
    await heading('Congratulations!');
    const block = certificateBlock();
    expect(block).toHaveTextContent('Your grade and certificate will be ready soon!');
    // Day, short month and year (spec §5), as everywhere else: "This course ends on Dec 3, 2026." in English
    expect(block).toHaveTextContent(
      /This course ends on [A-Z][a-z]{2} \d{1,2}, \d{4}\. Final grades and any earned certificates/,
    );
  });

  it('requesting: the request posts, then says it was received; a failure says so and can retry', async () => {
    addFault({ path: '/generate_user_cert', status: 500, times: 1 });
    const app = await renderApp(end(certificateRequestCourse.id), { persona: 'verified' });
    await heading('Congratulations!');
    expect(screen.getByText('Congratulations, you qualified for a certificate!')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Request certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your certificate could not be requested.');
    await app.user.click(screen.getByRole('button', { name: 'Request certificate' }));
    expect(
      await screen.findByText(/Your certificate request has been received\./, {}, { timeout: 4000 }),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Request certificate' })).not.toBeInTheDocument();
  });

  it('unverified: the verify-ID button', async () => {
    await renderApp(end(certificateVerifyCourse.id), { persona: 'verified' });
    await heading('Congratulations!');
    expect(
      screen.getByText('You must complete verification to receive your certificate.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify ID now' })).toHaveAttribute(
      'href',
      lmsUrl('/verify_student/verify-now/'),
    );
  });

  it('not passing: the end of the course with the grades button and the dashboard', async () => {
    await renderApp(end(notPassingCourse.id), { persona: 'verified' });
    await heading('You’ve reached the end of the course!');
    await waitFor(() => expect(document.title).toBe('End of Course | Ended, Not Passing | edX'));
    expect(
      screen.getByText(/Unfortunately, you are not currently eligible for a certificate/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View grades' })).toHaveAttribute(
      'href',
      `/course/${notPassingCourse.id}/progress`,
    );
    expect(screen.getByRole('link', { name: 'View my courses' })).toHaveAttribute(
      'href',
      lmsUrl('/dashboard'),
    );
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', lmsUrl('/dashboard'));
  });

  it('scheduled content and not passing: more content is coming, with the schedule; audit learners stop goal reminders', async () => {
    const app = await renderApp(end(demoCourse.id), { persona: 'audit' });
    await heading('More content is coming soon!');
    expect(screen.getByRole('link', { name: 'View course schedule' })).toHaveAttribute(
      'href',
      `/course/${demoCourse.id}/dates`,
    );
    // Audit, goal data, not masquerading: reminders are switched off once.
    await waitFor(() => expect(courseHomeState().reminders.get(`edx|${demoCourse.id}`)).toBe(false));
    expect(app.logger.errors).toEqual([]);
  });

  it('a verified learner keeps goal reminders', async () => {
    await renderApp(end(demoCourse.id), { persona: 'verified' });
    await heading(/More content is coming soon!|You’ve reached the end of the course!/);
    expect(courseHomeState().reminders.get(`verified_learner|${demoCourse.id}`)).toBeUndefined();
  });

  it('state 0 (staff, not enrolled) goes back to the course', async () => {
    const app = await renderApp(end(certificateReadyCourse.id), { persona: 'staff' });
    await waitFor(() => expect(app.location().pathname).not.toBe(end(certificateReadyCourse.id)), {
      timeout: 8000,
    });
    expect(app.location().pathname.startsWith(`/course/${certificateReadyCourse.id}`)).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Congratulations!' })).not.toBeInTheDocument();
  });

  it('a failed course call shows the error with a retry', async () => {
    // Twice: the client's own retry of the read fails too.
    addFault({ path: `/api/courseware/course/${certificateReadyCourse.id}`, status: 500, times: 2 });
    const app = await renderApp(end(certificateReadyCourse.id), { persona: 'verified' });
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 }));
    await heading('Congratulations!');
  });
});
