// Shared by the hardening worker tests (tests/worker/hardening-*.test.ts): the page types in every market's words,
// raw HTTP for methods fetch cannot send, and what a shopper must never see (a stack trace).
import net from 'node:net';
import {expect} from 'vitest';
import {localizePath} from '~/markets/links';
import {MARKETS, type MarketDefinition} from '~/markets/markets';
import {basePathFor} from '~/markets/resolve';
import {stringsFor} from '~locales/index';
import {statusText} from '~/http/status-text';
import type {WorkerHarness} from './worker';

/** One page of every type, canonical words (README "Caching" lists the same types). */
export const PAGE_TYPES = [
  '/',
  '/products',
  '/products/protein',
  '/products/protein/whey-protein/chocolate-1kg',
  '/fitblog',
  '/fitblog/nutrition/vitamin-d-in-winter',
  '/recipes',
  '/recipes/breakfast/overnight-protein-oats',
  '/about-us',
  '/how-can-we-help-you',
  '/become-partner',
  '/customer-service/contact',
  '/reviews',
  '/vitamintest',
  '/plant-based-guide',
  '/nutrition-advise-submit',
  '/search?q=whey',
  '/cart',
] as const;

export const marketByLocale = (locale: string): MarketDefinition => MARKETS.find((market) => market.locale === locale)!;

/** A canonical path in the market's words under its prefix (`/products/x` → `/de/produkte/x`). */
export function marketPath(market: MarketDefinition, canonicalPath: string): string {
  return localizePath(canonicalPath, {market, basePath: basePathFor(market)});
}

/** The words a status page and a refusal's `message` use in the market. */
export function wordsFor(market: MarketDefinition, status: number) {
  return statusText(status, stringsFor(market));
}

/** The HTML without the per-request CSP nonce, the only part of a public page that differs between views. */
export const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

/** Route ids whose loader data the page hydrates with, root first, the leaf last. */
export function routeIds(html: string): string[] {
  const context = /window\.__remixContext = (\{.*?\});<\/script>/s.exec(html);
  expect(context, 'the page carries its Remix context').not.toBeNull();
  return Object.keys((JSON.parse(context![1]!) as {state: {loaderData: object}}).state.loaderData);
}

export const withData = (path: string, routeId: string) =>
  `${path}${path.includes('?') ? '&' : '?'}_data=${encodeURIComponent(routeId)}`;

/** Stack frames, server file paths and source locations: none may reach a browser in any answer. */
const STACK_TRACE = [
  /\bat [^\s()]+ \([^)]*:\d+:\d+\)/, // at fn (file:line:col)
  /\bat (?:file|https?):\/\/\S+:\d+:\d+/, // at file:///x.js:1:2
  /file:\/\//,
  /node_modules/,
  /\/work\//,
  /\.tsx?:\d+/,
  /\/app\/(?:routes|commerce|content|http|markets|components|upstream)\//,
  /"stack"\s*:/,
];

export function expectNoStackTrace(text: string, label: string) {
  for (const pattern of STACK_TRACE) expect(text, `${label}: ${pattern}`).not.toMatch(pattern);
}

/** A document in the shell: the market's <html lang>, header, footer, the status page with its localized title. */
export function expectStatusPage(html: string, market: MarketDefinition, status: number, label: string) {
  expect(html, label).toContain(`<html lang="${market.siteLocale}"`);
  expect(html, label).toMatch(/<header[\s>]/);
  expect(html, label).toMatch(/<footer[\s>]/);
  expect(html, label).toContain(`data-status="${status}"`);
  expect(html, label).toContain(escapeHtml(wordsFor(market, status).title));
  expectNoStackTrace(html, label);
}

/** A data or resource answer: JSON `{message}` in the market's language, never stored. */
export async function expectJsonRefusal(response: Response, market: MarketDefinition, status: number, label: string) {
  expect(response.status, label).toBe(status);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control'), label).toBe('no-store');
  const text = await response.text();
  expectNoStackTrace(text, label);
  expect(JSON.parse(text), label).toEqual({message: wordsFor(market, status).body});
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/**
 * One HTTP/1.1 request on a socket, for what fetch refuses to send (TRACE, WebDAV methods, a GET with a body,
 * a chunked body of our choosing, a body the server refuses before reading it). The body goes in pieces, and
 * sending stops as soon as an answer arrives: a server may answer 413 before reading the rest and close (bytes
 * it never read make its close a reset, which can swallow the answer, so over-limit bodies are sent unfinished).
 */
export async function rawRequest(
  worker: WorkerHarness,
  head: string,
  body: string | string[] = '',
  {end = true}: {end?: boolean} = {},
): Promise<Response> {
  const url = await worker.miniflare.ready;
  const pieces = typeof body === 'string' ? (body.match(/[\s\S]{1,65536}/g) ?? []) : body;
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: Error | undefined;
    const socket = net.connect(Number(url.port), url.hostname);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => (failure = error));
    socket.on('close', () => (chunks.length ? resolve(Buffer.concat(chunks)) : reject(failure ?? new Error('no answer'))));
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer')));
    socket.on('connect', async () => {
      const write = (data: string) => new Promise<void>((done) => socket.write(data, () => done()));
      await write(`${head.trimEnd()}\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
      for (const piece of pieces) {
        await new Promise((wait) => setTimeout(wait, 1));
        if (chunks.length || failure || socket.destroyed) return;
        await write(piece);
      }
      // Without `end` the body stays unfinished: only an answer from the server ends the exchange.
      if (end && !failure && !socket.destroyed) socket.end();
    });
  });
  const split = bytes.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = bytes.subarray(0, split).toString('latin1').split('\r\n');
  const headers = new Headers(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as [string, string]));
  let payload = bytes.subarray(split + 4);
  if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) payload = dechunk(payload);
  headers.delete('transfer-encoding');
  return new Response(payload.length ? payload : null, {status: Number(statusLine.split(' ')[1]), headers});
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Cart mutations the Storefront stand-in was asked for (its counters name operations: `cartLinesAdd`, ...). */
export async function cartMutations(worker: WorkerHarness): Promise<number> {
  const counters = (await worker.admin('counters')) as {storefront?: Record<string, number>};
  return Object.entries(counters.storefront ?? {})
    .filter(([operation]) => /^cart[A-Z]/.test(operation))
    .reduce((sum, [, count]) => sum + count, 0);
}

/** The merchandise id the product page's add-to-cart form posts. */
export async function merchandiseIdOf(worker: WorkerHarness, productPath = '/producten/protein/whey-protein/chocolate-1kg'): Promise<string> {
  const html = await (await worker.fetch(productPath)).text();
  const input = /name="cartFormInput" value="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"');
  return (JSON.parse(input) as {inputs: {lines: {merchandiseId: string}[]}}).inputs.lines[0]!.merchandiseId;
}

/** A cart form post body (Hydrogen CartForm's field). */
export function cartFormBody(action: string, inputs: object): URLSearchParams {
  return new URLSearchParams({cartFormInput: JSON.stringify({action, inputs})});
}

export function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}
