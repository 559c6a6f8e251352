import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { http as mswHttp, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockLms } from '@test/mock-lms/node';
import { gzipOnceMiddleware } from './gzipOnce';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gzip-once-'));
const script = `export const words = ${JSON.stringify('a learner reads a unit '.repeat(200))};\n`;
let server: http.Server;
let origin = '';

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/page-AbCd1234.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/tiny-AbCd1234.css'), '.a{color:red}');
  fs.writeFileSync(path.join(dir, 'secret.js'), script);
  const middleware = gzipOnceMiddleware(dir, '/learning/', {
    'Content-Security-Policy': "default-src 'self'",
  });
  server = http.createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 299;
      res.end('passed on');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

// The node tests' setup answers every request with the mock LMS (and fails on others): this server's go
// through.
beforeEach(() => {
  mockLms.use(mswHttp.all(`${origin}/*`, () => passthrough()));
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw request (no automatic decompression), as a browser sends it. */
function get(
  pathname: string,
  headers: Record<string, string> = { 'accept-encoding': 'gzip, br' },
  method = 'GET',
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(`${origin}${pathname}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

describe('gzipOnceMiddleware', () => {
  it('serves a build file gzipped, with the preview file server’s headers and the configured ones', async () => {
    const response = await get('/learning/assets/page-AbCd1234.js?import');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^W\/"\d+-\d+"$/);
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    expect(zlib.gunzipSync(response.body).toString()).toBe(script);
  });

  it('answers a request that has the file with 304, and a HEAD without a body', async () => {
    const first = await get('/learning/assets/page-AbCd1234.js');
    const again = await get('/learning/assets/page-AbCd1234.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/learning/assets/page-AbCd1234.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('compresses a changed file again', async () => {
    const file = path.join(dir, 'assets/page-AbCd1234.js');
    const changed = `${script}// rebuilt\n`;
    fs.writeFileSync(file, changed);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const response = await get('/learning/assets/page-AbCd1234.js');
    expect(zlib.gunzipSync(response.body).toString()).toBe(changed);
  });

  it('passes on what is not a build file to compress: small, outside assets, outside the base, no gzip', async () => {
    for (const [pathname, headers] of [
      ['/learning/assets/tiny-AbCd1234.css', undefined],
      ['/learning/assets/../secret.js', undefined],
      ['/learning/assets/%2e%2e/secret.js', undefined],
      ['/assets/page-AbCd1234.js', undefined],
      ['/learning/assets/missing.js', undefined],
      ['/learning/', undefined],
      ['/learning/assets/page-AbCd1234.js', { 'accept-encoding': 'identity' }],
    ] as const) {
      const response = await get(pathname, headers);
      expect(response.status, pathname).toBe(299);
      expect(response.body.toString(), pathname).toBe('passed on');
    }
  });
});
