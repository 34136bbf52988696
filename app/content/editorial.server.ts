// The fit blog and recipes (spec §7 AllArticles / AllRecipes): an overview page for the URL's tags and page,
// and one article or recipe. Rules in ./editorial.ts; README "Fit blog and recipes".
import {redirect, type AppLoadContext, type SerializeFrom} from '@shopify/remix-oxygen';
import {
  ALL_ARTICLES_QUERY,
  ALL_RECIPES_QUERY,
  ARTICLE_QUERY,
  ARTICLE_TAGS_QUERY,
  RECIPE_QUERY,
  RECIPE_TAGS_QUERY,
} from '~graphql/content/editorial';
import {noStoreHeaders} from '~/http/cache-control';
import {notFound} from '~/markets/guard.server';
import {localizePath} from '~/markets/links';
import {pageSeo} from '~/markets/seo';
import {format, stringsFor} from '~locales/index';
import {
  entryPath,
  hasTag,
  isListed,
  listedCount,
  listRequestFrom,
  listSearch,
  offeredTags,
  PAGE_SIZES,
  pageCount,
  pageRedirect,
  productHighlights,
  selectedTags,
  skipFor,
  type EditorialKind,
} from './editorial';
import {essentialMedia} from './media';

/** The overview's record and the tags its listed entries carry (one cached request). */
async function overviewOf(context: AppLoadContext, kind: EditorialKind) {
  if (kind === 'fitblog') {
    const {fitblog, entries} = await context.content.query(ARTICLE_TAGS_QUERY);
    return {record: fitblog, entries};
  }
  const {recipeOverview, entries} = await context.content.query(RECIPE_TAGS_QUERY);
  return {record: recipeOverview, entries};
}

async function entriesOf(
  context: AppLoadContext,
  kind: EditorialKind,
  variables: {tagId: string[] | null; first: number; skip: number},
) {
  if (kind === 'fitblog') {
    const data = await context.content.query(ALL_ARTICLES_QUERY, {variables});
    return {items: data.allArticles, count: data.allArticlesMeta.count};
  }
  const data = await context.content.query(ALL_RECIPES_QUERY, {variables});
  // Recipes have no time to read (spec §3): one shape for both kinds.
  return {items: data.allRecipes.map((recipe) => ({...recipe, timeToRead: null})), count: data.allRecipesMeta.count};
}

/**
 * The overview for a request's URL. An unknown tag is a 404; an unreadable page number or one beyond the last
 * redirects (to the first or the last page) in the market's words, so a list is never empty by accident.
 */
export async function loadEditorialList(context: AppLoadContext, kind: EditorialKind, url: URL) {
  const request = listRequestFrom(url.searchParams);
  const overview = await overviewOf(context, kind);
  const offered = offeredTags(overview.entries, context.routing.market.language);
  const tags = selectedTags(request.tags, offered);
  if (!tags) throw notFound();

  const pageSize = PAGE_SIZES[kind];
  const page = request.page ?? 1;
  const [tagIds, slugs] = [tags.map((tag) => tag.id), tags.map((tag) => tag.slug)];
  const {items, count} = await entriesOf(context, kind, {
    tagId: tagIds.length ? tagIds : null,
    first: pageSize,
    skip: skipFor(page, pageSize),
  });
  const total = Math.max(count, listedCount(overview.entries, tagIds));
  const pages = pageCount(total, pageSize);
  const target = pageRedirect(request, tags, pages);
  if (target !== null) {
    // Not stored: once more entries are published, the page asked for may exist.
    throw redirect(localizePath(`/${kind}${target}`, context.routing), {status: 302, headers: noStoreHeaders()});
  }

  return {
    kind,
    title: overview.record?.title ?? null,
    intro: overview.record?.intro ?? null,
    items: items.filter((item) => isListed(kind, item)),
    count: total,
    page,
    pageCount: pages,
    tags: offered.map(({slug, name}) => ({slug, name})),
    selected: slugs,
    /** This view's canonical path and query (tags in the offered order). */
    canonicalPath: `/${kind}${listSearch(slugs, page)}`,
  };
}

/** An article or recipe under /{fitblog|recipes}/{tag}/{slug}: the tag must be one of its own, or `all`. */
export async function loadEditorialEntry(context: AppLoadContext, kind: EditorialKind, tag: string, slug: string) {
  const entry =
    kind === 'fitblog'
      ? (await context.content.query(ARTICLE_QUERY, {variables: {slug}})).article
      : await recipeOf(context, slug);
  // Spec §5 holds for the page too: no page for an entry the overview would not list (a blank heading).
  if (!entry?.heading?.trim() || !hasTag(entry.tags, tag)) return null;
  const {id, slug: ownSlug, heading, intro, publicationDate, timeToRead, tags, mainImage, video} = entry;
  return {
    id,
    slug: ownSlug,
    heading,
    intro,
    publicationDate,
    timeToRead,
    tags,
    // The loader data carries what <Media> renders of each file (a responsive image: its rendition, not the original).
    mainImage: mainImage && essentialMedia(mainImage),
    video: video && essentialMedia(video),
    highlights: productHighlights(entry),
  };
}

/**
 * An overview's title names its filters and page ("Fitblog – Training – Pagina 2 van 3"); its canonical URL is
 * the view itself (tags in one order, no `page=1`). Views of two or more tags are not indexed: their entries
 * are all on the single-tag views.
 */
export function editorialListSeo(context: AppLoadContext, list: Awaited<ReturnType<typeof loadEditorialList>>) {
  const strings = stringsFor(context.market);
  const names = list.tags.filter((tag) => list.selected.includes(tag.slug)).map((tag) => tag.name);
  const title = [
    list.title ?? '',
    names.join(', '),
    list.page > 1 ? format(strings.editorialPageOf, {page: list.page, pages: list.pageCount}) : '',
  ];
  return pageSeo(context, {
    title: title.filter(Boolean).join(' – '),
    description: list.intro,
    canonicalPath: list.canonicalPath,
    noIndex: list.selected.length > 1,
  });
}

export function editorialEntrySeo(
  context: AppLoadContext,
  kind: EditorialKind,
  item: NonNullable<Awaited<ReturnType<typeof loadEditorialEntry>>>,
) {
  return pageSeo(context, {
    title: item.heading ?? '',
    description: item.intro,
    canonicalPath: entryPath(kind, item) ?? `/${kind}`,
  });
}

async function recipeOf(context: AppLoadContext, slug: string) {
  const {recipe} = await context.content.query(RECIPE_QUERY, {variables: {slug}});
  return recipe ? {...recipe, timeToRead: null} : null;
}

export type EditorialListData = SerializeFrom<Awaited<ReturnType<typeof loadEditorialList>>>;
export type EditorialDetail = SerializeFrom<NonNullable<Awaited<ReturnType<typeof loadEditorialEntry>>>>;
