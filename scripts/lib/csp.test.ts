import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, recommendedPolicy } from './csp';

describe('the recommended Content Security Policy', () => {
  const inline = '(function(){var b="/";})()';
  const html = `<html><head><script>${inline}</script><script type="module" src="/assets/index.js"></script></head></html>`;
  const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;

  it('hashes the inline scripts, not the external ones', () => {
    expect(inlineScriptHashes(html)).toEqual([hash]);
  });

  it('allows the configured services and nothing inline but the hashed scripts', () => {
    const { directives, header } = recommendedPolicy(html, {
      LMS_BASE_URL: 'https://courses.example.com',
      DISCOVERY_API_BASE_URL: 'https://discovery.example.com/api',
      DISCUSSIONS_MFE_BASE_URL: 'https://apps.example.com/discussions',
      PARAGON_THEME_URLS: '{"core":{"url":"https://cdn.example.com/core.css"}}',
      SEGMENT_KEY: '',
    });
    expect(directives['script-src']).toEqual(["'self'", hash]);
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://courses.example.com', 'https://discovery.example.com']),
    );
    expect(directives['frame-src']).toEqual(['https://courses.example.com', 'https://apps.example.com']);
    expect(directives['style-src']).toEqual([
      "'self'",
      'https://courses.example.com',
      'https://cdn.example.com',
    ]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(header).not.toContain('unsafe-inline');
    expect(header).not.toContain('unsafe-eval');
  });

  it('lets the app reach the edx-exams service only when EXAMS_BASE_URL is set', () => {
    const lms = { LMS_BASE_URL: 'https://courses.example.com' };
    expect(
      recommendedPolicy(html, { ...lms, EXAMS_BASE_URL: 'https://exams.example.com/api/' }).directives[
        'connect-src'
      ],
    ).toContain('https://exams.example.com');
    const without = recommendedPolicy(html, { ...lms, EXAMS_BASE_URL: '' }).directives['connect-src'];
    expect(without).toEqual(["'self'", 'https://courses.example.com']);
  });
});
