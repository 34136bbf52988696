import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {sitemapIndex} from '~/content/sitemaps.server';
import {assertMarketPath} from '~/markets/guard.server';

// The market's sitemap index: its products, collections, articles, recipes and content pages (issue 14).
export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  return sitemapIndex(context);
}
