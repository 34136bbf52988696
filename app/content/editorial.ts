// The fit blog and recipe overviews as rules (README "Fit blog and recipes"): what is listed (spec §4 Lists,
// §5), which tags and page a URL asks for, and the URL of every view. The URL is the only state, so filters
// and paging are plain links that work without JavaScript: `?tag=training&tag=vegan&page=2` (tag slugs,
// any-in; page 1 has no `page`).
import {recordPath} from './link-targets';

export type EditorialKind = 'fitblog' | 'recipes';

/** Entries per overview page (the spec leaves the size open): two rows of three on a desktop. */
export const PAGE_SIZES: Record<EditorialKind, number> = {fitblog: 6, recipes: 6};

export const TAG_PARAM = 'tag';
export const PAGE_PARAM = 'page';

/** Higher page numbers are no one's bookmark: read as malformed rather than asked for. */
export const MAX_PAGE = 9999;

export type Tag = {id: string; slug: string; name: string};

export type EditorialEntry = {
  slug?: string | null;
  heading?: string | null;
  publicationDate?: string | null;
  tags: {id?: string; slug?: string | null; name?: string | null}[];
};

/**
 * Spec §4 Lists and §5: an entry is listed only with a publication date and a non-empty slug; an article also
 * needs a non-blank heading. The content query filters the same way; this keeps an entry the CMS let through
 * (a null slug passes `neq: ""`) out of the page.
 */
export function isListed(kind: EditorialKind, entry: EditorialEntry): boolean {
  if (!entry.publicationDate || !entry.slug?.trim()) return false;
  return kind === 'recipes' || Boolean(entry.heading?.trim());
}

/** An entry's page, spec §2: /fitblog|recipes/{first tag slug or all}/{slug}. */
export function entryPath(kind: EditorialKind, entry: Pick<EditorialEntry, 'slug' | 'tags'>): string | null {
  return recordPath({
    __typename: kind === 'fitblog' ? 'ArticleRecord' : 'RecipeRecord',
    slug: entry.slug,
    tags: entry.tags,
  });
}

/** The tag segment of an entry's URL must be one of its own tags, or `all`. */
export function hasTag(tags: {slug?: string | null}[], tag: string): boolean {
  return tag === 'all' || tags.some((candidate) => candidate.slug === tag);
}

/** What the URL's query asks for: tag slugs (once each, as given) and the page, or `null` when unreadable. */
export type ListRequest = {tags: string[]; page: number | null};

export function listRequestFrom(params: URLSearchParams): ListRequest {
  const tags = [...new Set(params.getAll(TAG_PARAM))];
  const pages = params.getAll(PAGE_PARAM);
  if (!pages.length) return {tags, page: 1};
  // One page, written as a plain positive number: `0`, `-1`, `2.5`, `02`, `1e3` or two pages are unreadable.
  const page = pages.length === 1 && /^[1-9]\d*$/.test(pages[0]!) ? Number(pages[0]) : NaN;
  return {tags, page: page <= MAX_PAGE ? page : null};
}

/**
 * The tags the overview offers (every tag of a listed entry, once, by name in the market's language) from the
 * listed entries' tag lists.
 */
export function offeredTags(
  entries: {tags: {id: string; slug?: string | null; name?: string | null}[]}[],
  language: string,
): Tag[] {
  const bySlug = new Map<string, Tag>();
  for (const tag of entries.flatMap((entry) => entry.tags)) {
    const slug = tag.slug?.trim();
    if (slug && !bySlug.has(slug)) bySlug.set(slug, {id: tag.id, slug, name: tag.name?.trim() || slug});
  }
  const collator = new Intl.Collator(language);
  return [...bySlug.values()].sort((a, b) => collator.compare(a.name, b.name));
}

/** The requested tags among those offered, in the offered order; `null` when any slug is unknown (a 404). */
export function selectedTags(requested: string[], offered: Tag[]): Tag[] | null {
  if (requested.some((slug) => !offered.some((tag) => tag.slug === slug))) return null;
  return offered.filter((tag) => requested.includes(tag.slug));
}

/**
 * How many listed entries carry any of the tags (all entries without tags). The CDA's count takes no
 * fallbackLocales while the list does, so an entry shown through a fallback language would be missing from the
 * count and its page unreachable: the overview counts the larger of the two.
 */
export function listedCount(entries: {tags: {id: string}[]}[], tagIds: string[]): number {
  if (!tagIds.length) return entries.length;
  return entries.filter((entry) => entry.tags.some((tag) => tagIds.includes(tag.id))).length;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * The page numbers the paging shows: the first, the last and two either side of the current one; a gap
 * (`null`) stands for the pages left out, unless it would hide a single page.
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((number) => number >= 1 && number <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((number, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || number - previous === 1) return [number];
    return number - previous === 2 ? [previous + 1, number] : [null, number];
  });
}

export function skipFor(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** The query of a view: tags in the offered order, the page only beyond the first (`?` alone is no query). */
export function listSearch(tags: string[], page = 1): string {
  const params = new URLSearchParams();
  for (const tag of tags) params.append(TAG_PARAM, tag);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The tags after a filter link is followed: a selected tag is dropped, another one added (in offered order). */
export function toggledTags(selected: string[], tag: string, offered: Pick<Tag, 'slug'>[]): string[] {
  const next = selected.includes(tag) ? selected.filter((slug) => slug !== tag) : [...selected, tag];
  return offered.map((candidate) => candidate.slug).filter((slug) => next.includes(slug));
}

/**
 * Where a request for a page that cannot be shown goes instead: an unreadable page to the first page, a page
 * beyond the last to the last one (never an empty list). `null`: show the page asked for.
 */
export function pageRedirect(request: ListRequest, tags: Tag[], pages: number): string | null {
  if (request.page === null) return listSearch(tags.map((tag) => tag.slug));
  if (request.page > pages)
    return listSearch(
      tags.map((tag) => tag.slug),
      pages,
    );
  return null;
}

/** Spec §3 show{product}O and {product}OIsWhite: the products an article or recipe highlights. */
export const HIGHLIGHT_PRODUCTS = [
  {key: 'wheyProtein', show: 'showWheyProteinO', white: 'wheyProteinOIsWhite', path: '/products/protein/whey-protein'},
  {
    key: 'veganProtein',
    show: 'showVeganProteinO',
    white: 'veganProteinOIsWhite',
    path: '/products/protein/vegan-protein',
  },
  {key: 'proteinBar', show: 'showProteinBarO', white: 'proteinBarOIsWhite', path: '/products/snacks/protein-bar'},
] as const;

export type HighlightProductKey = (typeof HIGHLIGHT_PRODUCTS)[number]['key'];
export type ProductHighlight = {product: HighlightProductKey; path: string; white: boolean};

type HighlightFlags = Partial<Record<(typeof HIGHLIGHT_PRODUCTS)[number]['show' | 'white'], boolean | null>>;

/** The highlighted products in a fixed order; the white flag only matters for a product that is shown. */
export function productHighlights(flags: HighlightFlags): ProductHighlight[] {
  return HIGHLIGHT_PRODUCTS.filter((product) => flags[product.show]).map((product) => ({
    product: product.key,
    path: product.path,
    white: Boolean(flags[product.white]),
  }));
}
