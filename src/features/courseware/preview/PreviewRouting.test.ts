import { describe, expect, it } from 'vitest';
import { previewPathname, unpreviewedPathname } from './PreviewRouting';

const SEQ = 'block-v1:a+b+c+type@sequential+block@s';
const UNIT = 'block-v1:a+b+c+type@vertical+block@u';

describe('the preview’s addresses', () => {
  it('keeps the courseware’s sequence and unit addresses in the preview, under the public path', () => {
    expect(previewPathname(`/course/x/${SEQ}/${UNIT}`, '/')).toBe(`/preview/course/x/${SEQ}/${UNIT}`);
    expect(previewPathname(`/course/x/${SEQ}`, '/')).toBe(`/preview/course/x/${SEQ}`);
    expect(previewPathname(`/learning/course/x/${SEQ}`, '/learning/')).toBe(
      `/learning/preview/course/x/${SEQ}`,
    );
  });

  it('leaves the course’s other pages, and the course root (no preview address), as they are', () => {
    for (const path of [
      '/course/x',
      '/course/x/home',
      '/course/x/course-end',
      '/course/x/dates',
      '/elsewhere',
    ]) {
      expect(previewPathname(path, '/')).toBe(path);
    }
  });

  it('shows the page its courseware address', () => {
    expect(unpreviewedPathname(`/preview/course/x/${SEQ}`)).toBe(`/course/x/${SEQ}`);
    expect(unpreviewedPathname('/course/x/home')).toBe('/course/x/home');
  });
});
