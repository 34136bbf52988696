// Client-side navigation data (`?_data=<route id>`) of a page must be stored like its document (README
// "Caching"): the bench asks for root's and the leaf route's data of each page and compares their caching
// headers with the document's.
import {hydratedRouteIds} from './assets.mjs';

const CACHING_HEADERS = ['cache-control', 'oxygen-cache-control', 'vary'];

export const withData = (path, routeId) => `${path}${path.includes('?') ? '&' : '?'}_data=${encodeURIComponent(routeId)}`;

/** The caching headers of an answer, null where absent. */
export function cachingHeaders(headers) {
  return Object.fromEntries(CACHING_HEADERS.map((name) => [name, headers.get(name)]));
}

const isShared = (headers) => /\b(?:public|s-maxage)\b/.test(headers['cache-control'] ?? '') || Boolean(headers['oxygen-cache-control']);

/**
 * 'same' when a data answer of a public page is stored exactly like the document (200, the same three headers);
 * 'not shared' when neither the document nor the answer may be stored by a shared cache (root's data on the cart
 * page is `no-store`, the cart page `private, no-store`); else 'DIFFERS'.
 */
export function cachedLikeDocument(document, answer) {
  if (isShared(document)) {
    return answer.status === 200 && CACHING_HEADERS.every((name) => answer.headers[name] === document[name]) ? 'same' : 'DIFFERS';
  }
  return !isShared(answer.headers) && /\bno-store\b/.test(answer.headers['cache-control'] ?? '') ? 'not shared' : 'DIFFERS';
}

/** The data answers of the route ids the page hydrates with, beside the document's headers. */
export async function checkDataCaching({url, path, html, documentHeaders}) {
  const document = cachingHeaders(documentHeaders);
  const answers = [];
  for (const routeId of hydratedRouteIds(html)) {
    const response = await fetch(url + withData(path, routeId), {redirect: 'manual'});
    await response.arrayBuffer();
    const answer = {routeId, status: response.status, headers: cachingHeaders(response.headers)};
    answers.push({...answer, verdict: cachedLikeDocument(document, answer)});
  }
  return {document, answers};
}

/**
 * Answers that break the rule on public pages (every page type but the cart): a data answer not stored like its
 * document, or a public page whose document is not public or hydrates with no data at all.
 */
export function dataCachingMisses(pages) {
  let misses = 0;
  for (const page of pages) {
    if (page.type === 'cart' || !page.dataCaching) continue;
    const {document, answers} = page.dataCaching;
    if (!/\bpublic\b/.test(document['cache-control'] ?? '') || !answers.length) misses++;
    misses += answers.filter((answer) => answer.verdict !== 'same').length;
  }
  return misses;
}
