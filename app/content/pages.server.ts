// Content pages: generic pages by slug, contact and wholesale (top-level words and /customer-service/{slug}),
// the reviews page, and the fit blog and recipe lists and details.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  CONTACT_PAGE_QUERY,
  CUSTOMER_SERVICE_PAGE_QUERY,
  PAGE_QUERY,
  REVIEWS_PAGE_QUERY,
  WHOLESALE_PAGE_QUERY,
} from '~graphql/content/pages';
import {loadPageSections} from './sections.server';

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
