import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dropHeadStart,
  leaveHost,
  releaseFrame,
  showFrame,
  startUnitFrame,
  takeEarly,
  takeFrame,
} from './framePool';

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
    dropHeadStart('', true);
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

    describe('the head start at a click (the next unit’s address before React renders it)', () => {
      const address = (unitId: string) => `https://lms.test/xblock/${unitId}`;
      /** A unit shown in `host`, as UnitFrame makes it, with a spare ready after the paint. */
      const shownUnit = async () => {
        const first = takeFrame(host, address('u1'));
        first.id = 'unit-iframe';
        first.className = 'unit-iframe';
        first.setAttribute('allow', 'fullscreen');
        first.setAttribute('height', '480');
        first.style.height = '480px';
        first.setAttribute('src', address('u1'));
        showFrame(first, address);
        await paint();
        return first;
      };

      it('sends the spare to the unit in place of the frame shown, and the unit’s frame takes it', async () => {
        const first = await shownUnit();
        const [spare] = spares();
        expect(startUnitFrame('u2', 'Unit 2')).toBe(true);
        // In the click: the spare is the page's unit frame, at the old one's place and height, with the address.
        expect(document.getElementById('unit-iframe')).toBe(spare);
        expect(spare!.parentElement).toBe(host);
        expect(spare!.getAttribute('src')).toBe(address('u2'));
        expect(spare!.getAttribute('title')).toBe('Unit 2');
        expect(spare!.getAttribute('allow')).toBe('fullscreen');
        expect(spare!.style.height).toBe('480px');
        expect(spare!.style.visibility).toBe('hidden');
        expect(spare!.hasAttribute('tabindex')).toBe(false);
        expect(first.id).toBe('');
        expect(first.parentElement).toBe(bin());

        // React renders the unit in a new host and removes the old one: before it does, the old unit's
        // cleanup moves the started frame out of sight (a frame removed from the page loses its document),
        // and lets the frame it showed go a second time, which does nothing more.
        const next = document.createElement('div');
        document.body.appendChild(next);
        leaveHost(next);
        expect(spare!.parentElement).toBe(host);
        leaveHost(host);
        expect(spare!.parentElement).toBe(bin());
        releaseFrame(first);
        // The new unit's frame is the one already on its way, moved, not reloaded.
        expect(takeFrame(next, address('u2'))).toBe(spare);
        expect(spare!.parentElement).toBe(next);
        expect(spare!.getAttribute('src')).toBe(address('u2'));
        dropHeadStart('/course/c/q/u2'); // the page's check after the commit: nothing left to drop
        expect(spare!.isConnected).toBe(true);
        await paint();
        expect(first.isConnected).toBe(false);
        expect(spares()).toHaveLength(1);
        // One frame in use: letting it go leaves no spare behind.
        releaseFrame(spare!);
        await paint();
        expect(document.querySelectorAll('iframe')).toHaveLength(0);
        next.remove();
      });

      it('keeps what the frame did before its unit listened: its load and its messages, once', async () => {
        await shownUnit();
        const [spare] = spares();
        startUnitFrame('u2', 'Unit 2');
        const message = new MessageEvent('message', {
          data: { type: 'plugin.resize' },
          source: spare!.contentWindow,
        });
        window.dispatchEvent(message);
        window.dispatchEvent(new MessageEvent('message', { data: 'elsewhere', source: window }));
        spare!.dispatchEvent(new Event('load'));
        expect(takeFrame(host, address('u2'))).toBe(spare);
        // Between the commit that takes the frame and its UnitFrame's listener (a later task): still kept.
        const later = new MessageEvent('message', {
          data: { type: 'plugin.resize' },
          source: spare!.contentWindow,
        });
        window.dispatchEvent(later);
        expect(takeEarly(spare!)).toEqual({ loaded: true, messages: [message, later] });
        expect(takeEarly(spare!)).toEqual({ loaded: false, messages: [] });
        // Heard no more once taken: its UnitFrame listens itself.
        window.dispatchEvent(message);
        expect(takeEarly(spare!).messages).toEqual([]);
      });

      it('drops a started frame no unit takes: another address, or none after the commit', async () => {
        await shownUnit();
        const [spare] = spares();
        startUnitFrame('u2', 'Unit 2');
        const other = takeFrame(host, address('u3'));
        expect(other).not.toBe(spare);
        expect(spare!.isConnected).toBe(false);
        expect(other.hasAttribute('src')).toBe(false);
        other.id = 'unit-iframe';
        showFrame(other, address);
        await paint();
        const [again] = spares();
        expect(startUnitFrame('u4', 'Unit 4')).toBe(true);
        // A commit of something else while the address names the unit: the move has yet to render.
        dropHeadStart('/course/c/q/u4');
        expect(document.getElementById('unit-iframe')).toBe(again);
        // The learner went back before it rendered: the frame it replaced comes back to its place.
        dropHeadStart('/course/c/q/u3');
        expect(again!.isConnected).toBe(false);
        expect(document.getElementById('unit-iframe')).toBe(other);
        expect(other.parentElement).toBe(host);
        await paint();
        expect(spares()).toHaveLength(1);
        // And it can start a head start again.
        expect(startUnitFrame('u5', 'Unit 5')).toBe(true);
        // The courseware leaves the page before the move rendered: nothing is left behind.
        dropHeadStart('/course/c/q/u5', true);
        releaseFrame(other);
        await paint();
        expect(document.querySelectorAll('iframe')).toHaveLength(0);
      });

      it('starts nothing without a spare, a frame shown, or an address for the unit', async () => {
        const first = takeFrame(host, address('u1'));
        const stop = showFrame(first, address);
        expect(startUnitFrame('u2', 'Unit 2')).toBe(false); // no spare before the paint
        await paint();
        stop();
        expect(startUnitFrame('u2', 'Unit 2')).toBe(false); // no frame shown
        showFrame(first, () => null); // an edx-exams exam's frame: its successor waits for a token
        expect(startUnitFrame('u2', 'Unit 2')).toBe(false);
        expect(spares()).toHaveLength(1);
        expect(spares()[0]!.hasAttribute('src')).toBe(false);
      });
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
