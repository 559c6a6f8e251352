import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Unit } from '@/lms/courseware/types';
import { UnitTab } from './SequenceNavigation';

const unit: Unit = {
  id: 'u1',
  sequenceId: 'q1',
  bookmarked: false,
  bookmarkedUpdateState: null,
  complete: true,
  title: 'Reading',
  contentType: 'other',
  graded: false,
  containsContentTypeGatedContent: false,
  legacyWebUrl: null,
  userNeedsIntegritySignature: false,
};

const renderTab = (showCompletion: boolean, change: Partial<Unit> = {}) =>
  render(
    <IntlProvider locale="en">
      <MemoryRouter>
        <ul>
          <UnitTab
            unit={{ ...unit, ...change }}
            active={false}
            showCompletion={showCompletion}
            to="/x"
            onSelect={() => undefined}
          />
        </ul>
      </MemoryRouter>
    </IntlProvider>,
  );

describe('unit tab', () => {
  it('names the unit and marks completion when the sequence shows completion', () => {
    renderTab(true);
    expect(screen.getByRole('link', { name: 'Reading', description: 'Completed' })).toHaveClass('complete');
  });

  it('shows no completion mark when showCompletion is false', () => {
    renderTab(false);
    const tab = screen.getByRole('link', { name: 'Reading' });
    expect(tab).not.toHaveClass('complete');
    expect(tab).not.toHaveAttribute('aria-describedby');
  });

  it('marks a bookmarked unit', () => {
    renderTab(false, { bookmarked: true });
    expect(screen.getByRole('link', { name: 'Reading', description: 'Bookmarked' })).toBeInTheDocument();
  });
});
