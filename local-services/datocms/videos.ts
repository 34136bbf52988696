// GET /videos/<name>-<low|medium|high>.mp4: the mp4 renditions of video uploads (what Mux serves for DatoCMS),
// from the committed files in local-services/data/media. Browsers fetch video in byte ranges, so Range is honoured.
// GET /videos/<name>-<locale>.vtt: the videos' caption uploads (WebVTT, one per locale), beside them.
import {readFile} from 'node:fs/promises';
import {VIDEO_RESOLUTIONS} from './upload-video';

const MEDIA_DIR = new URL('../data/media/', import.meta.url);
const PATH = new RegExp(`^/videos/([a-z0-9-]+-(?:${VIDEO_RESOLUTIONS.join('|')}))\\.mp4$`);
const CAPTIONS_PATH = /^\/videos\/([a-z0-9-]+-(?:nl|de|en|it|fr|nl_BE|fr_BE))\.vtt$/;

const HEADERS = {
  'content-type': 'video/mp4',
  'accept-ranges': 'bytes',
  'access-control-allow-origin': '*',
  'cache-control': 'public, max-age=31536000, immutable',
};

/** Files are small (tens of KB) and few: each is read once. */
const files = new Map<string, Promise<Buffer | undefined>>();

function fileFor(filename: string): Promise<Buffer | undefined> {
  let file = files.get(filename);
  if (!file) {
    file = readFile(new URL(filename, MEDIA_DIR)).catch(() => undefined);
    files.set(filename, file);
  }
  return file;
}

/** A caption track: read by <track> from the page's origin, so it is sent with CORS like the video itself. */
async function captionsResponse(request: Request, name: string): Promise<Response> {
  const file = await fileFor(`${name}.vtt`);
  if (!file) return new Response('Not Found', {status: 404, headers: {'content-type': 'text/plain'}});
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(file), {
    headers: {
      'content-type': 'text/vtt; charset=utf-8',
      'content-length': String(file.length),
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}

export async function handleVideos(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, {status: 405, headers: {allow: 'GET, HEAD'}});
  }
  const {pathname} = new URL(request.url);
  const captions = CAPTIONS_PATH.exec(pathname)?.[1];
  if (captions) return captionsResponse(request, captions);
  const name = PATH.exec(pathname)?.[1];
  const file = name ? await fileFor(`${name}.mp4`) : undefined;
  if (!file) return new Response('Not Found', {status: 404, headers: {'content-type': 'text/plain'}});

  const range = request.headers.get('range');
  const body = (bytes: Buffer) => (request.method === 'HEAD' ? null : new Uint8Array(bytes));
  if (range === null) {
    return new Response(body(file), {status: 200, headers: {...HEADERS, 'content-length': String(file.length)}});
  }
  const span = byteRange(range, file.length);
  if (!span) {
    return new Response(null, {status: 416, headers: {...HEADERS, 'content-range': `bytes */${file.length}`}});
  }
  const [start, end] = span;
  return new Response(body(file.subarray(start, end + 1)), {
    status: 206,
    headers: {...HEADERS, 'content-length': String(end - start + 1), 'content-range': `bytes ${start}-${end}/${file.length}`},
  });
}

/**
 * The inclusive byte span of a single `bytes=` range (`a-b`, `a-`, `-suffix`), clamped to the file; undefined when
 * unsatisfiable or malformed. Multiple ranges are answered with the first, as many CDNs do.
 */
export function byteRange(header: string, size: number): [number, number] | undefined {
  const match = /^bytes=(\d*)-(\d*)/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    return suffix > 0 ? [Math.max(0, size - suffix), size - 1] : undefined;
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start < size && start <= end ? [start, end] : undefined;
}
