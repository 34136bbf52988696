// DatoCMS Content Delivery API stand-in (API-SHAPES.md §5): POST /datocms/ with the CDA's paths, headers and
// error shapes, executing queries against the project's content model (schema.graphql) and the demo content.
import type {ServiceContext} from '../server';
import {runQuery, type GraphQLBody} from './execute';
import {handleListen, isListenPath} from './listen';
import {contentView} from './store';

const ENVIRONMENTS = ['main'];
const DEFAULT_TOKENS = 'local-datocms-token';

/** '/datocms', '/datocms/preview', '/datocms/environments/<env>', '/datocms/environments/<env>/preview'. */
const PATH = /^\/datocms(?:\/environments\/([^/]+))?(\/preview)?\/?$/;

export async function handleDatocms(request: Request, {origin}: ServiceContext): Promise<Response> {
  // The Real-time Updates API (datocms-listen's registration and channels), with the CDA's access rules.
  if (isListenPath(new URL(request.url).pathname)) return handleListen(request, origin, checkAccess);
  const match = PATH.exec(new URL(request.url).pathname);
  if (!match) return new Response('Not Found', {status: 404, headers: CORS_HEADERS});
  if (request.method === 'OPTIONS') return new Response(null, {status: 204, headers: CORS_HEADERS});
  if (request.method !== 'POST') return apiError(405, 'METHOD_NOT_ALLOWED', {message: 'Use POST'});

  const access = checkAccess(request, match[1], match[2] !== undefined);
  if (access instanceof Response) return access;
  const {includeDrafts} = access;

  // cda-client sends no Content-Type (fetch labels the body text/plain): read it as JSON regardless.
  let body: GraphQLBody;
  try {
    body = JSON.parse(await request.text()) as GraphQLBody;
    if (typeof body !== 'object' || body === null) throw new Error('not an object');
  } catch {
    return apiError(422, 'INVALID_FORMAT', {message: 'The request body must be a JSON object with a "query"'});
  }

  const touched = new Set<string>();
  const result = await runQuery(body, {view: contentView(includeDrafts), origin, touched});
  const headers = new Headers({...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8'});
  if (request.headers.get('x-cache-tags') === 'true') headers.set('x-cache-tags', [...touched].map((id) => `r-${id}`).join(' '));
  return new Response(JSON.stringify(result), {status: 200, headers});
}

/** Token, environment and drafts header, as the CDA checks them (the listen API takes the same). */
function checkAccess(request: Request, pathEnvironment?: string, previewPath = false): Response | {includeDrafts: boolean} {
  if (!allowedTokens().includes(bearerToken(request) ?? '')) return apiError(401, 'INVALID_AUTHORIZATION_HEADER');

  const environment = pathEnvironment ?? request.headers.get('x-environment') ?? ENVIRONMENTS[0]!;
  if (!ENVIRONMENTS.includes(environment)) {
    return apiError(404, 'INVALID_ENVIRONMENT', {message: `Environment "${environment}" does not exist`});
  }

  const draftsHeader = request.headers.get('x-include-drafts');
  if (draftsHeader !== null && draftsHeader !== 'true') return apiError(422, 'INVALID_X_INCLUDE_DRAFTS_HEADER');
  return {includeDrafts: draftsHeader === 'true' || previewPath};
}

function allowedTokens(): string[] {
  return (process.env.LOCAL_DATOCMS_TOKENS || DEFAULT_TOKENS).split(',').map((token) => token.trim()).filter(Boolean);
}

function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'authorization, accept, content-type, x-environment, x-include-drafts, x-exclude-invalid, x-cache-tags, x-visual-editing, x-base-editing-url',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/** The CDA's 4xx envelope (API-SHAPES.md §5.3). */
function apiError(status: number, code: string, details: Record<string, unknown> = {}): Response {
  const body = {data: [{id: crypto.randomUUID(), type: 'api_error', attributes: {code, details}}]};
  return new Response(JSON.stringify(body), {status, headers: {...CORS_HEADERS, 'content-type': 'application/json'}});
}
