import { describe, expect, it } from 'vitest';
import { isUsageKey } from './routeConfig';
import { matchPage } from './routes';

const SEQ = 'block-v1:a+b+c+type@sequential+block@s';
const UNIT = 'block-v1:a+b+c+type@vertical+block@u';

describe('matchPage (the first page, before React renders)', () => {
  it.each([
    ['/course/course-v1:a+b+c/home', 'outline', {}],
    ['/course/course-v1:a+b+c/dates', 'dates', {}],
    ['/course/course-v1:a+b+c/progress', 'progress', {}],
    ['/course/course-v1:a+b+c/progress/42', 'progress', { targetUserId: '42' }],
    ['/course/course-v1:a+b+c/course-end', 'courseExit', {}],
    ['/course/course-v1:a+b+c', 'courseware', {}],
    ['/course/course-v1:a+b+c/block-v1:a+b+c+type@sequential+block@s', 'courseware', { sequenceId: SEQ }],
    [`/course/course-v1:a+b+c/${SEQ}/${UNIT}`, 'courseware', { sequenceId: SEQ, unitId: UNIT }],
    ['/course/course-v1:a+b+c/discussion', 'discussionTab', {}],
    ['/course/course-v1:a+b+c/discussion/posts/42', 'discussionTab', { '*': 'posts/42' }],
    ['/course/course-v1:a+b+c/live', 'live', {}],
    ['/course/course-v1:a+b+c/access-denied', 'accessDenied', {}],
    ['/goal-unsubscribe/abc', 'goalUnsubscribe', { token: 'abc' }],
    ['/preferences-unsubscribe/tok', 'preferencesUnsubscribe', { userToken: 'tok' }],
    [
      '/preferences-unsubscribe/tok/patch',
      'preferencesUnsubscribe',
      { userToken: 'tok', updatePatch: 'patch' },
    ],
  ])('%s is the %s page', (path, name, params) => {
    const match = matchPage(path);
    expect(match?.name).toBe(name);
    expect(match?.params).toMatchObject(params);
  });

  it('strips the public path', () => {
    expect(matchPage('/learning/course/x/dates', '/learning/')?.name).toBe('dates');
    expect(matchPage('/learning/course/x/dates', '/learning')?.params.courseId).toBe('x');
  });

  it('no page (and no call) for ids that could leave their place in an LMS path', () => {
    expect(matchPage('/course/..%2F..%2Flogout%3F/home')).toBeNull();
    expect(matchPage('/course/course-v1:a+b+c/seq/..%2Fx')).toBeNull();
    expect(matchPage('/goal-unsubscribe/a%2F..%2Fb')).toBeNull();
  });

  it('no page for other paths', () => {
    expect(matchPage('/')).toBeNull();
    // Studio's preview loads its own chunk, and no early data: the courseware's would be the published one.
    expect(matchPage(`/preview/course/course-v1:a+b+c/${SEQ}/${UNIT}`)).toBeNull();
    expect(matchPage('/redirect/dashboard')).toBeNull();
    expect(matchPage('/course/x/a/b/c')).toBeNull();
  });

  it('takes only usage keys for courseware: other segments are not units', () => {
    expect(matchPage('/course/x/seq')).toBeNull();
    expect(matchPage(`/course/x/${SEQ}/unit`)).toBeNull();
    expect(matchPage('/course/x/wiki')).toBeNull();
    expect(isUsageKey('ccx-block-v1:a+b+c+ccx@1+type@vertical+block@u')).toBe(true);
    expect(isUsageKey('lib-block-v1:org+lib+type@html+block@x')).toBe(true);
    expect(isUsageKey('forum')).toBe(false);
  });
});

describe('prefetchLocation (the first page’s calls, before React renders)', () => {
  it('has sent the page’s own call, beside the course metadata, when it resolves', async () => {
    const { makeStore } = await import('./store');
    const { createPlatformServices } = await import('@/platform/platform');
    const { prefetchLocation } = await import('./routes');
    const { testConfig } = await import('@test/render');
    const services = createPlatformServices(testConfig());
    const store = makeStore({ ...services, user: null, locale: 'en' });
    await prefetchLocation(store.dispatch, '/course/course-v1:edX+DemoX+Demo_Course/home');
    const queries = Object.keys(store.getState().lms.queries);
    expect(queries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^getCourseMetadata\(/),
        expect.stringMatching(/^getOutline\(/),
      ]),
    );
  });
});
