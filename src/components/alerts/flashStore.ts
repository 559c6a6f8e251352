/**
 * Flash messages (spec §3 "Locally stored values", §8 "Message types for flash alerts"): an alert stored in
 * session storage before the page reloads or moves on, shown once on the next page that shows its topic,
 * then forgotten. The enrolment confirmation is the first user ("You have successfully enrolled…").
 */
export const ALERT_TYPES = ['error', 'danger', 'success', 'info', 'welcome'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export interface FlashMessage {
  readonly id: string;
  readonly type: AlertType;
  /** Where it shows (the page or area that reads it), e.g. `course`. */
  readonly topic: string;
  /** A known message the page renders in the UI language (preferred), or ready text. */
  readonly code?: string;
  readonly text?: string;
  readonly dismissible: boolean;
}

export const FLASH_STORAGE_KEY = 'learning.flashMessages';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const defaultStorage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
};

function isFlash(value: unknown): value is FlashMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.topic === 'string' &&
    ALERT_TYPES.includes(v.type as AlertType) &&
    (typeof v.code === 'string' || typeof v.text === 'string')
  );
}

function readAll(storage: Storage | null): FlashMessage[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FLASH_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isFlash) : [];
  } catch {
    return []; // unreadable storage is treated as empty, never as an error
  }
}

function writeAll(storage: Storage | null, messages: FlashMessage[]): void {
  if (!storage) return;
  try {
    if (messages.length) storage.setItem(FLASH_STORAGE_KEY, JSON.stringify(messages));
    else storage.removeItem(FLASH_STORAGE_KEY);
  } catch {
    // Full or disabled storage: the message is lost, the page is not.
  }
}

let counter = 0;

/** Stores a message for the next page that shows its topic. */
export function addFlash(
  message: Omit<FlashMessage, 'id' | 'dismissible'> & { dismissible?: boolean },
  storage: Storage | null = defaultStorage(),
): FlashMessage {
  counter += 1;
  const flash: FlashMessage = {
    dismissible: true,
    ...message,
    id: `${Date.now().toString(36)}-${counter}`,
  };
  writeAll(storage, [...readAll(storage), flash]);
  return flash;
}

/** The stored messages of a topic, without removing them. */
export function peekFlashes(topic: string, storage: Storage | null = defaultStorage()): FlashMessage[] {
  return readAll(storage).filter((m) => m.topic === topic);
}

/** Forgets the given messages (once shown), keeping any others. */
export function forgetFlashes(ids: readonly string[], storage: Storage | null = defaultStorage()): void {
  if (!ids.length) return;
  const remaining = readAll(storage).filter((m) => !ids.includes(m.id));
  writeAll(storage, remaining);
}
