import { absoluteLmsUrl, read, type Reader } from '../decode';

/** A course tab (course-home §1 `tabs`, courseware §3 `tabs`: the same list). */
export interface CourseTab {
  /** tab_id (slug on older servers), with `courseware` renamed to `outline`. */
  readonly slug: string;
  readonly title: string;
  /** Absolute: relative LMS addresses are prefixed with LMS_BASE_URL. */
  readonly url: string;
}

/**
 * Reads `tabs`. A tab's id is `tab_id`; older servers and the courseware record send `slug` (the same
 * value), read when `tab_id` is missing. A tab without an id, a title or an address is dropped.
 */
export function decodeTabs(r: Reader, lmsBaseUrl: string): CourseTab[] {
  return r.optList('tabs', (value, path) => {
    const tab = read(value, path);
    const id = tab.optNonBlankString('tab_id') ?? tab.optNonBlankString('slug');
    const title = tab.optNonBlankString('title');
    const url = tab.optUrl('url');
    if (!id || !title || !url) throw tab.missing('tab_id, title and url');
    return { slug: id === 'courseware' ? 'outline' : id, title, url: absoluteLmsUrl(url, lmsBaseUrl) };
  });
}
