import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** The build's files that `vite preview` compresses (its compression middleware's types), by extension. */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** The compression middleware leaves smaller files as they are. */
const THRESHOLD = 1024;

interface Entry {
  readonly etag: string;
  readonly type: string;
  readonly lastModified: string;
  readonly body: Buffer;
}

/**
 * Serves `dir`'s `assets/` files under `base` gzipped once per file, with the headers `vite preview`'s own
 * file server gives them (type, a weak ETag of size and time, `Cache-Control: no-cache`, Last-Modified, the
 * preview's configured headers): the same bytes at the same addresses, compressed once instead of at every
 * request. Anything else (the page, the runtime configuration, a file under 1 KB, a client that takes no
 * gzip) goes on to the preview's own middlewares.
 */
export function gzipOnceMiddleware(
  dir: string,
  base: string,
  headers: Readonly<Record<string, string>> = {},
) {
  const assets = path.join(dir, 'assets') + path.sep;
  const cache = new Map<string, Entry>();
  /** The gzipped file a request asks for, or null when the request is not this middleware's. */
  const entryFor = (req: IncomingMessage): Entry | null => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return null;
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    const type = TYPES[path.extname(pathname)];
    if (!pathname.startsWith(`${base}assets/`) || !type) return null;
    let file: string;
    let stats: fs.Stats;
    try {
      file = path.join(dir, decodeURIComponent(pathname.slice(base.length)));
      if (!file.startsWith(assets)) return null;
      stats = fs.statSync(file);
    } catch {
      return null;
    }
    if (!stats.isFile() || stats.size < THRESHOLD) return null;
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
    let entry = cache.get(file);
    if (entry?.etag !== etag) {
      entry = {
        etag,
        type,
        lastModified: stats.mtime.toUTCString(),
        body: zlib.gzipSync(fs.readFileSync(file)),
      };
      cache.set(file, entry);
    }
    return entry;
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const entry = entryFor(req);
    if (!entry) {
      next();
      return;
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Last-Modified', entry.lastModified);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Cache-Control', 'no-cache');
    const vary = res.getHeader('Vary');
    res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', entry.body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  };
}

/**
 * For the browser tests' servers (`PREVIEW_GZIP_ONCE=1`, playwright.config.ts): `vite preview` gzips every
 * file at every request, and the suite loads the app a few thousand times, each test in a new browser
 * context with an empty cache, on the two cores the tests share (decision 0019). The bench's preview keeps
 * Vite's own behaviour, so its figures compare with earlier runs.
 */
export function gzipOnceInPreview(): Plugin {
  return {
    name: 'learning:gzip-once-in-preview',
    configurePreviewServer(server) {
      if (process.env.PREVIEW_GZIP_ONCE !== '1') return;
      const { root, base, build, preview } = server.config;
      const headers = Object.fromEntries(
        Object.entries(preview.headers).map(([name, value]) => [name, String(value)]),
      );
      server.middlewares.use(gzipOnceMiddleware(path.resolve(root, build.outDir), base, headers));
    },
  };
}
