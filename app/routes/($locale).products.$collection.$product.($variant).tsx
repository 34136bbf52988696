import {useLoaderData, type ClientLoaderFunctionArgs} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {loadProductPage} from '~/commerce/products.server';
import {ProductDetail, productMore} from '~/components/product/ProductDetail';
import {productFootnote} from '~/components/product/purchase/OptionPicker';
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

/**
 * Not run on hydration (the page keeps the server's markup of its deferred parts until they are needed).
 * A client-side navigation or revalidation brings their code with the data, so the new page renders whole
 * at once; should the code not load, the page still renders (without that part).
 */
export async function clientLoader({serverLoader}: ClientLoaderFunctionArgs) {
  const parts = [productMore, productFootnote].map((part) => part.load().catch(() => null));
  const [data] = await Promise.all([serverLoader<typeof loader>(), ...parts]);
  return data;
}

export default function ProductRoute() {
  const {page} = useLoaderData<typeof loader>();
  return <ProductDetail page={page} />;
}
