import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { getResponse } from 'msw';
import { LMS_ORIGIN } from './env';
import { answerInEra, ERA_COOKIE, eraOfRequest } from './era';
import { handlers } from './handlers';
import { inScope, scopeOfRequest } from './scope';
import { state } from './state';

/** CORS for the app's origin, with credentials, as an LMS operator configures it (README). */
function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  let allowed = false;
  try {
    allowed = ['localhost', '127.0.0.1'].includes(new URL(origin).hostname);
  } catch {
    allowed = false;
  }
  if (!allowed) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': 'Date',
    Vary: 'Origin',
  };
}

const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/|image\/svg)/;

/**
 * Compresses an answer as an Open edX site's web server does: Tutor's Caddy proxies the LMS with `encode
 * gzip`, so a 2,400-unit course's blocks answer (1.8 MB of JSON) crosses the network as about a tenth of
 * that. Without it, a slow-network measurement would time a transfer no real site makes.
 */
async function encodeBody(
  req: http.IncomingMessage,
  headers: Record<string, string | string[]>,
  body: Buffer,
): Promise<Buffer> {
  const accepts = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const type = String(headers['content-type'] ?? '');
  const vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  if (body.length < 1024 || !COMPRESSIBLE.test(type) || headers['content-encoding']) return body;
  headers.vary = vary;
  if (!accepts) return body;
  const encoded = await gzip(body, { level: 5 });
  headers['content-encoding'] = 'gzip';
  delete headers['content-length'];
  return encoded;
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * What decides the era of an answer: the request's `mock_lms_era` cookie, else its scope's era (`POST
 * /__mock/era` in a browser test's scope), else the server's (era.ts).
 */
function eraProbe(request: Request): Request {
  if (eraOfRequest(request) || !state.era) return request;
  return new Request(request.url, { headers: { cookie: `${ERA_COOKIE}=${state.era}` } });
}

/**
 * The mock LMS as a real HTTP server: every request goes through the same MSW handlers the unit tests use,
 * so the browser exercises CORS with credentials, cookies, CSRF and real frame loads against it. A request
 * with a scope (scope.ts: the browser tests' `mock_lms_scope` cookie) is answered from that scope's state.
 */
export function createMockLmsServer(): http.Server {
  const server = http.createServer((req, res) => {
    void (async () => {
      const cors = corsHeaders(req.headers.origin);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers':
            req.headers['access-control-request-headers'] ?? 'content-type, use-jwt-cookie, x-csrftoken',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      const method = req.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      const request = new Request(new URL(req.url ?? '/', LMS_ORIGIN), {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
      });
      const response = await inScope(scopeOfRequest(request), () =>
        answerInEra(eraProbe(request), () => getResponse(handlers, request)),
      );
      if (!response) {
        res.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            detail: `The mock LMS has no handler for ${method} ${new URL(request.url).pathname}`,
          }),
        );
        return;
      }
      if (response.type === 'error') {
        // An injected network failure: drop the connection without an answer.
        res.destroy();
        return;
      }
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(cors)) out[name.toLowerCase()] = value;
      response.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'set-cookie') out[name.toLowerCase()] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) out['set-cookie'] = cookies;
      const sent = await encodeBody(req, out, Buffer.from(await response.arrayBuffer()));
      res.writeHead(response.status, out);
      res.end(sent);
    })().catch((error: unknown) => {
      console.error('[mock-lms]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Mock LMS error');
    });
  });
  // Node closes an idle kept-alive socket after 5 s; a test's request client that picks that socket at the
  // same moment gets ECONNRESET (a "socket hang up" in the fault matrix). Idle sockets stay open a minute.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  return server;
}

export function startMockLms(port = Number(new URL(LMS_ORIGIN).port) || 18000): Promise<http.Server> {
  const server = createMockLmsServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      console.log(`Mock LMS listening on ${LMS_ORIGIN} (control panel: ${LMS_ORIGIN}/__mock)`);
      resolve(server);
    });
  });
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  void startMockLms().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
