import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {loadProductPage} from '~/commerce/products.server';
import {ProductDetail} from '~/components/product/ProductDetail';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {seoMeta} from '~/markets/seo';

export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.page.seo);

export const headers = publicPageHeaders();

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const page = await loadProductPage(context, {
    collection: params.collection!,
    product: params.product!,
    variant: params.variant,
  });
  if (!page) throw notFound();
  // The page carries its SEO once; meta reads it from there (sending it twice cost 4 KB of loader data).
  return json({page});
}

export default function ProductRoute() {
  const {page} = useLoaderData<typeof loader>();
  return <ProductDetail page={page} />;
}
