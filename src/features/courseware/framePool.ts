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
export function takeFrame(parent: HTMLElement): HTMLIFrameElement {
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
