// Storefront API stand-in, HTTP side: path and version, method, token, body; then executeStorefrontRequest.
// Status codes and error bodies follow API-SHAPES.md §1.3 (HTTP-level errors carry `errors` as a string or object).
import {randomUUID} from 'node:crypto';
import {executeStorefrontRequest, type GraphQLRequestBody} from './execute';
import {STOREFRONT_API_VERSION} from './schema';

export {handleCheckoutPage, isCheckoutPath} from './checkout-page';
export {multipassLogin} from './multipass-login';
export {handleStorefrontProxy} from './proxy';

type ServiceContext = {origin: string};

const DEFAULT_TOKENS = 'local-public-token,local-private-token';
const INVALID_TOKEN = '[API] Invalid API key or access token (unrecognized login or wrong password)';
const MISSING_QUERY = {query: 'Required parameter missing or invalid'};

/** Read per request so tests and the dev script can change the accepted tokens through the environment. */
function acceptedTokens(): Set<string> {
  // Widened on purpose: the app's env.d.ts narrows the global `process.env` to what the worker build defines.
  const env: Record<string, string | undefined> = process.env;
  const list = env.LOCAL_STOREFRONT_TOKENS ?? DEFAULT_TOKENS;
  return new Set(
    list
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  );
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-shopify-storefront-access-token, shopify-storefront-private-token, x-sdk-variant, x-sdk-variant-source, x-sdk-version, custom-storefront-request-group-id, shopify-storefront-buyer-ip, shopify-storefront-id, shopify-storefront-y, shopify-storefront-s',
};

function json(body: unknown, status: number, requestId: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': requestId,
      'x-shopify-api-version': STOREFRONT_API_VERSION,
      ...CORS_HEADERS,
      ...extra,
    },
  });
}

async function readBody(request: Request): Promise<GraphQLRequestBody | undefined> {
  const raw = await request.text();
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/graphql')) return raw.trim() ? {query: raw} : undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<GraphQLRequestBody> | null;
    if (!parsed || typeof parsed.query !== 'string' || !parsed.query.trim()) return undefined;
    const variables = parsed.variables && typeof parsed.variables === 'object' ? parsed.variables : null;
    return {query: parsed.query, variables, operationName: parsed.operationName ?? null};
  } catch {
    return undefined;
  }
}

export async function handleStorefront(request: Request, context: ServiceContext): Promise<Response> {
  const requestId = randomUUID();
  const {pathname} = new URL(request.url);
  const version = /^\/api\/([^/]+)\/graphql\.json$/.exec(pathname)?.[1];
  if (version !== STOREFRONT_API_VERSION) return json({errors: 'Not Found'}, 404, requestId);

  if (request.method === 'OPTIONS') {
    return new Response(null, {status: 204, headers: {...CORS_HEADERS, 'x-request-id': requestId}});
  }
  if (request.method === 'GET' || request.method === 'HEAD') return json({errors: MISSING_QUERY}, 400, requestId);
  if (request.method !== 'POST') return json({errors: 'Method Not Allowed'}, 405, requestId, {allow: 'POST'});

  const token =
    request.headers.get('x-shopify-storefront-access-token') ?? request.headers.get('shopify-storefront-private-token');
  if (!token || !acceptedTokens().has(token)) return json({errors: INVALID_TOKEN}, 401, requestId);

  const body = await readBody(request);
  if (!body) return json({errors: MISSING_QUERY}, 400, requestId);

  const result = await executeStorefrontRequest(body, {origin: context.origin, requestId});
  return json(result, 200, requestId);
}
