import { pluginResizeHeight } from '@/lms/decode';

/**
 * The messages the discussions app sends its host frame (frontend-app-learning's DiscussionTab): its
 * content height, and a request to show another of its pages in the address bar. Anything else, or a
 * path that could leave the course's discussion routes, is ignored.
 */
export type DiscussionMessage =
  { readonly kind: 'resize'; readonly height: number } | { readonly kind: 'navigate'; readonly path: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A path inside the discussions app: relative, no `..`, no scheme, no query or fragment tricks. */
export function safeDiscussionPath(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const trimmed = path.replace(/^\/+/, '');
  if (/[\\?#]|:\/\//.test(trimmed)) return null;
  if (trimmed.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return trimmed;
}

export function classifyDiscussionMessage(data: unknown): DiscussionMessage | null {
  if (!isRecord(data) || !isRecord(data.payload)) return null;
  if (data.type === 'plugin.resize') {
    const height = pluginResizeHeight(data);
    return height ? { kind: 'resize', height } : null;
  }
  if (data.type === 'discussions.navigate') {
    const path = safeDiscussionPath(data.payload.path);
    return path === null ? null : { kind: 'navigate', path };
  }
  return null;
}

/** The discussions app's address for a course and one of its paths. */
export function discussionsUrl(base: string, courseId: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${courseId}/${path}`;
}
