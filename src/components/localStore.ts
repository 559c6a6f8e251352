/**
 * Values the app keeps in the browser's local storage (spec §3 "locally stored values"). Storage that
 * cannot be read or written (private modes, quotas) changes nothing but memory: the value lasts the visit.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not stored: the value lasts this visit.
  }
}
