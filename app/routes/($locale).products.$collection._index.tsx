import {useLoaderData} from '@remix-run/react';
import {json, redirect, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {collectionQueryFrom} from '~/commerce/collection-query';
import {loadCollectionPage} from '~/commerce/collections.server';
import {productUrlRedirect} from '~/commerce/product-url.server';
import {CollectionView} from '~/components/collection/CollectionView';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {pageSeo, seoMeta} from '~/markets/seo';

export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  // Sort, price range and filters from the URL; what cannot be read becomes a note on the page, not an error.
  const query = collectionQueryFrom(new URL(request.url).searchParams);
  const page = await loadCollectionPage(context, params.collection!, request, query);
  if (!page) {
    // Shopify's product URL (/products/{handle}) has this route's shape: a product of that handle is sent to its page.
    const product = await productUrlRedirect(context, request, params.collection!);
    throw product ? redirect(product, {status: 301, headers: {'Cache-Control': 'no-store'}}) : notFound();
  }
  return json({
    page,
    seo: pageSeo(context, {
      title: page.title,
      description: page.description,
      canonicalPath: `/products/${page.slug}`,
    }),
  });
}

export default function CollectionRoute() {
  const {page} = useLoaderData<typeof loader>();
  return <CollectionView page={page} />;
}
