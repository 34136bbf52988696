import type {AppLoadContext, SerializeFrom} from '@shopify/remix-oxygen';
import {HOME_PAGE_QUERY} from '~graphql/content/home';
import {loadPageSections} from './sections.server';

/** The home page's content sections, with live prices from the Storefront for its product carousels. */
export async function loadHomePage(context: AppLoadContext) {
  const {homePage} = await context.content.query(HOME_PAGE_QUERY);
  if (!homePage) return null;
  return {title: homePage.title, ...(await loadPageSections(context, homePage.sections))};
}

export type HomePageData = SerializeFrom<NonNullable<Awaited<ReturnType<typeof loadHomePage>>>>;
