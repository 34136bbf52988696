// The live-preview relay (README "Preview and live updates"): the browser's datocms-listen uses it as its
// `baseUrl`, so the content token is added here, on the server, and never reaches the browser. Only while
// previewing (a valid preview cookie); otherwise 403, which datocms-listen takes as final (no retry).
//
// Registration: `POST` {query, variables} → DatoCMS's Real-time Updates API with our token and drafts; its
// `{url}` comes back pointing at our channel route, with exactly `Content-Type: application/json` (datocms-listen
// retries anything else as an invalid response). Its 4xx and 5xx pass through with their status, so the spec's
// classes hold (300-499 no retry, >= 500 retry); a listen API we cannot reach is a 502 (retried).
// Channel: `GET ?channel=<url>` streams that channel's Server-Sent Events from the listen API's own origin only.
import {buildRequestHeaders} from '@datocms/cda-client';
import {isPlainObject} from '~/upstream/answers';
import {PREVIEW_PATHS} from './preview';

export const DEFAULT_LISTEN_URL = 'https://graphql-listen.datocms.com';
/** A query with its fragments is well below this; the request guard caps JSON bodies at 64 KiB anyway. */
const MAX_QUERY_LENGTH = 60_000;

export type RelaySettings = {
  /** A valid preview cookie came with the request. */
  preview: boolean;
  token: string;
  environment: string;
  /** The listen API (DATOCMS_LISTEN_URL or DEFAULT_LISTEN_URL). */
  listenUrl: string;
  fetch?: typeof fetch;
};

const noStore = {'Cache-Control': 'private, no-store'};

function answer(status: number, body: unknown): Response {
  // Exactly `application/json`: datocms-listen compares the header as a whole string.
  return new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json', ...noStore}});
}

/** The registration: the browser's query, sent on with our token; the channel URL made ours. */
export async function relayRegistration(request: Request, settings: RelaySettings): Promise<Response> {
  if (!settings.preview) return answer(403, {message: 'Live updates are only available in preview'});
  const body: unknown = await request.json().catch(() => null);
  if (!isPlainObject(body) || typeof body.query !== 'string' || body.query.length > MAX_QUERY_LENGTH) {
    return answer(400, {message: 'Expected {query, variables}'});
  }
  if (body.variables !== undefined && !isPlainObject(body.variables)) return answer(400, {message: 'Bad variables'});
  const send = settings.fetch ?? fetch;
  let upstream: Response;
  try {
    upstream = await send(settings.listenUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: buildRequestHeaders({token: settings.token, environment: settings.environment, includeDrafts: true}),
      body: JSON.stringify({query: body.query, variables: body.variables ?? {}}),
    });
  } catch {
    return answer(502, {message: 'The live updates service cannot be reached'});
  }
  if (upstream.status >= 300) {
    // Status and words pass through: the browser classifies them as the spec says.
    const text = await upstream.text().catch(() => '');
    return new Response(text, {
      status: upstream.status,
      headers: {'Content-Type': upstream.headers.get('Content-Type') ?? 'text/plain', ...noStore},
    });
  }
  const registration: unknown = /^application\/json\b/.test(upstream.headers.get('Content-Type') ?? '')
    ? await upstream.json().catch(() => null)
    : null;
  const channel = isPlainObject(registration) && typeof registration.url === 'string' ? registration.url : null;
  if (!channel || !isChannelOf(channel, settings.listenUrl)) {
    // Not a registration: given to the browser as what it is not (JSON), an invalid response, retried.
    return new Response('Invalid answer from the live updates service', {
      status: 200,
      headers: {'Content-Type': 'text/plain', ...noStore},
    });
  }
  return answer(200, {url: `${PREVIEW_PATHS.listen}?${new URLSearchParams({channel})}`});
}

/** The channel's event stream, passed through as it arrives. */
export async function relayChannel(request: Request, settings: RelaySettings): Promise<Response> {
  if (!settings.preview) return answer(403, {message: 'Live updates are only available in preview'});
  const channel = new URL(request.url).searchParams.get('channel');
  if (!channel || !isChannelOf(channel, settings.listenUrl)) return answer(400, {message: 'Unknown channel'});
  const send = settings.fetch ?? fetch;
  try {
    const upstream = await send(channel, {
      headers: {Accept: 'text/event-stream'},
      redirect: 'manual',
      signal: request.signal,
    });
    const type = upstream.headers.get('Content-Type') ?? '';
    if (upstream.status !== 200 || !type.startsWith('text/event-stream')) {
      // An expired channel (404) or anything else: the browser's EventSource closes, datocms-listen registers again.
      upstream.body?.cancel().catch(() => {});
      return answer(upstream.status === 200 ? 502 : upstream.status, {message: 'Channel unavailable'});
    }
    return new Response(upstream.body, {status: 200, headers: {'Content-Type': 'text/event-stream', ...noStore}});
  } catch {
    return answer(502, {message: 'The live updates service cannot be reached'});
  }
}

/** A channel URL the listen API gave: http(s), on the listen API's own origin. */
function isChannelOf(channel: string, listenUrl: string): boolean {
  try {
    const url = new URL(channel);
    return /^https?:$/.test(url.protocol) && url.origin === new URL(listenUrl).origin && !url.username && !url.password;
  } catch {
    return false;
  }
}
