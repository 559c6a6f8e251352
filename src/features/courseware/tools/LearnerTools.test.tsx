import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/components/plugin-slot/render';
import { DIRECT_PLUGIN, PLUGIN_OPERATIONS } from '@/components/plugin-slot/types';
import { course, renderPiece, unitId } from '@test/coursewarePieces';
import { setWindowWidth } from '@test/unitPage';
import { findPersona } from '@test/mock-lms/personas';
import { ToolsAndMoments } from './ToolsAndMoments';

/**
 * The slot learner_tools (issue 46; upstream's LearnerToolsSlot): a site's tool given upstream's
 * pluginProps, rendered into the page's body, for a signed-in learner on a window at least medium wide.
 */

const UNIT = unitId('warm_up_unit_1');
const pluginSlots = {
  learner_tools_slot: {
    keepDefault: true,
    plugins: [
      {
        op: PLUGIN_OPERATIONS.Insert,
        widget: {
          id: 'ask_tutor',
          type: DIRECT_PLUGIN,
          RenderWidget: ({ id: _id, content: _content, ...props }: Record<string, unknown>) => (
            <a href="#tutor" data-props={JSON.stringify(props)}>
              Ask the tutor
            </a>
          ),
        },
      },
    ],
  },
};
const tool = () => screen.queryByRole('link', { name: 'Ask the tutor' });

afterEach(() => setWindowWidth(1024));

describe('learner_tools', () => {
  it('gives a signed-in learner’s tool upstream’s pluginProps, in the page’s body', async () => {
    const staff = course({ isStaff: true, enrollmentMode: 'verified' });
    await renderPiece(<ToolsAndMoments course={staff} unitId={UNIT} />, {
      persona: 'verified',
      config: { pluginSlots },
    });
    const link = await screen.findByRole('link', { name: 'Ask the tutor' });
    expect(link.parentElement).toBe(document.body);
    expect(JSON.parse(link.dataset.props ?? '{}')).toEqual({
      courseId: staff.id,
      unitId: UNIT,
      userId: findPersona('verified')!.userId,
      isStaff: true,
      enrollmentMode: 'verified',
    });
  });

  it('shows from the medium breakpoint (768 px) up, and follows the window', async () => {
    setWindowWidth(767);
    await renderPiece(<ToolsAndMoments course={course({ enrollmentMode: 'audit' })} unitId={UNIT} />, {
      config: { pluginSlots },
    });
    expect(tool()).toBeNull();
    act(() => setWindowWidth(768));
    expect(await screen.findByRole('link', { name: 'Ask the tutor' })).toBeInTheDocument();
    act(() => setWindowWidth(500));
    expect(tool()).toBeNull();
  });

  it('is not there for a visitor who is not signed in', async () => {
    await renderPiece(<ToolsAndMoments course={course({ isEnrolled: false })} unitId={UNIT} />, {
      persona: null,
      config: { pluginSlots },
    });
    // The tools beside it have rendered (the slot renders with them, at once).
    expect(await screen.findByRole('region', { name: 'Course tools' })).toBeInTheDocument();
    expect(tool()).toBeNull();
  });
});
