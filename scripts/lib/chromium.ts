/**
 * Debian's Chromium as the browser tests and benchmarks launch it: never a downloaded browser. The flags
 * keep it off the network (this machine's closed network refuses background connections) and runnable
 * as root.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
