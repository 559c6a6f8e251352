import { describe, expect, it } from 'vitest';
import { liveFrame, withoutInlineCode } from './liveFrame';

const LMS = 'https://courses.example.com';

describe('the live tab’s frame from the LMS’s HTML', () => {
  // edx-platform's course_live frame: xblock-lti-consumer's launch page, escaped into a srcdoc.
  const launchPage = (fields: string) =>
    `<!DOCTYPE HTML><html><head><title>LTI</title></head><body><form id="lti-tab-embed" action="https://zoom.example.com/lti" method="post" encType="application/x-www-form-urlencoded" style="display:none;">${fields}<input type="submit" value="Press to Launch" /></form><script type="text/javascript">(function (d) { d.getElementById("lti-tab-embed").submit(); }(document));</script></body></html>`;
  const escaped = (html: string) =>
    html
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#x27;');

  it('reads the LTI launch form of edx-platform’s frame, its fields as signed, without its script', () => {
    const fields =
      '<input name="lti_message_type" value="basic-lti-launch-request" />' +
      '<input name="context_title" value="Come onward=now &amp; &quot;learn&quot;" />' +
      '<input name="oauth_signature" value="a+b/c=" />';
    const html = `<iframe id='lti-tab-embed' style='width: 100%; min-height: 800px; border: none' srcdoc='${escaped(launchPage(fields))}' ></iframe>`;
    expect(liveFrame(html, LMS)).toEqual({
      src: null,
      srcDoc: null,
      launch: {
        action: 'https://zoom.example.com/lti',
        method: 'post',
        fields: [
          ['lti_message_type', 'basic-lti-launch-request'],
          // Text that looks like a handler is a field's value here, and reaches the provider unchanged.
          ['context_title', 'Come onward=now & "learn"'],
          ['oauth_signature', 'a+b/c='],
        ],
      },
      title: null,
      allow: null,
      allowFullScreen: false,
    });
  });

  it('keeps only the fields a form sends', () => {
    const form = `<form action="/lti/launch"><input name="a" value="1"><input type="checkbox" name="b" value="2"><input type="checkbox" name="c" value="3" checked><input type="file" name="d"><input type="image" name="e"><textarea name="f">six</textarea><input value="unnamed"></form>`;
    expect(liveFrame(`<iframe srcdoc="${escaped(form)}"></iframe>`, LMS)?.launch).toEqual({
      action: `${LMS}/lti/launch`,
      method: 'get',
      fields: [
        ['a', '1'],
        ['c', '3'],
        ['f', 'six'],
      ],
    });
  });

  it('shows any other srcdoc as it is (the page sandboxes it), and a launch to a script address not at all', () => {
    expect(liveFrame(`<iframe srcdoc="<p>Starts at noon</p>"></iframe>`, LMS)).toMatchObject({
      src: null,
      launch: null,
      srcDoc: '<p>Starts at noon</p>',
    });
    const scripted = '<form action="javascript:alert(1)"><input name="a" value="1"></form>';
    expect(liveFrame(`<iframe srcdoc='${escaped(scripted)}'></iframe>`, LMS)).toMatchObject({
      launch: null,
      srcDoc: scripted,
    });
  });

  it('keeps an http(s) address, resolved against the LMS, and the frame’s permissions', () => {
    const frame = liveFrame(
      '<iframe src="/live/x" title="Class" allow="camera" allowfullscreen></iframe>',
      LMS,
    );
    expect(frame).toMatchObject({
      src: `${LMS}/live/x`,
      launch: null,
      srcDoc: null,
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

describe('markup without its inline code', () => {
  it('drops script and style elements and every handler and style attribute', () => {
    expect(
      withoutInlineCode(
        `<div style="color:red" onclick='x()' ONLOAD=y data-x="1"><script src="a.js"></script><style>p{}</style><p>Text</p></div>`,
      ),
    ).toBe('<div data-x="1"><p>Text</p></div>');
  });

  it('reads values whole: what looks like an attribute or a tag inside one, or in text, stays', () => {
    const html = `<input name="t" value='a onclick="b" style=c > <script>d</script>' title="x>y" /><p>on=1 style=2</p><option selected>o</option>`;
    expect(withoutInlineCode(html)).toBe(html);
  });
});
