import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lmsUrl } from '@test/mock-lms/env';
import { recordRequests } from '@test/mock-lms/requests';
import { C, renderPiece } from '@test/coursewarePieces';
import { usePostEventMutation } from './postEvent';

function PostEventButton() {
  const [post] = usePostEventMutation();
  return (
    <button
      type="button"
      onClick={() =>
        void post({
          url: lmsUrl('/api/course_experience/v1/reset_course_deadlines'),
          courseId: C,
          researchEventData: { location: 'sequence-due-dates-banner' },
        })
      }
    >
      post
    </button>
  );
}

describe('calls to action after an event post', () => {
  it('posts course_key and the research data as received, then shows the header, link and link text', async () => {
    const posts = recordRequests((url) => url.pathname.includes('reset_course_deadlines'));
    const { user } = await renderPiece(<PostEventButton />);
    await user.click(screen.getByRole('button', { name: 'post' }));
    const toast = await screen.findByText(
      'Your due dates have been successfully shifted to help you stay on track.',
    );
    expect(toast).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all dates' }).getAttribute('href')).toMatch(
      `/course/${C}/dates`,
    );
    await waitFor(() =>
      expect(posts.map(({ body }) => body)).toEqual([
        { course_key: C, research_event_data: { location: 'sequence-due-dates-banner' } },
      ]),
    );
  });
});
