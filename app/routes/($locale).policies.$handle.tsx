import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {PolicyPage} from '~/components/policies/PolicyPage';
import {loadPolicyPage} from '~/content/policies.server';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {pageSeo, seoMeta} from '~/markets/seo';

// Shopify's /policies/{handle} (privacy, refund, shipping, terms): the shop's policies from the Storefront API.
export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const page = await loadPolicyPage(context, params.handle!);
  if (!page) throw notFound();
  return json({page, seo: pageSeo(context, {title: page.title, canonicalPath: `/policies/${page.handle}`})});
}

export default function PolicyRoute() {
  const {page} = useLoaderData<typeof loader>();
  return <PolicyPage page={page} />;
}
