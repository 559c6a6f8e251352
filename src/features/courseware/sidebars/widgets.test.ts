import { forwardRef, lazy, memo } from 'react';
import { describe, expect, it } from 'vitest';
import { byPriority, DEFAULT_PRIORITY, readSidebarWidgets } from './widgets';

const Sidebar = () => null;
const Trigger = () => null;

function read(raw: unknown) {
  const logged: string[] = [];
  const config = readSidebarWidgets(raw, (message) => logged.push(message));
  return { ...config, logged };
}

describe('SIDEBAR_WIDGETS (Open edX’s format)', () => {
  it('is nothing when unset or empty', () => {
    for (const raw of [undefined, null, '', [], '[]']) {
      const { disabled, site, logged } = read(raw);
      expect(disabled.size).toBe(0);
      expect(site).toEqual([]);
      expect(logged).toEqual([]);
    }
  });

  it('turns off a built-in widget, or a site’s own, by its id and `enabled: false`', () => {
    const { disabled, site } = read([
      { id: 'UPGRADE', enabled: false },
      { id: 'GLOSSARY', Sidebar, Trigger, enabled: false },
    ]);
    expect([...disabled]).toEqual(['UPGRADE', 'GLOSSARY']);
    expect(site).toEqual([]);
  });

  it('reads a site’s widget: its id, priority, components, availability, prefetch and provider', () => {
    const isAvailable = () => true;
    const prefetch = () => undefined;
    const Provider = ({ children }: { children?: unknown }) => children as null;
    const { site } = read([
      {
        id: 'GLOSSARY',
        priority: 25,
        title: 'Glossary',
        Sidebar,
        Trigger,
        isAvailable,
        prefetch,
        Provider,
        enabled: true,
      },
    ]);
    expect(site).toEqual([
      { id: 'GLOSSARY', priority: 25, title: 'Glossary', Sidebar, Trigger, isAvailable, prefetch, Provider },
    ]);
  });

  it('gives a widget without a priority upstream’s default (50), and its id as its title', () => {
    const { site } = read([{ id: 'NOTES', Sidebar, Trigger, priority: 'high' }]);
    expect(site[0]).toMatchObject({ id: 'NOTES', priority: DEFAULT_PRIORITY, title: 'NOTES' });
    expect(site[0]?.isAvailable).toBeUndefined();
  });

  it('takes components made by memo, forwardRef and lazy', () => {
    const { site } = read([
      {
        id: 'LAZY',
        Sidebar: lazy(() => Promise.resolve({ default: Sidebar })),
        Trigger: memo(forwardRef(Trigger)),
      },
    ]);
    expect(site.map((widget) => widget.id)).toEqual(['LAZY']);
  });

  it('reads the list from JSON (a build environment’s value)', () => {
    expect([...read('[{"id":"UPGRADE","enabled":false}]').disabled]).toEqual(['UPGRADE']);
  });

  it('ignores a built-in id given again (upstream keeps its default) and a repeated id', () => {
    const { site, logged } = read([
      { id: 'DISCUSSIONS', Sidebar, Trigger },
      { id: 'GLOSSARY', Sidebar, Trigger },
      { id: 'GLOSSARY', Sidebar, Trigger, priority: 1 },
    ]);
    expect(site.map((widget) => [widget.id, widget.priority])).toEqual([['GLOSSARY', 50]]);
    expect(logged).toEqual(['SIDEBAR_WIDGETS: GLOSSARY is configured twice; the first is kept']);
  });

  it('logs and skips what does not fit, never throws', () => {
    const { site, logged } = read([
      null,
      'UPGRADE',
      { enabled: false },
      { id: 'NO_PANEL', Trigger },
      { id: 'NOT_COMPONENTS', Sidebar: 'x', Trigger: {} },
    ]);
    expect(site).toEqual([]);
    expect(logged).toEqual([
      'SIDEBAR_WIDGETS: an entry without an id; skipped',
      'SIDEBAR_WIDGETS: an entry without an id; skipped',
      'SIDEBAR_WIDGETS: an entry without an id; skipped',
      'SIDEBAR_WIDGETS: NO_PANEL needs a Sidebar and a Trigger component; skipped',
      'SIDEBAR_WIDGETS: NOT_COMPONENTS needs a Sidebar and a Trigger component; skipped',
    ]);
    expect(read({ id: 'UPGRADE' }).logged).toEqual(['SIDEBAR_WIDGETS is a list of widgets; ignored']);
    expect(read('not json').logged).toEqual(['SIDEBAR_WIDGETS is a list of widgets; ignored']);
  });
});

describe('the widgets’ order', () => {
  it('is by priority, lowest first; the built-in ones first at equal priority, then the site’s as given', () => {
    const builtIn = [
      { id: 'DISCUSSIONS', priority: 10 },
      { id: 'UPGRADE', priority: 20 },
    ];
    const site = [
      { id: 'B', priority: 50 },
      { id: 'A', priority: 20 },
      { id: 'FIRST', priority: 5 },
      { id: 'C', priority: 50 },
    ];
    expect(byPriority(builtIn, site).map((widget) => widget.id)).toEqual([
      'FIRST',
      'DISCUSSIONS',
      'UPGRADE',
      'A',
      'B',
      'C',
    ]);
  });
});
