import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@test/render';
import { findSlot, PluginSlot } from './PluginSlot';
import { organizePlugins } from './render';
import { DIRECT_PLUGIN, IFRAME_PLUGIN, PLUGIN_OPERATIONS, type Widget } from './types';

const SLOT = 'org.openedx.frontend.learning.unit_title.v1';

function Slot({ pluginProps, mergeProps }: { pluginProps?: Record<string, unknown>; mergeProps?: boolean }) {
  return (
    <div data-slot-root>
      <PluginSlot
        id={SLOT}
        idAliases={['unit_title_slot']}
        pluginProps={pluginProps ?? { unitId: 'u1' }}
        slotOptions={{ mergeProps }}
      >
        <h1 className="unit-title">Default title</h1>
      </PluginSlot>
    </div>
  );
}

const renderSlot = (pluginSlots: unknown, ui: ReactNode = <Slot />) =>
  renderWithProviders(ui, { config: { pluginSlots } });

const texts = (container: HTMLElement) =>
  [...(container.querySelector('[data-slot-root]')?.children ?? [])].map((element) => element.textContent);

const insert = (id: string, text: string, priority?: number) => ({
  op: PLUGIN_OPERATIONS.Insert,
  widget: { id, type: DIRECT_PLUGIN, priority, RenderWidget: () => <p>{text}</p> },
});

describe('PluginSlot (frontend-plugin-framework model, docs/plugin-slots.md)', () => {
  it('renders only its default content when no slot is configured', async () => {
    const { container } = await renderSlot(undefined);
    expect(texts(container)).toEqual(['Default title']);
  });

  it('inserts widgets around the default content by priority (default is 50), then id', async () => {
    const { container } = await renderSlot({
      [SLOT]: {
        keepDefault: true,
        plugins: [
          insert('after', 'After', 60),
          insert('before', 'Before', 10),
          insert('also_after', 'Also after', 60),
        ],
      },
    });
    expect(texts(container)).toEqual(['Before', 'Default title', 'After', 'Also after']);
  });

  it('gives an inserted widget its id, its content and the slot’s pluginProps', async () => {
    const seen = vi.fn();
    await renderSlot({
      [SLOT]: {
        keepDefault: true,
        plugins: [
          {
            op: 'insert',
            widget: {
              id: 'probe',
              type: DIRECT_PLUGIN,
              priority: 1,
              content: { label: 'x' },
              RenderWidget: (props: Record<string, unknown>) => {
                seen(props);
                return null;
              },
            },
          },
        ],
      },
    });
    expect(seen).toHaveBeenCalledWith({ id: 'probe', unitId: 'u1', content: { label: 'x' } });
  });

  it('hides the default content (keepDefault or a Hide operation)', async () => {
    const hidden = await renderSlot({
      [SLOT]: {
        keepDefault: true,
        plugins: [{ op: PLUGIN_OPERATIONS.Hide, widgetId: 'default_contents' }, insert('mine', 'Mine')],
      },
    });
    expect(texts(hidden.container)).toEqual(['Mine']);
    hidden.unmount();
    const dropped = await renderSlot({ [SLOT]: { keepDefault: false, plugins: [insert('mine', 'Mine')] } });
    expect(texts(dropped.container)).toEqual(['Mine']);
  });

  it('modifies a widget: an inserted one, and the default content’s props with mergeProps', async () => {
    const { container } = await renderSlot(
      {
        [SLOT]: {
          keepDefault: true,
          plugins: [
            insert('mine', 'Mine', 10),
            {
              op: PLUGIN_OPERATIONS.Modify,
              widgetId: 'mine',
              fn: (widget: Widget) => ({ ...widget, RenderWidget: () => <p>Changed</p> }),
            },
            {
              op: PLUGIN_OPERATIONS.Modify,
              widgetId: 'default_contents',
              fn: (widget: Widget) => ({ ...widget, content: { className: 'branded' } }),
            },
          ],
        },
      },
      <Slot mergeProps />,
    );
    expect(texts(container)).toEqual(['Changed', 'Default title']);
    expect(screen.getByRole('heading', { name: 'Default title' })).toHaveClass('unit-title', 'branded');
  });

  it('wraps a widget, giving the wrapper the element and the pluginProps', async () => {
    const { container } = await renderSlot({
      [SLOT]: {
        keepDefault: true,
        plugins: [
          {
            op: PLUGIN_OPERATIONS.Wrap,
            widgetId: 'default_contents',
            wrapper: ({
              component,
              pluginProps,
            }: {
              component: ReactNode;
              pluginProps: { unitId: string };
            }) => <section aria-label={`Wrapped ${pluginProps.unitId}`}>{component}</section>,
          },
        ],
      },
    });
    const wrapper = screen.getByRole('region', { name: 'Wrapped u1' });
    expect(within(wrapper).getByRole('heading', { name: 'Default title' })).toBeInTheDocument();
    expect(texts(container)).toEqual(['Default title']);
  });

  it('reads configuration under an alias; the last matching key wins', async () => {
    const { container } = await renderSlot({
      [SLOT]: { keepDefault: true, plugins: [insert('first', 'Under the id', 1)] },
      unit_title_slot: { keepDefault: true, plugins: [insert('second', 'Under the alias', 1)] },
    });
    expect(texts(container)).toEqual(['Under the alias', 'Default title']);
    expect(findSlot({ other: {} }, SLOT, ['unit_title_slot'])).toBeNull();
  });

  it('inserts an iframe plugin with its title', async () => {
    await renderSlot({
      [SLOT]: {
        keepDefault: true,
        plugins: [
          {
            op: 'insert',
            widget: {
              id: 'frame',
              type: IFRAME_PLUGIN,
              priority: 60,
              url: 'https://plugins.example.com/x',
              title: 'Plugin page',
            },
          },
        ],
      },
    });
    expect(screen.getByTitle('Plugin page')).toHaveAttribute('src', 'https://plugins.example.com/x');
  });

  it('keeps a widget that throws to itself: the rest of the slot renders, the error is logged', async () => {
    const Broken = () => {
      throw new Error('widget broke');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, logger } = await renderSlot({
      [SLOT]: {
        keepDefault: true,
        plugins: [
          { op: 'insert', widget: { id: 'broken', type: DIRECT_PLUGIN, priority: 1, RenderWidget: Broken } },
        ],
      },
    });
    expect(texts(container)).toEqual(['Default title']);
    expect(logger.errors).toContain('widget broke');
  });

  it('skips and logs operations it does not understand', () => {
    const onInvalid = vi.fn();
    const widgets = organizePlugins(
      [{ id: 'default_contents', priority: 50 }],
      [{ op: 'replace', widgetId: 'default_contents' }, { op: 'insert' }, null],
      onInvalid,
    );
    expect(widgets.map((widget) => widget.id)).toEqual(['default_contents']);
    expect(onInvalid).toHaveBeenCalledTimes(3);
  });

  it('keeps widgets without a priority in the order they were declared, as the framework does', () => {
    const widgets = organizePlugins(
      [{ id: 'default_contents', priority: 50 }],
      [
        { op: 'insert', widget: { id: 'z_footer' } },
        { op: 'insert', widget: { id: 'a_footer' } },
      ],
    );
    expect(widgets.map((widget) => widget.id)).toEqual(['default_contents', 'z_footer', 'a_footer']);
  });
});
