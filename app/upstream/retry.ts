// Spec §8 "GraphQL retry": up to 3 retries, 1000 ms apart, on status 429, network failures ("network
// failed", "load failed", "failed to fetch") and our own RetryableError; afterwards the error is reported
// to the error-reporting service and rethrown. Shared by the Storefront and content clients.

export const RETRY_LIMIT = 3;
export const RETRY_DELAY_MS = 1000;
export const RETRY_STATUS = 429;

/** Thrown by our clients for answers worth another try (throttling in a 200, 502/503/504). */
export class RetryableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RetryableError';
  }
}

const NETWORK_FAILURE = /network ?(?:connection lost|error|failed|request failed)|load failed|failed to fetch|fetch failed|econnrefused|econnreset|socket hang up/i;

export function isRetryable(error: unknown): boolean {
  if (error instanceof RetryableError) return true;
  if (!(error instanceof Error)) return false;
  if (statusOf(error) === RETRY_STATUS) return true;
  // fetch rejects with a TypeError when the connection fails (browsers, Node and workerd alike).
  if (error.name === 'TypeError' && NETWORK_FAILURE.test(error.message)) return true;
  return NETWORK_FAILURE.test(error.message) || /\bthrottled\b/i.test(error.message);
}

/** The HTTP status an error carries: our own errors, cda-client's ApiError, Hydrogen's message text. */
export function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as {status?: unknown; response?: {status?: unknown}; message?: unknown};
  if (typeof candidate.status === 'number') return candidate.status;
  if (typeof candidate.response?.status === 'number') return candidate.response.status;
  const match = typeof candidate.message === 'string' && /(?:API response error|status):? (\d{3})/.exec(candidate.message);
  return match ? Number(match[1]) : undefined;
}

export type RetryOptions = {
  limit?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Called once with the final error after the last retry (or a non-retryable error). */
  report?: (error: unknown) => void;
  onRetry?: (error: unknown, attempt: number) => void;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(operation: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {limit = RETRY_LIMIT, delayMs = RETRY_DELAY_MS, sleep = wait, report, onRetry} = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (attempt < limit && isRetryable(error)) {
        onRetry?.(error, attempt + 1);
        await sleep(delayMs);
        continue;
      }
      report?.(error);
      throw error;
    }
  }
}
