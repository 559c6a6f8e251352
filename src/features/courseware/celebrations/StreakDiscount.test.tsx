import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pinClock } from '@test/mock-lms/clock';
import { blockId } from '@test/mock-lms/courses/model';
import { upgradeCourse } from '@test/mock-lms/courses/upgrade';
import { resetState } from '@test/mock-lms/state';
import { renderApp } from '@test/render';

const C = upgradeCourse.id;
const WELCOME = `/course/${C}/${blockId(upgradeCourse, 'sequential', 'welcome')}/${blockId(upgradeCourse, 'vertical', 'welcome_unit_1')}`;

function pinServerClock() {
  pinClock(Date.parse('2030-05-01T12:00:00Z'));
  resetState();
}

describe('the streak discount (spec §9)', () => {
  it('offers 15 % off in the streak celebration: price × 0.85, ending in 14 days, with the coupon code', async () => {
    pinServerClock();
    const track = vi.fn();
    const { user } = await renderApp(WELCOME, {
      persona: 'audit-streak',
      beforeRender: (platform) => {
        platform.analytics.sendTrackEvent = track;
      },
    });
    const dialog = await screen.findByRole('dialog', { name: '3 day streak' }, { timeout: 8000 });
    expect(dialog).toHaveTextContent(
      'Congratulations! You’ve unlocked a 15% off discount when you upgrade this course for a limited time only.',
    );
    expect(within(dialog).getByText('Ends in 14 days, on May 15, 2030.')).toBeInTheDocument();
    const upgrade = within(dialog).getByRole('link', {
      name: 'Upgrade for Original price: $149 Discounted price: $126.65',
    });
    expect(upgrade).toHaveAttribute('href', expect.stringMatching(/[?&]code=ZGY11119949$/));
    expect(upgrade).toHaveAttribute('href', expect.stringContaining('sku=UPGRADE149'));
    upgrade.addEventListener('click', (event) => event.preventDefault());
    await user.click(upgrade);
    expect(track).toHaveBeenCalledWith(
      'edx.bi.ecommerce.upsell_links_clicked',
      expect.objectContaining({ linkName: 'streak_celebration', courserun_key: C }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '3 day streak' })).not.toBeInTheDocument(),
    );
  });

  it('formats the discounted price for the active locale', async () => {
    pinServerClock();
    await renderApp(WELCOME, { persona: 'audit-streak', locale: 'fr' });
    const dialog = await screen.findByRole('dialog', { name: '3 day streak' }, { timeout: 8000 });
    expect(within(dialog).getByRole('link', { name: /^Upgrade for/ })).toHaveTextContent(/126,65\s\$/);
  });
});
