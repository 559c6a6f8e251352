import { loadable } from '@/components/loadable';

/**
 * An address that is no page of the app (or whose ids are not Open edX keys): a chunk of its own, as
 * nobody on a page of the app needs it.
 */
export const NotFoundPage = loadable(() => import('./NotFound'));
