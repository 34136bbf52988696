import type {MarketRouting} from './resolve';

/** Text as a URL slug or fragment id: `Veelgestelde vragen (FAQ)` → `veelgestelde-vragen-faq`, accents dropped. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The path's segments after the locale segment the market was resolved from (routes read the URL, not params). */
export function segmentsAfterLocale(url: URL, routing: Pick<MarketRouting, 'pathLocale'>): string[] {
  const segments = url.pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  return routing.pathLocale && segments[0] === routing.pathLocale ? segments.slice(1) : segments;
}

/** `?page=N` for content lists; anything malformed is page 1. */
export function pageNumber(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 && page < 10_000 ? page : 1;
}
