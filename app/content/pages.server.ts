// Content pages: generic pages by slug, contact and wholesale (top-level words and /customer-service/{slug}),
// the reviews page, and the fit blog and recipe lists and details.
import type {AppLoadContext, SerializeFrom} from '@shopify/remix-oxygen';
import {ALL_ARTICLES_QUERY, ALL_RECIPES_QUERY, ARTICLE_QUERY, RECIPE_QUERY} from '~graphql/content/editorial';
import {
  CONTACT_PAGE_QUERY,
  CUSTOMER_SERVICE_PAGE_QUERY,
  PAGE_QUERY,
  REVIEWS_PAGE_QUERY,
  WHOLESALE_PAGE_QUERY,
} from '~graphql/content/pages';
import {loadPageSections} from './sections.server';

export const EDITORIAL_PAGE_SIZE = 12;

export type ContentPageData = {
  title: string;
  intro?: string | null;
  body?: string | null;
  /** The canonical path of the record (contact and wholesale: their top-level page). */
  canonicalPath: string;
};

export async function loadPage(context: AppLoadContext, slug: string, canonicalPath = `/${slug}`) {
  const {page} = await context.content.query(PAGE_QUERY, {variables: {slug}});
  if (!page?.title) return null;
  // Its sections (none: the page shows its title, intro and body), framed and priced like the home page's.
  return {
    ...page,
    title: page.title,
    canonicalPath,
    ...(await loadPageSections(context, page.sections)),
  } satisfies ContentPageData;
}

export async function loadContactPage(context: AppLoadContext) {
  const {contactPage} = await context.content.query(CONTACT_PAGE_QUERY);
  return contactPage?.title ? {...contactPage, title: contactPage.title, canonicalPath: '/how-can-we-help-you'} : null;
}

export async function loadWholesalePage(context: AppLoadContext) {
  const {wholesalePage} = await context.content.query(WHOLESALE_PAGE_QUERY);
  return wholesalePage?.title ? {...wholesalePage, title: wholesalePage.title, canonicalPath: '/become-partner'} : null;
}

/** A contact or wholesale record by its slug; its canonical URL is the translated top-level page. */
export async function loadCustomerServicePage(context: AppLoadContext, slug: string) {
  const {contactPage, wholesalePage} = await context.content.query(CUSTOMER_SERVICE_PAGE_QUERY, {variables: {slug}});
  if (contactPage?.title) return {...contactPage, title: contactPage.title, canonicalPath: '/how-can-we-help-you'};
  if (wholesalePage?.title) return {...wholesalePage, title: wholesalePage.title, canonicalPath: '/become-partner'};
  return null;
}

export async function loadReviewsPage(context: AppLoadContext) {
  const {reviewsPage} = await context.content.query(REVIEWS_PAGE_QUERY);
  return reviewsPage?.title ? {...reviewsPage, title: reviewsPage.title, canonicalPath: '/reviews'} : null;
}

export async function loadArticleList(context: AppLoadContext, page: number) {
  const data = await context.content.query(ALL_ARTICLES_QUERY, {
    variables: {first: EDITORIAL_PAGE_SIZE, skip: (page - 1) * EDITORIAL_PAGE_SIZE},
  });
  return {
    title: data.fitblog?.title ?? null,
    intro: data.fitblog?.intro ?? null,
    items: data.allArticles,
    page,
    pageCount: Math.max(1, Math.ceil(data.allArticlesMeta.count / EDITORIAL_PAGE_SIZE)),
  };
}

export async function loadRecipeList(context: AppLoadContext, page: number) {
  const data = await context.content.query(ALL_RECIPES_QUERY, {
    variables: {first: EDITORIAL_PAGE_SIZE, skip: (page - 1) * EDITORIAL_PAGE_SIZE},
  });
  return {
    title: data.recipeOverview?.title ?? null,
    intro: data.recipeOverview?.intro ?? null,
    items: data.allRecipes,
    page,
    pageCount: Math.max(1, Math.ceil(data.allRecipesMeta.count / EDITORIAL_PAGE_SIZE)),
  };
}

/** An article under /fitblog/{tag}/{slug}: the tag must be one of its own, or `all`. */
export async function loadArticle(context: AppLoadContext, tag: string, slug: string) {
  const {article} = await context.content.query(ARTICLE_QUERY, {variables: {slug}});
  if (!article?.heading || !hasTag(article.tags, tag)) return null;
  return article;
}

export async function loadRecipe(context: AppLoadContext, tag: string, slug: string) {
  const {recipe} = await context.content.query(RECIPE_QUERY, {variables: {slug}});
  if (!recipe?.heading || !hasTag(recipe.tags, tag)) return null;
  return recipe;
}

function hasTag(tags: {slug?: string | null}[], tag: string) {
  return tag === 'all' || tags.some((candidate) => candidate.slug === tag);
}

export type EditorialListData = SerializeFrom<Awaited<ReturnType<typeof loadArticleList | typeof loadRecipeList>>>;
export type EditorialItem = EditorialListData['items'][number];
export type EditorialDetail = SerializeFrom<NonNullable<Awaited<ReturnType<typeof loadArticle | typeof loadRecipe>>>>;
