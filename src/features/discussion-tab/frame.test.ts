import { describe, expect, it } from 'vitest';
import { classifyDiscussionMessage, discussionsUrl, safeDiscussionPath } from './frame';

describe('discussions app messages', () => {
  it('reads a resize and a navigation', () => {
    expect(classifyDiscussionMessage({ type: 'plugin.resize', payload: { height: 812.4 } })).toEqual({
      kind: 'resize',
      height: 813,
    });
    expect(
      classifyDiscussionMessage({ type: 'discussions.navigate', payload: { path: 'posts/42' } }),
    ).toEqual({ kind: 'navigate', path: 'posts/42' });
  });

  it.each([
    null,
    'plugin.resize',
    { type: 'plugin.resize' },
    { type: 'plugin.resize', payload: { height: -1 } },
    { type: 'discussions.navigate', payload: { path: 42 } },
    { type: 'discussions.navigate', payload: { path: '../../home' } },
    { type: 'discussions.navigate', payload: { path: 'https://evil.example.com/x' } },
    { type: 'discussions.navigate', payload: { path: 'posts?next=//evil' } },
    { type: 'other', payload: {} },
  ])('ignores %j', (data) => {
    expect(classifyDiscussionMessage(data)).toBeNull();
  });

  it('keeps paths relative to the course’s discussion routes', () => {
    expect(safeDiscussionPath('/topics/general')).toBe('topics/general');
    expect(safeDiscussionPath('a/./b')).toBeNull();
  });

  it('builds the app’s address', () => {
    expect(discussionsUrl('https://apps.example.com/discussions/', 'course-v1:a+b+c', 'posts/1')).toBe(
      'https://apps.example.com/discussions/course-v1:a+b+c/posts/1',
    );
  });
});
