import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {loadProductsOverview} from '~/commerce/collections.server';
import {ProductsOverview} from '~/components/collection/ProductsOverview';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';
import {pageSeo, seoMeta} from '~/markets/seo';

export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const page = await loadProductsOverview(context);
  return json({
    page,
    seo: pageSeo(context, {title: page.title ?? page.heading ?? '', description: page.intro, canonicalPath: '/products'}),
  });
}

export default function ProductsOverviewRoute() {
  const {page} = useLoaderData<typeof loader>();
  return <ProductsOverview page={page} />;
}
