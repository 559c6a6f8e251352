import { beforeEach, describe, expect, it } from 'vitest';
import { addFlash, ALERT_TYPES, FLASH_STORAGE_KEY, forgetFlashes, peekFlashes } from './flashStore';

describe('flash messages in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('has the five alert types of spec §8', () => {
    expect(ALERT_TYPES).toEqual(['error', 'danger', 'success', 'info', 'welcome']);
  });

  it('keeps a message in session storage until it is forgotten', () => {
    const flash = addFlash({ type: 'success', topic: 'course', code: 'enrollment-success' });
    expect(flash.dismissible).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(FLASH_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    expect(peekFlashes('course')).toEqual([flash]);
    expect(peekFlashes('course')).toEqual([flash]); // peeking does not consume
    forgetFlashes([flash.id]);
    expect(peekFlashes('course')).toEqual([]);
    expect(sessionStorage.getItem(FLASH_STORAGE_KEY)).toBeNull();
  });

  it('reads messages by topic and forgets only the ones shown', () => {
    const a = addFlash({ type: 'info', topic: 'course', text: 'A' });
    const b = addFlash({ type: 'error', topic: 'other', text: 'B' });
    const c = addFlash({ type: 'welcome', topic: 'course', text: 'C' });
    expect(peekFlashes('course').map((m) => m.text)).toEqual(['A', 'C']);
    forgetFlashes([a.id]);
    expect(peekFlashes('course')).toEqual([c]);
    expect(peekFlashes('other')).toEqual([b]);
  });

  it('ignores unreadable or foreign storage content instead of failing', () => {
    sessionStorage.setItem(FLASH_STORAGE_KEY, '{not json');
    expect(peekFlashes('course')).toEqual([]);
    sessionStorage.setItem(
      FLASH_STORAGE_KEY,
      JSON.stringify([
        { id: 'x', type: 'shout', topic: 'course', text: 'no' },
        5,
        { id: 'y', type: 'danger', topic: 'course' },
      ]),
    );
    expect(peekFlashes('course')).toEqual([]);
    expect(() => addFlash({ type: 'danger', topic: 'course', text: 'still works' })).not.toThrow();
  });

  it('survives storage that refuses writes', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => addFlash({ type: 'success', topic: 'course', text: 'x' }, storage)).not.toThrow();
    expect(peekFlashes('course', null)).toEqual([]);
  });
});
