import { afterPaint } from '@/platform/afterPaint';

/*
 * Unit frames, made ready before they are needed (issue 19, docs/decisions/0017). Creating a frame's
 * browsing context and removing the old one were about 8 and 5 ms of the commit that shows the next unit,
 * most of what a click on Next cost before the new address. Where the browser can move an element without
 * resetting it (`moveBefore`, which keeps a frame's browsing context), a spare empty frame waits out of
 * sight; the next unit's frame is that spare moved into place, and the frame left is moved out and removed
 * after the paint, when the next spare is made. A frame that has only ever held its initial empty document
 * navigates to its first address without a history entry, as a new frame does. Elsewhere (and in the
 * tests' DOM) frames are created and removed at once, as React would.
 *
 * Each frame is its own window, so a message the unit left posts while it is being removed comes from a
 * window that is no longer the page's frame and is ignored (UnitFrame checks `event.source`).
 *
 * A click on another unit of the sequence shown goes further (`startUnitFrame`): the spare takes the shown
 * frame's place and gets the unit's address in the click itself, and React's render of the unit, a frame
 * or more later, takes that frame as it is. Until then the pool keeps what the frame did (its load, its
 * messages) for the unit's UnitFrame to play.
 */

type Mover = Element & { moveBefore(node: Node, child: Node | null): void };

const canMove = (element: Element): element is Mover =>
  typeof (element as { moveBefore?: unknown }).moveBefore === 'function';

/** Moves `node` to the end of `parent` keeping its state; false when the browser refused (both must be in the page). */
function moved(parent: Element, node: Node): boolean {
  if (!canMove(parent)) return false;
  try {
    parent.moveBefore(node, null);
    return true;
  } catch {
    return false;
  }
}

let bin: HTMLDivElement | null = null;
let spare: HTMLIFrameElement | null = null;
/** Frames on the page: a spare is kept only while there is one (the courseware is showing a unit). */
let inUse = 0;
/** Frames let go already: the click's head start lets a frame go before React's cleanup does. */
const released = new WeakSet<HTMLIFrameElement>();

/** What the frame shown can say about its successor: the address it would give a unit, null when unsure. */
interface Shown {
  readonly frame: HTMLIFrameElement;
  readonly srcFor: (unitId: string) => string | null;
}
let shown: Shown | null = null;

/** A frame sent to its unit at the learner's click, before React renders that unit (startUnitFrame). */
interface HeadStart {
  readonly frame: HTMLIFrameElement;
  readonly src: string;
  /** The unit it goes to: while the address names it, React has yet to render the move. */
  readonly unitId: string;
  /** The frame it replaced (as it was shown), parked out of sight with its id and class until the move commits. */
  readonly previous: { readonly shown: Shown; readonly id: string; readonly className: string };
  loaded: boolean;
  readonly messages: MessageEvent[];
  /** Stops listening for its load (its UnitFrame listens from the layout effect that takes it). */
  stopLoad(): void;
  /** Stops listening for its messages (when its UnitFrame has its own listener: `takeEarly`). */
  stopMessages(): void;
}
let headStart: HeadStart | null = null;
/** Head starts taken by a unit's frame, still listening for it until its UnitFrame does (`takeEarly`). */
const early = new WeakMap<HTMLIFrameElement, HeadStart>();

/** Out of sight and out of the accessibility tree, but laid out, so a frame in it keeps its context. */
function binOf(document: Document): HTMLDivElement {
  if (!bin || bin.ownerDocument !== document || !bin.isConnected) {
    bin = document.createElement('div');
    bin.className = 'unit-frame-bin';
    bin.setAttribute('aria-hidden', 'true');
    bin.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden';
    document.body.appendChild(bin);
  }
  return bin;
}

function keepSpare(document: Document) {
  if (inUse === 0) {
    spare?.remove();
    spare = null;
    return;
  }
  if (spare?.isConnected || !canMove(document.body)) return;
  spare = document.createElement('iframe');
  spare.tabIndex = -1;
  binOf(document).appendChild(spare);
}

/**
 * A frame, last child of `parent`, that has never left its initial empty document: the spare moved in,
 * or a new one. Give it its attributes, then its `src`.
 */
export function takeFrame(parent: HTMLElement, src?: string): HTMLIFrameElement {
  const started = headStart;
  if (started) {
    headStart = null;
    started.stopLoad();
    if (
      started.src === src &&
      started.frame.isConnected &&
      started.frame.ownerDocument === parent.ownerDocument &&
      moved(parent, started.frame)
    ) {
      early.set(started.frame, started);
      releaseFrame(started.previous.shown.frame);
      return started.frame;
    }
    started.stopMessages();
    discard(started.frame);
    releaseFrame(started.previous.shown.frame);
  }
  inUse += 1;
  const ready = spare;
  spare = null;
  let frame: HTMLIFrameElement;
  if (ready?.isConnected && ready.ownerDocument === parent.ownerDocument && moved(parent, ready)) {
    frame = ready;
  } else {
    ready?.remove();
    frame = parent.ownerDocument.createElement('iframe');
    parent.appendChild(frame);
  }
  frame.removeAttribute('tabindex');
  const { ownerDocument } = parent;
  afterPaint(() => keepSpare(ownerDocument));
  return frame;
}

/** Lets a frame go: out of the page's content and its id at once, removed after the paint. */
export function releaseFrame(frame: HTMLIFrameElement) {
  if (released.has(frame)) return;
  released.add(frame);
  takeEarly(frame);
  if (shown?.frame === frame) shown = null;
  inUse = Math.max(0, inUse - 1);
  // Out of the page's selectors at once: only the unit shown is `#unit-iframe` (NotesToggle, the tests).
  frame.removeAttribute('id');
  frame.removeAttribute('class');
  const { ownerDocument } = frame;
  const out = frame.isConnected && canMove(ownerDocument.body) ? binOf(ownerDocument) : null;
  if (!out || !moved(out, frame)) {
    frame.remove();
    keepSpare(ownerDocument);
    return;
  }
  afterPaint(() => {
    frame.remove();
    keepSpare(ownerDocument);
  });
}

/** A head-started frame no unit took: gone, and the spare made again after the paint. */
function discard(frame: HTMLIFrameElement) {
  inUse = Math.max(0, inUse - 1);
  released.add(frame);
  frame.remove();
  const { ownerDocument } = frame;
  afterPaint(() => keepSpare(ownerDocument));
}

/** The frame showing a unit, and how it would address another unit of its sequence (UnitFrame). */
export function showFrame(frame: HTMLIFrameElement, srcFor: Shown['srcFor']): () => void {
  const entry = { frame, srcFor };
  shown = entry;
  return () => {
    if (shown === entry) shown = null;
  };
}

/**
 * What a frame taken from a head start did before its UnitFrame listened (once): whether it loaded before
 * the frame was taken, and the messages its window sent until now. Its UnitFrame calls this right after
 * adding its own message listener, so no message falls between the two.
 */
export function takeEarly(frame: HTMLIFrameElement): { loaded: boolean; messages: readonly MessageEvent[] } {
  const started = early.get(frame);
  if (!started) return { loaded: false, messages: [] };
  early.delete(frame);
  started.stopMessages();
  return { loaded: started.loaded, messages: started.messages };
}

/**
 * The learner chose another unit of the sequence shown (issue 19: the frame's address first). In the
 * click, before React renders anything, the spare takes the place of the frame shown, hidden at its
 * height, and gets the unit's address: the unit starts to load while React renders the rest of the page,
 * and the UnitFrame that mounts for the unit takes that frame (`takeFrame` with the same address).
 * Nothing happens without a spare, a frame shown, or its address for the unit (an edx-exams exam's
 * frame waits for its token); a unit that renders no frame leaves it to `dropHeadStart`.
 */
export function startUnitFrame(unitId: string, title: string): boolean {
  const entry = shown;
  const current = entry?.frame;
  const src = entry ? entry.srcFor(unitId) : null;
  const ready = spare;
  const parent = current?.parentElement;
  if (!entry || !current || !src || headStart || !ready?.isConnected || !parent || !current.isConnected) {
    return false;
  }
  if (ready.ownerDocument !== current.ownerDocument || !canMove(parent)) return false;
  try {
    parent.moveBefore(ready, current);
  } catch {
    return false;
  }
  spare = null;
  inUse += 1;
  for (const name of ['id', 'class', 'allow', 'allowfullscreen', 'scrolling', 'referrerpolicy', 'height']) {
    const value = current.getAttribute(name);
    if (value !== null) ready.setAttribute(name, value);
  }
  ready.removeAttribute('tabindex');
  ready.setAttribute('title', title);
  ready.style.height = current.style.height;
  ready.style.visibility = 'hidden';
  const view = ready.ownerDocument.defaultView;
  const onLoad = () => {
    started.loaded = true;
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source === ready.contentWindow) started.messages.push(event);
  };
  const started: HeadStart = {
    frame: ready,
    src,
    unitId,
    previous: { shown: entry, id: current.id, className: current.className },
    loaded: false,
    messages: [],
    stopLoad: () => ready.removeEventListener('load', onLoad),
    stopMessages: () => view?.removeEventListener('message', onMessage),
  };
  ready.addEventListener('load', onLoad);
  view?.addEventListener('message', onMessage);
  headStart = started;
  // Parked, not let go: if the learner ends up on this unit after all, it comes back (`dropHeadStart`).
  shown = null;
  current.removeAttribute('id');
  current.removeAttribute('class');
  moved(binOf(current.ownerDocument), current);
  ready.setAttribute('src', src);
  return true;
}

/**
 * A UnitFrame's host is leaving the page (React removes it after this cleanup): a head-started frame in it
 * waits in the bin, its navigation going on, for the next unit's frame to take it in the same commit.
 */
export function leaveHost(host: Element) {
  const frame = headStart?.frame;
  if (frame && host.contains(frame)) moved(binOf(frame.ownerDocument), frame);
}

/**
 * After a commit of the courseware, and when it leaves the page: a head start no UnitFrame took goes. Kept
 * while the page's address still names its unit and the unit it replaced is still rendered (a commit of
 * something else before React renders the move), unless `leaving`. The frame it replaced comes back to its
 * place when its unit is still shown (the learner went back before the move rendered); otherwise its
 * UnitFrame has let it go already.
 */
export function dropHeadStart(pathname: string, leaving = false) {
  const started = headStart;
  if (!started) return;
  const { previous } = started;
  const previousStays = !released.has(previous.shown.frame);
  if (!leaving && previousStays && pathname.includes(started.unitId)) return;
  headStart = null;
  started.stopLoad();
  started.stopMessages();
  const place = started.frame.parentElement;
  if (previousStays && place && canMove(place)) {
    try {
      place.moveBefore(previous.shown.frame, started.frame);
      previous.shown.frame.id = previous.id;
      previous.shown.frame.className = previous.className;
      shown = previous.shown;
    } catch {
      // Left out of sight: its UnitFrame lets it go when its unit does.
    }
  }
  discard(started.frame);
}

/** Forgets every frame and head start, and takes the bin off the page (test set-up, between tests). */
export function resetFramePool(): void {
  headStart?.stopLoad();
  headStart?.stopMessages();
  headStart = null;
  shown = null;
  spare = null;
  inUse = 0;
  bin?.remove();
  bin = null;
}
