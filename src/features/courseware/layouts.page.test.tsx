import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/components/plugin-slot/render';
import { DIRECT_PLUGIN, PLUGIN_OPERATIONS } from '@/components/plugin-slot/types';
import { testConfig } from '@test/render';
import { demoCourse } from '@test/mock-lms/courses';
import { setServerEra } from '@test/mock-lms/era';
import { renderApp } from '@test/render';
import { unitHeading } from '@test/unitPage';

/**
 * The courseware's two layouts (decision 0023): today's learning app (Previous and Next beside the unit's
 * title, no unit tabs or breadcrumbs unless an operator inserts them) and the spec's; COURSEWARE_LAYOUT
 * chooses, and unset, the LMS's era does. The key itself is set here (config), where the other screen tests
 * leave it to the era (today's) and pin the spec's with renderApp's `layout` option where they test it.
 */
const C = demoCourse.id;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');
const unit = (n: number) => demo('vertical', `basic_questions_unit_${n}`);
const PAGE = `/course/${C}/${BASIC}/${unit(2)}`;

const sequenceNav = () => screen.queryByRole('navigation', { name: 'Sequence navigation' });
const breadcrumbs = () => screen.queryByRole('navigation', { name: 'Course location' });
const titleRow = () => document.querySelector<HTMLElement>('.unit-header .top-unit-navigation');

/** Renders the page with COURSEWARE_LAYOUT as given (undefined: unset, the era decides). */
const open = (layout: string | undefined, config: Record<string, unknown> = {}) =>
  renderApp(PAGE, { persona: 'verified', config: { COURSEWARE_LAYOUT: layout, ...config } });

/** The spec's layout is on screen once the outline has come: unit tabs and the breadcrumbs. */
async function expectSpecLayout() {
  await unitHeading('Numerical input');
  expect(sequenceNav()).toBeInTheDocument();
  expect(within(sequenceNav()!).getByRole('list', { name: 'Units of this sequence' })).toBeInTheDocument();
  await waitFor(() => expect(breadcrumbs()).toBeInTheDocument());
  expect(titleRow()).toBeNull();
}

async function expectTodaysLayout() {
  const heading = await unitHeading('Numerical input');
  const row = titleRow();
  expect(row).not.toBeNull();
  // Beside the title, in its row (the unit title slot's default content).
  expect(heading.closest('.unit-header')).toBe(row!.closest('.unit-header'));
  expect(within(row!).getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    `/course/${C}/${BASIC}/${unit(1)}`,
  );
  expect(within(row!).getByRole('link', { name: 'Next' })).toHaveAttribute(
    'href',
    `/course/${C}/${BASIC}/${unit(3)}`,
  );
  expect(sequenceNav()).toBeNull();
  expect(screen.queryByRole('list', { name: 'Units of this sequence' })).toBeNull();
  // The outline's answer would bring the breadcrumbs in the spec's layout: here it brings none.
  await waitFor(() => expect(within(row!).getByRole('link', { name: 'Next' })).toBeInTheDocument());
  expect(breadcrumbs()).toBeNull();
}

describe('courseware layouts', () => {
  it('unset on today’s LMS: today’s layout, and Next beside the title moves as Next does', async () => {
    const app = await open(undefined);
    await expectTodaysLayout();
    await app.user.click(within(titleRow()!).getByRole('link', { name: 'Next' }));
    const next = await unitHeading('Text input');
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(3)}`));
    // Focus lands on the new unit's title, whose row has its own Previous.
    expect(document.activeElement).toBe(next);
    expect(within(titleRow()!).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      `/course/${C}/${BASIC}/${unit(2)}`,
    );
    await app.user.click(within(titleRow()!).getByRole('link', { name: 'Previous' }));
    expect(document.activeElement).toBe(await unitHeading('Numerical input'));
  });

  it('unset on the spec’s LMS: the spec’s layout', async () => {
    setServerEra('spec');
    await open(undefined);
    await expectSpecLayout();
  });

  it('the key wins over the era, both ways', async () => {
    await open('spec');
    await expectSpecLayout();
  });

  it('current on the spec’s LMS: today’s layout', async () => {
    setServerEra('spec');
    await open('current');
    await expectTodaysLayout();
  });

  it('focus lands on the new unit’s title in the spec’s layout too', async () => {
    const app = await open('spec');
    await unitHeading('Numerical input');
    await app.user.click(within(sequenceNav()!).getByRole('link', { name: 'Next' }));
    expect(document.activeElement).toBe(await unitHeading('Text input'));
  });

  it('an unknown value is logged and left to the era', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(testConfig({ COURSEWARE_LAYOUT: 'sidebar' }).COURSEWARE_LAYOUT).toBeNull();
      expect(warn).toHaveBeenCalledWith('COURSEWARE_LAYOUT is current or spec, not:', 'sidebar');
      warn.mockClear();
      expect(testConfig({ COURSEWARE_LAYOUT: ' current ' }).COURSEWARE_LAYOUT).toBe('current');
      expect(testConfig({ COURSEWARE_LAYOUT: '' }).COURSEWARE_LAYOUT).toBeNull();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('today’s layout keeps the slots: inserts into the breadcrumbs and sequence navigation show, Next’s trigger is at top', async () => {
    const insert = (name: string) => ({
      keepDefault: true,
      plugins: [
        {
          op: PLUGIN_OPERATIONS.Insert,
          widget: {
            id: name,
            type: DIRECT_PLUGIN,
            RenderWidget: (props: Record<string, unknown>) => (
              <span data-testid={name} data-at-top={String(props.isAtTop)}>
                {name}
              </span>
            ),
          },
        },
      ],
    });
    await open(undefined, {
      pluginSlots: {
        'org.openedx.frontend.learning.course_breadcrumbs.v1': insert('crumbs'),
        'org.openedx.frontend.learning.sequence_navigation.v1': insert('tabs'),
        'org.openedx.frontend.learning.next_unit_top_nav_trigger.v1': insert('trigger'),
      },
    });
    await unitHeading('Numerical input');
    expect(screen.getByTestId('crumbs')).toBeInTheDocument();
    expect(screen.getByTestId('tabs')).toBeInTheDocument();
    // The trigger's one place in today's layout: beside the title, with isAtTop.
    expect(screen.getAllByTestId('trigger')).toHaveLength(1);
    expect(titleRow()).toContainElement(screen.getByTestId('trigger'));
    expect(screen.getByTestId('trigger')).toHaveAttribute('data-at-top', 'true');
    expect(sequenceNav()).toBeNull();
    expect(breadcrumbs()).toBeNull();
  });
});
