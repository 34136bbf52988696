// The request guard (README "Limits"): every route of the server build — pages, the cart, resource routes, and
// any route added later — refuses what it cannot take before its loader or action runs, with a 4xx in the
// market's language: 404 for a path with malformed percent-encoding, 405 (with `Allow`) for a method it does
// not take, and for actions 415 (not a form; routes whose `handle` says `jsonBody` also take a JSON object), 413
// (body too large) and 400 (a body that is no form). A refused request reaches no route code, so it changes
// nothing and sets no cookie. Data and resource requests get JSON `{message}`; documents render the status page
// in the shell (root ErrorBoundary; `Allow` via root `headers`).
import type {
  ActionFunction,
  ActionFunctionArgs,
  AppLoadContext,
  LoaderFunction,
  LoaderFunctionArgs,
  ServerBuild,
} from '@shopify/remix-oxygen';
import {json} from '@shopify/remix-oxygen';
import {stringsFor} from '~locales/index';
import {
  allowedMethods,
  declaredLength,
  formEncodingOf,
  hasMalformedPath,
  isJsonContentType,
  isRouteMethod,
  isWellFormedUrlEncoded,
  MAX_FORM_BODY_BYTES,
  utf8Text,
} from './request-rules';
import {oncePerBuild, wrapRouteModules} from './server-build';
import {statusText} from './status-text';

/** A refused request's answer: `{message}` in the market's language, never stored. */
export function refusal(status: number, context: AppLoadContext, headers: Record<string, string> = {}) {
  const {body} = statusText(status, stringsFor(context.market));
  return json({message: body}, {status, headers: {'Cache-Control': 'no-store', ...headers}});
}

/**
 * The request Remix is given, and the method the client used. Remix and the Request constructor choke on
 * methods no route takes (OPTIONS, TRACE, CONNECT, made-up ones) and on GET or HEAD with a body: those reach
 * Remix as a plain GET (HEAD) of the same URL, so the page is rendered in the shell and its route refuses the
 * method it was really sent with (405).
 */
export function admitMethod(request: Request): {request: Request; method: string} {
  const method = request.method;
  if (method === 'POST' || (isRouteMethod(method) && !request.body)) return {request, method};
  const admitted = new Request(request.url, {
    method: method === 'HEAD' ? 'HEAD' : 'GET',
    headers: request.headers,
    signal: request.signal,
  });
  return {request: admitted, method};
}

/** The server build with every route guarded; routes without an action get one that answers 405. */
export const withRequestGuard = oncePerBuild((build: ServerBuild) =>
  wrapRouteModules(build, (module, route) => {
    const allow = allowedMethods(Boolean(module.action));
    return {
      ...module,
      ...(module.loader ? {loader: guardLoader(module.loader, allow, route.parentId ? null : route.id)} : {}),
      action: guardAction(module.action, allow, takesJson(module)),
    };
  }),
);

/**
 * A loader runs only for a well-formed path and a method its route takes. The root's loader feeds the shell of
 * every page, refusals included, so it refuses only when its own data is asked for: `?_data=root`, or a bare
 * `?_data` that reaches it (Remix then answers from the URL's deepest route that is not an index: on a home
 * page, the root).
 */
function guardLoader(loader: LoaderFunction, allow: string[], rootId: string | null): LoaderFunction {
  return (args: LoaderFunctionArgs) => {
    const {request, context} = args;
    if (rootId === null || context.http.dataRoute === rootId || context.http.dataRoute === '') {
      if (hasMalformedPath(new URL(request.url).pathname)) throw refusal(404, context);
      if (!allow.includes(context.http.method)) throw refusal(405, context, {Allow: allow.join(', ')});
    }
    return loader(args);
  };
}

/**
 * A route whose `handle` says `{jsonBody: true}` (a resource route called with `fetch`, e.g. Multipass) also takes
 * an `application/json` body: a JSON object, within the same size limit.
 */
function takesJson(module: {handle?: unknown}): boolean {
  const handle = module.handle as {jsonBody?: unknown} | undefined;
  return handle?.jsonBody === true;
}

/** An action runs only for a POST whose body is a well-formed form (or JSON object, where taken) within the size limit. */
function guardAction(action: ActionFunction | undefined, allow: string[], json = false): ActionFunction {
  return async (args: ActionFunctionArgs) => {
    const {request, context} = args;
    if (hasMalformedPath(new URL(request.url).pathname)) throw refusal(404, context);
    if (!action || request.method !== 'POST') throw refusal(405, context, {Allow: allow.join(', ')});
    const form = json && isJsonContentType(request.headers.get('Content-Type')) ? await readJson(request) : await readForm(request);
    if (typeof form === 'number') throw refusal(form, context);
    return action({...args, request: form});
  };
}

/**
 * The request with its body read (at most MAX_FORM_BODY_BYTES, by Content-Length and while reading, for
 * chunked bodies) and checked to parse as a non-empty form; or the status that refuses it.
 */
async function readForm(request: Request): Promise<Request | 400 | 413 | 415> {
  const encoding = formEncodingOf(request.headers.get('Content-Type'));
  if (!encoding) return 415;
  const bytes = await readBounded(request);
  if (typeof bytes === 'number') return bytes;
  if (encoding === 'urlencoded') {
    const text = utf8Text(bytes);
    if (text === null || !isWellFormedUrlEncoded(text)) return 400;
  }
  const read = withBody(request, bytes);
  try {
    const form = await read.clone().formData();
    if (form.keys().next().done) return 400;
  } catch {
    return 400;
  }
  return read;
}

/** The same for a JSON body: it must be a JSON object. */
async function readJson(request: Request): Promise<Request | 400 | 413> {
  const bytes = await readBounded(request);
  if (typeof bytes === 'number') return bytes;
  const text = utf8Text(bytes);
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return 400;
  } catch {
    return 400;
  }
  return withBody(request, bytes);
}

/** The body's bytes, non-empty and within the limit; or the status that refuses it. */
async function readBounded(request: Request): Promise<Uint8Array | 400 | 413> {
  const length = declaredLength(request.headers.get('Content-Length'));
  if (length === 'invalid') return 400;
  if (length !== null && length > MAX_FORM_BODY_BYTES) return 413;
  const bytes = await readAtMost(request.body, MAX_FORM_BODY_BYTES);
  if (bytes === 'too large') return 413;
  if (bytes === 'unreadable' || !bytes.byteLength) return 400;
  return bytes;
}

/** The request again with the bytes read as its body. */
function withBody(request: Request, bytes: Uint8Array): Request {
  const headers = new Headers(request.headers);
  headers.delete('Content-Length');
  headers.delete('Transfer-Encoding');
  return new Request(request.url, {method: 'POST', headers, body: bytes, signal: request.signal});
}

async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | 'too large' | 'unreadable'> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        return 'too large';
      }
      chunks.push(value);
    }
  } catch {
    return 'unreadable';
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
