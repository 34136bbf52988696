import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadMarkets} from '~/context.server';
import {SITEMAP_CACHE} from '~/content/sitemaps.server';
import {publicHeaders} from '~/http/cache-control';
import {marketsOnHost, robotsTxt} from '~/markets/sitemaps';

// robots.txt of the host asked (issue 14): the markets it serves, their sitemaps and what crawlers leave alone.
export async function loader({request, context}: LoaderFunctionArgs) {
  const configs = loadMarkets(context.env).map((config) => ({market: config, site: config.site, host: config.host}));
  const body = robotsTxt(marketsOnHost(new URL(request.url).host, configs));
  const headers = publicHeaders(SITEMAP_CACHE);
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  return new Response(body, {headers});
}
