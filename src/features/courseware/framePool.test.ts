import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseFrame, takeFrame } from './framePool';

/** afterPaint's next animation frame, then its own task. */
const paint = async () => {
  await vi.advanceTimersByTimeAsync(150);
};

describe('the unit frame pool', () => {
  let host: HTMLDivElement;
  const bin = () => document.querySelector('.unit-frame-bin');
  const spares = () => Array.from(bin()?.querySelectorAll('iframe') ?? []);

  beforeEach(() => {
    vi.useFakeTimers();
    host = document.createElement('div');
    document.body.appendChild(host);
  });

  afterEach(async () => {
    for (const frame of Array.from(host.querySelectorAll('iframe'))) releaseFrame(frame);
    await paint();
    host.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (Element.prototype as { moveBefore?: unknown }).moveBefore;
  });

  it('without moveBefore, creates each frame in place and removes the one left at once', async () => {
    const first = takeFrame(host);
    expect(host.lastElementChild).toBe(first);
    expect(first.hasAttribute('src')).toBe(false);
    await paint();
    expect(spares()).toEqual([]);
    first.id = 'unit-iframe';
    releaseFrame(first);
    const second = takeFrame(host);
    expect(first.isConnected).toBe(false);
    expect(first.id).toBe('');
    expect(second).not.toBe(first);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  describe('with moveBefore (a browser that keeps a moved frame’s context)', () => {
    const moves: Node[] = [];
    beforeEach(() => {
      moves.length = 0;
      (Element.prototype as { moveBefore?: unknown }).moveBefore = function moveBefore(
        this: Element,
        node: Node,
        child: Node | null,
      ) {
        moves.push(node);
        this.insertBefore(node, child);
      };
    });

    it('keeps one spare out of sight while a unit shows, and moves it in for the next unit', async () => {
      const first = takeFrame(host);
      first.id = 'unit-iframe';
      first.className = 'unit-iframe';
      first.setAttribute('src', 'https://lms.test/xblock/u1');
      expect(spares()).toEqual([]);
      await paint();
      const [spare] = spares();
      expect(spare).toBeDefined();
      expect(spare!.hasAttribute('src')).toBe(false);
      expect(bin()!.getAttribute('aria-hidden')).toBe('true');
      expect(spare!.tabIndex).toBe(-1);

      // The next unit: the frame left goes out with its id, the spare comes in, nothing is created.
      const created = vi.spyOn(document, 'createElement');
      releaseFrame(first);
      const second = takeFrame(host);
      expect(created).not.toHaveBeenCalled();
      expect(second).toBe(spare);
      expect(host.lastElementChild).toBe(second);
      expect(second.hasAttribute('tabindex')).toBe(false);
      expect(first.id).toBe('');
      expect(first.className).toBe('');
      expect(first.parentElement).toBe(bin());
      expect(moves).toEqual([first, spare]);
      expect(document.querySelectorAll('#unit-iframe')).toHaveLength(0);

      // After the paint: the frame left is gone, and a new spare waits.
      await paint();
      expect(first.isConnected).toBe(false);
      expect(spares()).toHaveLength(1);
      expect(spares()[0]).not.toBe(spare);
      created.mockRestore();
    });

    it('creates and removes frames in place when the browser refuses a move', async () => {
      const first = takeFrame(host);
      await paint();
      expect(spares()).toHaveLength(1);
      (Element.prototype as { moveBefore?: unknown }).moveBefore = () => {
        throw new DOMException('refused', 'HierarchyRequestError');
      };
      first.id = 'unit-iframe';
      first.className = 'unit-iframe';
      releaseFrame(first);
      expect(first.isConnected).toBe(false);
      const second = takeFrame(host);
      expect(host.lastElementChild).toBe(second);
      expect(second.hasAttribute('src')).toBe(false);
      expect(document.querySelectorAll('.unit-iframe, #unit-iframe')).toHaveLength(0);
    });

    it('keeps no spare once no unit shows (another page)', async () => {
      const frame = takeFrame(host);
      await paint();
      expect(spares()).toHaveLength(1);
      releaseFrame(frame);
      await paint();
      expect(document.querySelectorAll('iframe')).toHaveLength(0);
    });
  });
});
