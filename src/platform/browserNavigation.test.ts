import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowNavigation } from './browserNavigation';

describe('the browser’s navigation', () => {
  const assign = vi.fn();
  const replace = vi.fn();
  const original = window.location;

  afterEach(() => {
    Object.defineProperty(window, 'location', { value: original, configurable: true });
    assign.mockReset();
    replace.mockReset();
  });

  function stubLocation() {
    Object.defineProperty(window, 'location', {
      value: { href: 'http://localhost:2000/course/x', assign, replace, reload: vi.fn() },
      configurable: true,
    });
  }

  it('refuses addresses that would run code in the app’s origin', () => {
    stubLocation();
    for (const url of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
    ]) {
      windowNavigation.assign(url);
      windowNavigation.replace(url);
    }
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('follows http(s) addresses, relative ones against the current page', () => {
    stubLocation();
    windowNavigation.assign('https://lms.test/dashboard');
    windowNavigation.replace('/learning/course/y');
    expect(assign).toHaveBeenCalledWith('https://lms.test/dashboard');
    expect(replace).toHaveBeenCalledWith('http://localhost:2000/learning/course/y');
  });
});
