import { describe, expect, it } from 'vitest';
import { liveFrame } from './liveFrame';

const LMS = 'https://courses.example.com';

describe('the live tab’s frame from the LMS’s HTML', () => {
  it('keeps the LTI launch document of edx-platform’s frame', () => {
    const html = `<iframe id='lti-tab-embed' style='width: 100%; min-height: 800px; border: none' srcdoc='<form action="https://zoom.example.com/lti"></form>'></iframe>`;
    expect(liveFrame(html, LMS)).toEqual({
      src: null,
      srcDoc: '<form action="https://zoom.example.com/lti"></form>',
      title: null,
      allow: null,
      allowFullScreen: false,
    });
  });

  it('keeps an http(s) address, resolved against the LMS, and the frame’s permissions', () => {
    const frame = liveFrame(
      '<iframe src="/live/x" title="Class" allow="camera" allowfullscreen></iframe>',
      LMS,
    );
    expect(frame).toMatchObject({
      src: `${LMS}/live/x`,
      title: 'Class',
      allow: 'camera',
      allowFullScreen: true,
    });
  });

  it.each([
    null,
    '',
    '<p>No frame</p>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<script>alert(1)</script>',
  ])('gives no frame for %j', (html) => {
    expect(liveFrame(html, LMS)).toBeNull();
  });
});
