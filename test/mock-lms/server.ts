import http from 'node:http';
import { getResponse } from 'msw';
import { LMS_ORIGIN } from './env';
import { handlers } from './handlers';

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

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The mock LMS as a real HTTP server: every request goes through the same MSW handlers the unit tests use,
 * so the browser exercises CORS with credentials, cookies, CSRF and real frame loads against it.
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
      const response = await getResponse(handlers, request);
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
      const out: Record<string, string | string[]> = { ...cors };
      response.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'set-cookie') out[name] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) out['Set-Cookie'] = cookies;
      res.writeHead(response.status, out);
      res.end(Buffer.from(await response.arrayBuffer()));
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
