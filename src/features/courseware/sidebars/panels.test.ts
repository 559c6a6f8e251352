import { describe, expect, it } from 'vitest';
import {
  COURSE_OUTLINE,
  firstPanelSide,
  initialPanel,
  panelAfterChange,
  readChoice,
  roomFor,
  writeChoice,
  type Availability,
  type Room,
} from './panels';

const WIDE: Room = { outlineBeside: true, rightBeside: true };
/** Between the medium and the lg breakpoints: a right panel beside the unit, the outline full screen. */
const MEDIUM: Room = { outlineBeside: false, rightBeside: true };
const PHONE: Room = { outlineBeside: false, rightBeside: false };

/** Upstream's built-in widgets and a site's, by priority, each with what it has for the unit. */
const widgets = (discussions: Availability, upgrade: Availability, glossary?: Availability) => [
  { id: 'DISCUSSIONS', priority: 10, available: discussions },
  { id: 'UPGRADE', priority: 20, available: upgrade },
  ...(glossary === undefined ? [] : [{ id: 'GLOSSARY', priority: 50, available: glossary }]),
];

const initial = (over: Partial<Parameters<typeof initialPanel>[0]> = {}) =>
  initialPanel({
    layout: 'current',
    room: WIDE,
    stored: null,
    widgets: widgets(true, true),
    hasVerifiedMode: true,
    upgradeId: 'UPGRADE',
    ...over,
  });

describe('the panel open at first (after the unit’s frame)', () => {
  it('is the course outline in today’s layout, never a right panel, whatever they offer', () => {
    expect(initial()).toBe(COURSE_OUTLINE);
    expect(initial({ widgets: widgets(false, false) })).toBe(COURSE_OUTLINE);
  });

  it('is none at phone width, whatever was chosen before; none between the breakpoints either', () => {
    expect(initial({ room: PHONE })).toBeNull();
    expect(initial({ room: PHONE, stored: { panel: 'UPGRADE' } })).toBeNull();
    expect(initial({ room: PHONE, layout: 'spec' })).toBeNull();
    expect(initial({ room: MEDIUM })).toBeNull();
    expect(initial({ room: MEDIUM, stored: { panel: COURSE_OUTLINE } })).toBeNull();
  });

  it('is the learner’s stored choice for the course: a panel, or all closed', () => {
    expect(initial({ stored: { panel: null } })).toBeNull();
    expect(initial({ stored: { panel: COURSE_OUTLINE } })).toBe(COURSE_OUTLINE);
    expect(initial({ stored: { panel: 'UPGRADE' }, widgets: widgets(false, true) })).toBe('UPGRADE');
    expect(initial({ stored: { panel: 'UPGRADE' }, room: MEDIUM, widgets: widgets(false, true) })).toBe(
      'UPGRADE',
    );
    // Kept while what the widget has is not known yet (upstream keeps a stored panel while data loads).
    expect(initial({ stored: { panel: 'DISCUSSIONS' }, widgets: widgets(undefined, true) })).toBe(
      'DISCUSSIONS',
    );
  });

  it('gives a stored widget’s place to one of higher priority, or to the next when it has nothing', () => {
    expect(initial({ stored: { panel: 'UPGRADE' }, widgets: widgets(true, true) })).toBe('DISCUSSIONS');
    expect(initial({ stored: { panel: 'DISCUSSIONS' }, widgets: widgets(false, true) })).toBe('UPGRADE');
    expect(initial({ stored: { panel: 'DISCUSSIONS' }, widgets: widgets(false, false) })).toBe(
      COURSE_OUTLINE,
    );
    expect(
      initial({ stored: { panel: 'DISCUSSIONS' }, widgets: widgets(false, false), room: MEDIUM }),
    ).toBeNull();
    // A widget no longer configured: as if nothing were stored.
    expect(initial({ stored: { panel: 'GONE' } })).toBe(COURSE_OUTLINE);
  });

  it('keeps the spec’s tray rule in the spec’s layout: the upgrade panel for a course with a verified mode', () => {
    const spec = { layout: 'spec' as const };
    expect(initial(spec)).toBe('UPGRADE');
    expect(initial({ ...spec, stored: { panel: null } })).toBe('UPGRADE');
    expect(initial({ ...spec, room: MEDIUM })).toBe('UPGRADE');
    expect(initial({ ...spec, hasVerifiedMode: false })).toBe(COURSE_OUTLINE);
    // A learner the panel is not offered to (not enrolled), or a site that turned it off.
    expect(initial({ ...spec, widgets: widgets(true, false) })).toBe(COURSE_OUTLINE);
    expect(initial({ ...spec, widgets: widgets(true, true).slice(0, 1) })).toBe(COURSE_OUTLINE);
  });
});

describe('the side the first panel will sit on, known before the side panels come', () => {
  const side = (over: Partial<Parameters<typeof firstPanelSide>[0]> = {}) =>
    firstPanelSide({
      layout: 'current',
      room: WIDE,
      stored: null,
      hasVerifiedMode: true,
      upgradeId: 'UPGRADE',
      upgradeAvailable: true,
      ...over,
    });

  it('is the outline’s in today’s layout, and none where nothing opens by itself', () => {
    expect(side()).toBe('start');
    expect(side({ room: MEDIUM })).toBeNull();
    expect(side({ room: PHONE })).toBeNull();
    expect(side({ stored: { panel: null } })).toBeNull();
  });

  it('is a right panel’s for the spec’s tray, unless the upgrade panel has nothing or the course no verified mode', () => {
    expect(side({ layout: 'spec' })).toBe('end');
    expect(side({ layout: 'spec', upgradeAvailable: false })).toBe('start');
    expect(side({ layout: 'spec', hasVerifiedMode: false })).toBe('start');
    expect(side({ layout: 'spec', room: MEDIUM })).toBe('end');
  });

  it('is the stored choice’s side: a widget’s, whose data no one has yet, or the outline’s', () => {
    expect(side({ stored: { panel: 'DISCUSSIONS' } })).toBe('end');
    expect(side({ stored: { panel: 'GLOSSARY' } })).toBe('end');
    expect(side({ stored: { panel: COURSE_OUTLINE } })).toBe('start');
    expect(side({ stored: { panel: COURSE_OUTLINE }, room: MEDIUM })).toBeNull();
  });

  it('is the side of the panel initialPanel opens once the widgets know what they have, where they have it', () => {
    for (const layout of ['current', 'spec'] as const) {
      for (const stored of [null, { panel: null }, { panel: COURSE_OUTLINE }, { panel: 'DISCUSSIONS' }]) {
        for (const room of [WIDE, MEDIUM, PHONE]) {
          const opened = initialPanel({
            layout,
            room,
            stored,
            widgets: widgets(true, true),
            hasVerifiedMode: true,
            upgradeId: 'UPGRADE',
          });
          const expected = opened === null ? null : opened === COURSE_OUTLINE ? 'start' : 'end';
          expect(side({ layout, stored, room }), `${layout} ${JSON.stringify(stored)}`).toBe(expected);
        }
      }
    }
  });

  it('reads the room from the window’s width: the outline from 992 px, a right panel above the medium breakpoint', () => {
    expect(roomFor(991, 768)).toEqual(MEDIUM);
    expect(roomFor(992, 768)).toEqual(WIDE);
    expect(roomFor(768, 768)).toEqual(PHONE);
  });
});

describe('the panel when the unit, or what it offers, changes', () => {
  const after = (
    current: string | null,
    available: ReturnType<typeof widgets>,
    over: Partial<Parameters<typeof panelAfterChange>[0]> = {},
  ) => panelAfterChange({ current, unitChanged: true, room: WIDE, widgets: available, ...over });

  it('keeps all closed closed, and the outline open', () => {
    expect(after(null, widgets(true, true))).toBeNull();
    expect(after(COURSE_OUTLINE, widgets(true, true))).toBe(COURSE_OUTLINE);
  });

  it('falls back from discussions to the upgrade panel to the outline (upstream’s order)', () => {
    expect(after('DISCUSSIONS', widgets(false, true))).toBe('UPGRADE');
    expect(after('DISCUSSIONS', widgets(false, false))).toBe(COURSE_OUTLINE);
    expect(after('UPGRADE', widgets(false, false))).toBe(COURSE_OUTLINE);
    expect(after('GLOSSARY', widgets(false, true, false))).toBe('UPGRADE');
    // Between the breakpoints the outline has no room beside the unit: nothing opens in its place.
    expect(after('DISCUSSIONS', widgets(false, false), { room: MEDIUM })).toBeNull();
  });

  it('rises to a widget of higher priority only as the unit changes', () => {
    expect(after('UPGRADE', widgets(true, true))).toBe('DISCUSSIONS');
    expect(after('GLOSSARY', widgets(false, true, true))).toBe('UPGRADE');
    expect(after('UPGRADE', widgets(true, true), { unitChanged: false })).toBe('UPGRADE');
  });

  it('stays while the widget’s data is loading, and falls back once it says no', () => {
    expect(after('DISCUSSIONS', widgets(undefined, true))).toBe('DISCUSSIONS');
    expect(after('DISCUSSIONS', widgets(false, true), { unitChanged: false })).toBe('UPGRADE');
  });

  it('falls back when the open widget is no longer configured', () => {
    expect(after('GLOSSARY', widgets(false, true))).toBe('UPGRADE');
  });

  it('switches nothing by itself at phone width: a full-screen panel with nothing left closes', () => {
    expect(after('UPGRADE', widgets(true, true), { room: PHONE })).toBe('UPGRADE');
    expect(after('DISCUSSIONS', widgets(undefined, true), { room: PHONE })).toBe('DISCUSSIONS');
    expect(after('DISCUSSIONS', widgets(false, true), { room: PHONE })).toBeNull();
    expect(after(COURSE_OUTLINE, widgets(true, true), { room: PHONE })).toBe(COURSE_OUTLINE);
  });

  it('settles at once: the panel it gives is where it stays', () => {
    for (const current of [null, COURSE_OUTLINE, 'DISCUSSIONS', 'UPGRADE', 'GLOSSARY'])
      for (const available of [
        widgets(false, true, true),
        widgets(true, false, false),
        widgets(undefined, false, true),
      ])
        for (const room of [WIDE, MEDIUM, PHONE]) {
          const once = after(current, available, { room });
          expect(after(once, available, { room, unitChanged: false })).toBe(once);
        }
  });
});

describe('the learner’s choice, per course', () => {
  const C = 'course-v1:edX+Choice+2026';

  it('is kept in local storage: a panel, or none', () => {
    expect(readChoice(C)).toBeNull();
    writeChoice(C, 'UPGRADE');
    expect(localStorage.getItem(`learning.sidebar.${C}`)).toBe('UPGRADE');
    expect(readChoice(C)).toEqual({ panel: 'UPGRADE' });
    writeChoice(C, null);
    expect(readChoice(C)).toEqual({ panel: null });
    expect(readChoice('course-v1:edX+Other+2026')).toBeNull();
  });

  it('reads the outline’s own choice kept before one panel at a time', () => {
    localStorage.setItem(`learning.outlineSidebar.${C}`, 'closed');
    expect(readChoice(C)).toEqual({ panel: null });
    localStorage.setItem(`learning.outlineSidebar.${C}`, 'open');
    expect(readChoice(C)).toEqual({ panel: COURSE_OUTLINE });
    writeChoice(C, 'DISCUSSIONS');
    expect(readChoice(C)).toEqual({ panel: 'DISCUSSIONS' });
  });
});
