import { screen } from '@testing-library/react';

/*
 * The states every course page shares (src/components/TabStates.tsx, the course frame), as screen tests
 * find them.
 */

/** A course page whose data did not load: its heading says so (the mock LMS answers within 8 s). */
export const courseLoadFailure = () =>
  screen.findByRole('heading', { name: 'There was an error loading this course.' }, { timeout: 8000 });

/** The failure's button that asks again. */
export const tryAgainButton = () => screen.getByRole('button', { name: 'Try again' });
