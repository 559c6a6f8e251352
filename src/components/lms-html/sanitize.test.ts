import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { createSanitizer, truncateWords } from './sanitize';

const sanitize = createSanitizer(DOMPurify);
const options = { lmsBaseUrl: 'http://localhost:18000', appOrigin: 'http://localhost:2000' };
const clean = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = sanitize(html, options);
  return div;
};

describe('author HTML', () => {
  it('removes scripts, event handlers, javascript: links, frames, forms and styles', () => {
    const div = clean(`<p>Hi</p><script>window.x=1</script><img src="a.png" onerror="window.x=2">
      <a href="javascript:window.x=3">bad</a><iframe srcdoc="<script>parent.x=4</script>"></iframe>
      <form action="/steal"><input name="p"><button>Go</button></form><style>body{display:none}</style>
      <p style="position:fixed">over</p><svg><script>window.x=5</script></svg>`);
    expect(div.querySelector('script, iframe, form, input, button, style')).toBeNull();
    expect(div.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(div.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(div.querySelector('[style]')).toBeNull();
    expect(div.innerHTML).not.toMatch(/window\.x/);
  });

  it('keeps formatting and links, making relative addresses the LMS’s', () => {
    const div = clean(
      '<h2>Title <em>now</em></h2><ol><li><a href="/static/demo.pdf">Handout</a></li></ol><img src="/static/a.png" alt="A">',
    );
    expect(div.querySelector('h2 em')?.textContent).toBe('now');
    expect(div.querySelector('a')?.getAttribute('href')).toBe('http://localhost:18000/static/demo.pdf');
    expect(div.querySelector('img')?.getAttribute('src')).toBe('http://localhost:18000/static/a.png');
  });

  it('adds rel="noopener noreferrer" to links that leave the app, and keeps in-page anchors', () => {
    const div = clean(
      '<a href="https://example.org" target="_blank">out</a><a href="#part">anchor</a><a href="http://localhost:2000/course/x">in app</a>',
    );
    const [out, anchor, inApp] = Array.from(div.querySelectorAll('a'));
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(anchor?.getAttribute('href')).toBe('#part');
    expect(anchor?.hasAttribute('rel')).toBe(false);
    expect(inApp?.hasAttribute('rel')).toBe(false);
  });

  it('keeps no opener for SVG links and image-map areas that leave the app', () => {
    const div = clean(
      '<svg><a href="https://evil.test/" target="_blank"><text>svg</text></a><a xlink:href="https://evil.test/x" target="_blank"><text>x</text></a></svg>' +
        '<img usemap="#m" src="/m.png" alt="map"><map name="m"><area href="https://evil.test/" target="_blank" alt="area" shape="rect" coords="0,0,1,1"></map>',
    );
    const [svgLink, xlinkLink] = Array.from(div.querySelectorAll('svg a'));
    expect(svgLink?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(svgLink?.hasAttribute('target')).toBe(false);
    expect(xlinkLink?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(xlinkLink?.hasAttribute('target')).toBe(false);
    expect(div.querySelector('area')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('removes the app’s layout utilities that would let author HTML cover the page', () => {
    const div = clean(
      '<a class="stretched-link fw-bold" href="/x">all</a><div class="fixed-top h-100 vh-100 z-3 position-absolute text-center">bar</div><p class="sticky-top">s</p>',
    );
    expect(div.querySelector('a')?.getAttribute('class')).toBe('fw-bold');
    expect(div.querySelector('div')?.getAttribute('class')).toBe('text-center');
    expect(div.querySelector('p')?.hasAttribute('class')).toBe(false);
  });

  it('prefixes author ids so they cannot clobber the app’s', () => {
    const div = clean('<p id="main-content">x</p>');
    expect(div.querySelector('p')?.id).not.toBe('main-content');
  });
});

describe('cutting after a number of words', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

  it('cuts after the limit, closing the markup around what is kept', () => {
    const { html, truncated } = truncateWords(
      `<p>${words(60)}</p> <ul><li><strong>${words(60)}</strong></li></ul> <p>end</p>`,
      100,
    );
    expect(truncated).toBe(true);
    const div = document.createElement('div');
    div.innerHTML = html;
    expect(div.textContent.match(/\S+/g)?.length).toBe(100);
    expect(div.querySelector('strong')?.textContent.endsWith('w40…')).toBe(true);
    expect(div.textContent).not.toContain('end');
  });

  it('leaves text of exactly the limit, or shorter, as it is', () => {
    const exact = `<p>${words(100)}</p>`;
    expect(truncateWords(exact, 100)).toEqual({ html: exact, truncated: false });
    expect(truncateWords(`<p>${words(99)}</p><p> </p>`, 100).truncated).toBe(false);
    expect(truncateWords(`<p>${words(100)}</p><p>one</p>`, 100).truncated).toBe(true);
  });
});
