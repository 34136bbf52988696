// DatoCMS Real-time Updates API stand-in (API-SHAPES.md §5.4), and the admin call that edits a record's draft.
//
// `POST /datocms/listen` with the CDA's headers and body registers a query and answers `{url}` with exactly
// `Content-Type: application/json`; the channel (`GET /datocms/listen/channels/<id>`, usable 15 s after
// registration, then 404) is an event stream that sends `event: update` with `{"response":{"data":...}}` at once
// and again whenever the query's result changes. `POST /__admin/content/records {id | model+slug, field, value,
// locale?}` changes one field of a record's draft (a localized field only in `locale`) and re-runs every
// channel's query.
import {runQuery, type GraphQLBody} from './execute';
import {LocalizedValue, type ContentRecord, type FieldValue, type SiteLocale} from './records';
import {contentView, draftOf, editDraft} from './store';
import {CONTENT_RECORDS} from '../data/content';

const REGISTRATION_TTL_MS = 15_000;

type Channel = {
  body: GraphQLBody;
  includeDrafts: boolean;
  origin: string;
  registeredAt: number;
  /** The last result sent (JSON), to send only changes. */
  last?: string;
  streams: Set<ReadableStreamDefaultController<Uint8Array>>;
};

const channels = new Map<string, Channel>();
const encoder = new TextEncoder();
const CHANNEL_PATH = /^\/datocms\/listen\/channels\/([0-9a-f-]{36})$/;

export function isListenPath(pathname: string): boolean {
  return pathname === '/datocms/listen' || pathname === '/datocms/listen/' || CHANNEL_PATH.test(pathname);
}

/** `checkAccess` answers a refused request (token, environment, drafts header) like the CDA, else null. */
export async function handleListen(
  request: Request,
  origin: string,
  checkAccess: (request: Request) => Response | {includeDrafts: boolean},
): Promise<Response> {
  const {pathname} = new URL(request.url);
  const channelMatch = CHANNEL_PATH.exec(pathname);
  if (channelMatch) return request.method === 'GET' ? openChannel(channelMatch[1]!) : new Response(null, {status: 405});
  if (request.method !== 'POST') return new Response(null, {status: 405});
  const access = checkAccess(request);
  if (access instanceof Response) return access;
  let body: GraphQLBody;
  try {
    body = JSON.parse(await request.text()) as GraphQLBody;
    if (typeof body !== 'object' || body === null || typeof body.query !== 'string') throw new Error('no query');
  } catch {
    return new Response(JSON.stringify({error: 'INVALID_FORMAT'}), {
      status: 422,
      headers: {'content-type': 'application/json'},
    });
  }
  const id = crypto.randomUUID();
  channels.set(id, {body, includeDrafts: access.includeDrafts, origin, registeredAt: Date.now(), streams: new Set()});
  // Exactly this Content-Type: datocms-listen treats anything else (even with a charset) as an invalid answer.
  return new Response(JSON.stringify({url: `${origin}/datocms/listen/channels/${id}`}), {
    status: 200,
    headers: {'content-type': 'application/json'},
  });
}

function openChannel(id: string): Response {
  const channel = channels.get(id);
  // A channel nobody opened within 15 s is gone, as DatoCMS's are.
  if (
    !channel ||
    (!channel.streams.size && channel.last === undefined && Date.now() - channel.registeredAt > REGISTRATION_TTL_MS)
  ) {
    return new Response('Not Found', {status: 404});
  }
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(own) {
      controller = own;
      channel.streams.add(controller);
      void sendResult(channel, controller);
    },
    cancel() {
      channel.streams.delete(controller);
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive'},
  });
}

async function resultOf(channel: Channel): Promise<string> {
  const result = await runQuery(channel.body, {
    view: contentView(channel.includeDrafts),
    origin: channel.origin,
    touched: new Set(),
  });
  return JSON.stringify({response: {data: result.data ?? null}});
}

/** The current result to one stream (when it opens), or to all of them when it changed. */
async function sendResult(channel: Channel, only?: ReadableStreamDefaultController<Uint8Array>): Promise<void> {
  const payload = await resultOf(channel);
  if (!only && payload === channel.last) return;
  channel.last = payload;
  const event = encoder.encode(`event: update\ndata: ${payload}\n\n`);
  for (const stream of only ? [only] : channel.streams) {
    try {
      stream.enqueue(event);
    } catch {
      channel.streams.delete(stream);
    }
  }
}

/** Every open channel's query again, after content changed. */
async function contentChanged(): Promise<void> {
  await Promise.all(
    [...channels.values()].filter((channel) => channel.streams.size).map((channel) => sendResult(channel)),
  );
}

export function isContentAdminPath(pathname: string): boolean {
  return pathname === '/__admin/content/records';
}

type RecordEdit = {id?: unknown; model?: unknown; slug?: unknown; locale?: unknown; field?: unknown; value?: unknown};

export async function handleContentAdmin(request: Request): Promise<Response> {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
  if (request.method !== 'POST') return json({error: 'POST {id | model+slug, field, value, locale?}'}, 405);
  const edit = (await request.json().catch(() => null)) as RecordEdit | null;
  if (!edit || typeof edit.field !== 'string' || !edit.field)
    return json({error: 'expected {id | model+slug, field, value, locale?}'}, 400);
  const record = findRecord(edit);
  if (!record) return json({error: 'no such record'}, 404);
  const current = draftOf(record)?.[edit.field] ?? record.fields[edit.field];
  const value = edit.value as FieldValue;
  const next =
    current instanceof LocalizedValue && typeof edit.locale === 'string'
      ? new LocalizedValue({...current.values, [edit.locale as SiteLocale]: value})
      : value;
  editDraft(record.id, edit.field, next);
  await contentChanged();
  return json({ok: true, id: record.id});
}

function findRecord(edit: RecordEdit): ContentRecord | undefined {
  if (typeof edit.id === 'string') return CONTENT_RECORDS.find((record) => record.id === edit.id);
  if (typeof edit.model !== 'string' || typeof edit.slug !== 'string') return undefined;
  return CONTENT_RECORDS.find((record) => {
    if (record.model !== edit.model) return false;
    const slug = record.fields.slug;
    return slug === edit.slug || (slug instanceof LocalizedValue && Object.values(slug.values).includes(edit.slug));
  });
}
