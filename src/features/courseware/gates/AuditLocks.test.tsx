import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAuditProgramme } from '@/platform/experiments';
import { pinClock } from '@test/mock-lms/clock';
import { blockId } from '@test/mock-lms/courses/model';
import { upgradeCourse } from '@test/mock-lms/courses/upgrade';
import { resetState } from '@test/mock-lms/state';
import { renderApp } from '@test/render';
import { unitFrameOrNull, unitHeading } from '@test/unitPage';

const C = upgradeCourse.id;
const seq = (name: string) => blockId(upgradeCourse, 'sequential', name);
const unit = (name: string) => blockId(upgradeCourse, 'vertical', name);
const at = (sequence: string, unitName: string) => `/course/${C}/${seq(sequence)}/${unit(unitName)}`;
const NOW = Date.parse('2030-05-01T12:00:00Z');

function pinServerClock() {
  pinClock(NOW);
  resetState();
}

/** Switches the audit-access programme on as a site script does (Open edX's MM-P2P experiment). */
function enableProgramme(deadline: string, open: string[]) {
  const w = window as unknown as Record<string, (deadline?: string, sequences?: string[]) => void>;
  act(() => w.experiment__mmp2p_course_enable?.(deadline, open));
}

afterEach(() => resetAuditProgramme());

const frame = unitFrameOrNull;

describe('audit locks (spec §4)', () => {
  it('graded lock: the paywall above gated graded content, with the upgrade; the content still loads', async () => {
    pinServerClock();
    const track = vi.fn();
    const { user } = await renderApp(at('graded_homework', 'graded_homework_unit_1'), {
      persona: 'audit-8-days',
      beforeRender: (platform) => {
        platform.analytics.sendTrackEvent = track;
      },
    });
    await unitHeading('Homework problems');
    const paywall = (
      await screen.findByRole('heading', { name: 'Graded assignments are locked' }, { timeout: 8000 })
    ).closest('section')!;
    const upgrade = within(paywall).getByRole('link', { name: 'Upgrade for $149' });
    expect(upgrade).toHaveAttribute('href', expect.stringContaining('sku=UPGRADE149'));
    expect(frame()).not.toBeNull();
    upgrade.addEventListener('click', (event) => event.preventDefault());
    await user.click(upgrade);
    expect(track).toHaveBeenCalledWith(
      'edx.bi.ecommerce.upsell_links_clicked',
      expect.objectContaining({ linkName: 'in_course_audit_lock', pageName: 'in_course' }),
    );
  });

  it('no lock for a verified learner', async () => {
    pinServerClock();
    await renderApp(at('graded_homework', 'graded_homework_unit_1'), { persona: 'verified' });
    await unitHeading('Homework problems');
    expect(frame()).not.toBeNull();
    expect(screen.queryByRole('heading', { name: /locked|Verified Track Access/ })).not.toBeInTheDocument();
  });

  it('verified lock: outside the programme’s sequences the content is blocked, with the upgrade', async () => {
    pinServerClock();
    await renderApp(at('reading', 'reading_unit_1'), { persona: 'audit-8-days' });
    await unitHeading('The first reading');
    expect(frame()).not.toBeNull();
    enableProgramme('2030-06-01T00:00:00Z', [seq('welcome'), seq('how_it_works')]);
    const lock = (
      await screen.findByRole('heading', { name: 'Verified Track Access' }, { timeout: 8000 })
    ).closest('section')!;
    expect(within(lock).getByRole('link', { name: 'Upgrade for $149' })).toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the lock unit tab: the tabs of a sequence under the verified lock show the lock; open ones do not', async () => {
    pinServerClock();
    // The spec's layout: the lock unit tab (spec §4) is its unit tabs' (today's layout has none).
    await renderApp(at('how_it_works', 'how_it_works_unit_1'), { persona: 'audit-8-days', layout: 'spec' });
    await unitHeading('Audit and verified tracks');
    const units = () => screen.getByRole('list', { name: 'Units of this sequence' });
    const tab = (name: string) => within(units()).getByRole('link', { name });
    expect(tab('Audit and verified tracks')).not.toHaveAccessibleDescription(/Locked/);

    enableProgramme('2030-06-01T00:00:00Z', [seq('welcome')]);
    for (const name of ['Audit and verified tracks', 'Practice question']) {
      expect(tab(name)).toHaveAccessibleDescription('Locked: verified track only');
      expect(tab(name)).toHaveClass('locked');
    }
    // The narrow screens' unit menu says it too.
    expect(
      screen.getAllByText('Locked: verified track only', { selector: '.unit-menu .visually-hidden' }),
    ).toHaveLength(2);

    // This sequence opened to audit learners: no lock.
    enableProgramme('2030-06-01T00:00:00Z', [seq('welcome'), seq('how_it_works')]);
    expect(tab('Practice question')).not.toHaveAccessibleDescription(/Locked/);
    expect(screen.queryByText('Locked: verified track only')).not.toBeInTheDocument();
  });

  it('modal lock: after the programme’s deadline a blocking dialog that cannot be dismissed', async () => {
    pinServerClock();
    const { user } = await renderApp(at('reading', 'reading_unit_1'), { persona: 'audit-8-days' });
    await unitHeading('The first reading');
    enableProgramme('2030-04-30T00:00:00Z', [seq('welcome')]);
    const dialog = await screen.findByRole('dialog', { name: 'Deadline to access full course has passed' });
    expect(within(dialog).getByText('What does the Verified Track get you?')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Explore more courses' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Deadline to access full course has passed' })).toBeVisible();
    expect(frame()).toBeNull();
  });

  it('a sequence open in the programme shows its ungraded content after the deadline too', async () => {
    pinServerClock();
    await renderApp(at('welcome', 'welcome_unit_1'), { persona: 'audit-8-days' });
    await unitHeading('Welcome to the course');
    enableProgramme('2030-04-30T00:00:00Z', [seq('welcome')]);
    expect(frame()).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
