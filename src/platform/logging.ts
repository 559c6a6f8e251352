/**
 * Logging with the platform's three calls. Output goes to the console; when New Relic's browser agent is on
 * the page, info becomes a page action and errors are noticed. Errors whose message matches
 * IGNORED_ERROR_REGEX are downgraded to an IGNORED_ERROR page action. Logging never throws.
 */
export type LogAttributes = Readonly<Record<string, unknown>>;

export interface Logger {
  logInfo(message: string | Error, attributes?: LogAttributes): void;
  logError(error: unknown, attributes?: LogAttributes): void;
  setCustomAttribute(name: string, value: string | number | boolean): void;
}

interface NewRelicAgent {
  addPageAction?(name: string, attributes: Record<string, unknown>): void;
  noticeError?(error: Error, attributes?: Record<string, unknown>): void;
  setCustomAttribute?(name: string, value: unknown): void;
}

const MAX_MESSAGE = 4000;

function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function attributesOf(value: unknown, extra?: LogAttributes): Record<string, unknown> {
  const own =
    typeof value === 'object' && value !== null && 'customAttributes' in value
      ? (value as { customAttributes?: Record<string, unknown> }).customAttributes
      : undefined;
  return { ...own, ...extra };
}

export interface LoggerOptions {
  ignoredErrorRegex?: string | null;
  sink?: Pick<Console, 'info' | 'error' | 'warn'>;
  agent?: () => NewRelicAgent | undefined;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const sink = options.sink ?? console;
  const agent = options.agent ?? (() => (globalThis as { newrelic?: NewRelicAgent }).newrelic);
  let ignored: RegExp | null = null;
  try {
    ignored = options.ignoredErrorRegex ? new RegExp(options.ignoredErrorRegex) : null;
  } catch {
    ignored = null;
  }
  const guard = (fn: () => void) => {
    try {
      fn();
    } catch {
      // A logging failure must never become the page's failure.
    }
  };

  return {
    logInfo(message, attributes) {
      guard(() => {
        const text = messageOf(message).slice(0, MAX_MESSAGE);
        const attrs = attributesOf(message, attributes);
        sink.info(text, attrs);
        agent()?.addPageAction?.('INFO', { message: text, ...attrs });
      });
    },
    logError(error, attributes) {
      guard(() => {
        const text = messageOf(error).slice(0, MAX_MESSAGE);
        const attrs = attributesOf(error, attributes);
        if (ignored?.test(text)) {
          sink.info(text, attrs);
          agent()?.addPageAction?.('IGNORED_ERROR', { message: text, ...attrs });
          return;
        }
        sink.error(text, attrs);
        const nr = agent();
        if (nr?.noticeError) nr.noticeError(error instanceof Error ? error : new Error(text), attrs);
      });
    },
    setCustomAttribute(name, value) {
      guard(() => agent()?.setCustomAttribute?.(name, value));
    },
  };
}
