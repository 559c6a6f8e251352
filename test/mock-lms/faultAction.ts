/**
 * A fault's `action` (faults.ts), apart from the mock's handlers so the browser tests' fault matrix names
 * calls the same way without loading the mock.
 */

/** What a write does, as `Fault.action` names it; null for a read or a body that names nothing. */
export function actionOfBody(method: string, body: unknown): string | null {
  if (method.toUpperCase() === 'GET' || typeof body !== 'object' || body === null) return null;
  const { action } = body as { action?: unknown };
  if (typeof action === 'string') return action;
  return method.toUpperCase() === 'PATCH' ? Object.keys(body).sort().join(',') || null : null;
}
