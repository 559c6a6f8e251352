import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { renderApp } from '@test/render';

const home = `/course/${demoCourse.id}/home`;

describe('course frame', () => {
  it('shows the course in the header, the tabs and the page title for a learner', async () => {
    await renderApp(home, { persona: 'verified' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Demonstration Course')).toBeInTheDocument();
    expect(within(banner).getByText('edX DemoX')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Course' });
    expect(within(tabs).getByRole('link', { name: 'Course' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Course | Demonstration Course | edX'));
  });
});
