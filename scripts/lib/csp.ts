import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The Content Security Policy the build recommends (issue 18; README, "Content Security Policy"): the
 * hashes of index.html's inline scripts (the first page's preload, the theme loader) and the origins the
 * configuration names, written next to index.html as `csp.txt` (the header's value) and `csp.json` (its
 * parts, for operators who assemble their own). Origins added at run time (MFE_CONFIG_API_URL) are the
 * operator's to add.
 */

const ORIGIN_KEYS = {
  connect: [
    'LMS_BASE_URL',
    'STUDIO_BASE_URL',
    'DISCOVERY_API_BASE_URL',
    'ECOMMERCE_BASE_URL',
    'CREDENTIALS_BASE_URL',
    'EXAMS_BASE_URL',
    'MFE_CONFIG_API_URL',
    'REFRESH_ACCESS_TOKEN_ENDPOINT',
  ],
  frame: ['LMS_BASE_URL', 'DISCUSSIONS_MFE_BASE_URL', 'STUDIO_BASE_URL'],
  img: ['LMS_BASE_URL', 'LOGO_URL', 'LOGO_TRADEMARK_URL', 'FAVICON_URL'],
  // Themes (PARAGON_THEME_URLS, often given at run time) are usually served by the LMS or a CDN it names.
  style: ['LMS_BASE_URL', 'PARAGON_THEME_URLS'],
} as const;

function originsOf(value: string | undefined): string[] {
  if (!value) return [];
  // PARAGON_THEME_URLS is JSON holding addresses; others are one address.
  const candidates = value.trim().startsWith('{') ? (value.match(/https?:\/\/[^"'\s,}]+/g) ?? []) : [value];
  return candidates.flatMap((candidate) => {
    try {
      const url = new URL(candidate);
      return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (!body.trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function recommendedPolicy(html: string, env: Readonly<Record<string, string | undefined>>) {
  const from = (keys: readonly string[]) => [...new Set(keys.flatMap((key) => originsOf(env[key])))];
  const analytics = [
    ...(env.SEGMENT_KEY ? ['https://cdn.segment.com', 'https://api.segment.io'] : []),
    ...(env.GOOGLE_ANALYTICS_4_ID
      ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
      : []),
    ...(env.NEW_RELIC_LICENSE_KEY || env.NEW_RELIC_APP_ID
      ? ['https://js-agent.newrelic.com', 'https://*.nr-data.net']
      : []),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html), ...analytics.filter((o) => !o.includes('api.'))],
    'style-src': ["'self'", ...from(ORIGIN_KEYS.style)],
    'font-src': ["'self'", 'data:', ...from(ORIGIN_KEYS.style)],
    'img-src': ["'self'", 'data:', 'https:', ...from(ORIGIN_KEYS.img)],
    'connect-src': ["'self'", ...from(ORIGIN_KEYS.connect), ...analytics],
    'frame-src': from(ORIGIN_KEYS.frame).length ? from(ORIGIN_KEYS.frame) : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...originsOf(env.LMS_BASE_URL)],
    'frame-ancestors': ["'self'"],
  };
  const header = Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
  return { directives, header };
}

/** Writes csp.txt and csp.json beside the built index.html. */
export function contentSecurityPolicy(env: Readonly<Record<string, string | undefined>>): Plugin {
  let outDir = 'dist';
  return {
    name: 'learning:csp',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const file = path.join(outDir, 'index.html');
      if (!fs.existsSync(file)) return;
      const policy = recommendedPolicy(fs.readFileSync(file, 'utf8'), env);
      fs.writeFileSync(path.join(outDir, 'csp.txt'), `${policy.header}\n`);
      fs.writeFileSync(path.join(outDir, 'csp.json'), `${JSON.stringify(policy.directives, null, 2)}\n`);
    },
  };
}

/**
 * The policy a built directory recommends, for `vite preview` to serve (null before a build), with
 * `extraOrigins` (space-separated) added where services are: what an operator adds for origins the
 * configuration gives only at run time (a Tutor build learns its LMS from MFE_CONFIG_API_URL).
 */
export function builtPolicy(outDir: string, extraOrigins = ''): string | null {
  let directives: Record<string, string[]>;
  try {
    directives = JSON.parse(fs.readFileSync(path.join(outDir, 'csp.json'), 'utf8')) as Record<
      string,
      string[]
    >;
  } catch {
    return null;
  }
  const extra = extraOrigins.split(/\s+/).filter(Boolean);
  for (const name of ['connect-src', 'frame-src', 'img-src', 'style-src', 'font-src', 'form-action']) {
    const values = (directives[name] ?? []).filter((value) => value !== "'none'");
    directives[name] = [...new Set([...values, ...extra])];
    if (directives[name].length === 0) directives[name] = ["'none'"];
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
