import { vi } from 'vitest';
import type * as AfterPaint from '@/platform/afterPaint';
import { mockLmsSettled } from './mock-lms/requests';

/**
 * The real afterPaint, wrapped so that a test knows every task a hook gave it and when each has run (or
 * was cancelled), instead of sleeping past its fallback. A test file mocks the module with this one:
 *
 *   vi.mock('@/platform/afterPaint', () => import('@test/afterPaint'));
 *
 * and awaits `painted()` before asserting that the work after the paint asked nothing.
 */
const real = await vi.importActual<typeof AfterPaint>('@/platform/afterPaint');
const tasks: Promise<void>[] = [];

export const afterPaint: typeof AfterPaint.afterPaint = (task, fallbackMs) => {
  let finish!: () => void;
  tasks.push(
    new Promise<void>((resolve) => {
      finish = resolve;
    }),
  );
  const cancel = real.afterPaint(() => {
    try {
      task();
    } finally {
      finish();
    }
  }, fallbackMs);
  return () => {
    cancel();
    finish();
  };
};

/**
 * Resolves once every task given to afterPaint has run (or was cancelled) and the mock LMS has answered
 * all it was asked since, tasks those answers set off included.
 */
export async function painted(): Promise<void> {
  for (;;) {
    const seen = tasks.length;
    await Promise.all(tasks);
    await mockLmsSettled();
    if (tasks.length === seen) return;
  }
}

/** Forgets the tasks of the test that ran (call in afterEach). */
export function forgetPaints(): void {
  tasks.length = 0;
}
