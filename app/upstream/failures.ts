// Issue 8 §7: a page built while an upstream call failed (a part left out, a fallback shown, README "Fault
// tolerance") is not the page, and no shared cache may keep it. The clients of one request tell the load
// context of every call that failed after its retries (a stale answer revalidated in the background is not
// such a call); server.ts then keeps the answer out of shared caches (app/http/cache-control.ts).

/** The promise as it is; `onFailure` hears of its rejection first. */
export function noticed<T>(promise: Promise<T>, onFailure: ((error: unknown) => void) | undefined): Promise<T> {
  if (!onFailure) return promise;
  return promise.catch((error: unknown) => {
    onFailure(error);
    throw error;
  });
}
