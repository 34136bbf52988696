import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {contentSitemap, shopifySitemap} from '~/content/sitemaps.server';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {sitemapParams} from '~/markets/sitemaps';

// One child sitemap of the market: products and collections from Shopify, fitblog, recipes and pages from DatoCMS.
export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const wanted = sitemapParams(params.type, params.page);
  if (!wanted) throw notFound();
  const {type, page} = wanted;
  const answer =
    type === 'products' || type === 'collections' ? await shopifySitemap(context, type, page) : await contentSitemap(context, type, page);
  if (!answer) throw notFound();
  return answer;
}
