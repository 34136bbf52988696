// One Remix request handler for the life of the worker instead of one per request. Making a handler is not
// free: on its first request Remix derives its route tables and static handler from the build, and a handler
// made for every request pays that again on every request (about 0.8% of what a product view allocates, measured
// with scripts/bench/memory.mjs). The handler takes its load context through `getLoadContext(request)`; each
// request's own context reaches it keyed by the request object, so concurrent requests never share one.

type Handler = (request: Request) => Promise<Response>;

/**
 * `make` is called once, on first use, with the `getLoadContext` to give the handler; every call of the returned
 * function answers `request` with `context` as its load context.
 */
export function reusableHandler<Context>(
  make: (getLoadContext: (request: Request) => Context) => Handler,
): (request: Request, context: Context) => Promise<Response> {
  const contexts = new WeakMap<Request, Context>();
  const getLoadContext = (request: Request): Context => {
    if (!contexts.has(request)) throw new Error('reusableHandler: no load context for this request');
    return contexts.get(request)!;
  };
  let handler: Handler | undefined;
  return (request, context) => {
    handler ??= make(getLoadContext);
    contexts.set(request, context);
    return handler(request);
  };
}
