import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import lockFill from 'bootstrap-icons/icons/lock-fill.svg?raw';
import { findIcon } from '@test/icons';
import { renderWithProviders } from '@test/render';
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

const renderTab = (showCompletion: boolean, change: Partial<Unit> = {}, locked = false) =>
  renderWithProviders(
    <ul>
      <UnitTab
        unit={{ ...unit, ...change }}
        active={false}
        showCompletion={showCompletion}
        locked={locked}
        to="/x"
        onSelect={() => undefined}
      />
    </ul>,
  );

describe('unit tab', () => {
  it('names the unit and marks completion when the sequence shows completion', async () => {
    await renderTab(true);
    expect(screen.getByRole('link', { name: 'Reading', description: 'Completed' })).toHaveClass('complete');
  });

  it('shows no completion mark when showCompletion is false', async () => {
    await renderTab(false);
    const tab = screen.getByRole('link', { name: 'Reading' });
    expect(tab).not.toHaveClass('complete');
    expect(tab).not.toHaveAttribute('aria-describedby');
  });

  it('marks a bookmarked unit', async () => {
    await renderTab(false, { bookmarked: true });
    expect(screen.getByRole('link', { name: 'Reading', description: 'Bookmarked' })).toBeInTheDocument();
  });

  it('shows the lock in place of the type’s icon when an audit lock blocks the unit, and says so', async () => {
    const { container } = await renderTab(true, { contentType: 'video' }, true);
    const tab = screen.getByRole('link', {
      name: 'Reading',
      description: 'Locked: verified track only, Completed',
    });
    expect(tab).toHaveClass('locked');
    const icon = container.querySelector('.unit-tab svg');
    expect(icon).not.toBeNull();
    expect(findIcon(container.querySelector('.unit-tab')!, lockFill)).toBe(icon);
  });

  it('shows the type’s icon and no lock otherwise', async () => {
    const { container } = await renderTab(false, { contentType: 'video' });
    expect(screen.getByRole('link', { name: 'Reading' })).not.toHaveClass('locked');
    expect(container.querySelector('.unit-tab svg')).not.toBeNull();
    expect(findIcon(container.querySelector('.unit-tab')!, lockFill)).toBeNull();
  });
});
