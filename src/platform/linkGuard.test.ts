import { afterEach, describe, expect, it } from 'vitest';
import { guardLinks, isFollowableHref } from './linkGuard';

const BASE = 'https://learning.example.com/course/x/home';

describe('isFollowableHref', () => {
  it.each([
    'https://lms.example.com/courses/x',
    'http://lms.example.com/',
    '/dashboard',
    '#main-content',
    '?page=2',
    'mailto:support@example.com',
    'tel:+3312345678',
  ])('follows %s', (href) => expect(isFollowableHref(href, BASE)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\tjava\nscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://learning.example.com/1',
    'file:///etc/passwd',
    'http://[not an address',
  ])('refuses %s', (href) => expect(isFollowableHref(href, BASE)).toBe(false));
});

describe('guardLinks', () => {
  let undo: (() => void) | null = null;
  afterEach(() => {
    undo?.();
    undo = null;
    document.body.replaceChildren();
  });

  function clickOn(html: string, type: 'click' | 'auxclick' = 'click') {
    document.body.innerHTML = html;
    const inner = document.querySelector('[data-inner]') ?? document.body.firstElementChild!;
    const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: type === 'click' ? 0 : 1 });
    let reachedPage = false;
    document.body.addEventListener(type, () => (reachedPage = true));
    inner.dispatchEvent(event);
    return { prevented: event.defaultPrevented, reachedPage };
  }

  it('stops a javascript: link, from the element inside it too, before the page sees the click', () => {
    undo = guardLinks();
    expect(clickOn('<a href="javascript:alert(1)"><span data-inner>Go</span></a>')).toEqual({
      prevented: true,
      reachedPage: false,
    });
    expect(clickOn('<a href="data:text/html,hi">Go</a>', 'auxclick').prevented).toBe(true);
    expect(clickOn('<svg><a href="javascript:alert(1)"><text data-inner>Go</text></a></svg>').prevented).toBe(
      true,
    );
  });

  it('lets ordinary links through untouched', () => {
    undo = guardLinks();
    expect(clickOn('<a href="https://lms.example.com/">Go</a>')).toEqual({
      prevented: false,
      reachedPage: true,
    });
    expect(clickOn('<a href="#top">Top</a>').prevented).toBe(false);
    expect(clickOn('<button>Not a link</button>').prevented).toBe(false);
  });

  it('is gone once undone', () => {
    guardLinks()();
    expect(clickOn('<a href="javascript:alert(1)">Go</a>').prevented).toBe(false);
  });
});
