import {useLoaderData, type ClientLoaderFunctionArgs} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom} from '@shopify/remix-oxygen';
import {loadProductPage, splitProductPage} from '~/commerce/products.server';
import {loadProductSectionTypes, ProductDetail, productMore} from '~/components/product/ProductDetail';
import {productFootnote} from '~/components/product/purchase/OptionPicker';
import {publicPageHeaders} from '~/http/cache-control';
import {UNHYDRATED} from '~/http/unhydrated';
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
  // The page carries its SEO once; meta reads it from there (sending it twice cost 4 KB of loader data). The part
  // below the first screen is rendered by the server but not hydrated until the shopper comes near it, so the
  // document leaves its data out (app/http/unhydrated.ts); navigations and revalidations carry it.
  const {top, lower} = splitProductPage(page);
  return json({page: top, [UNHYDRATED]: {lower}});
}

/**
 * Not run on hydration (the page keeps the server's markup of its deferred parts until they are needed).
 * A client-side navigation or revalidation brings their code with the data, so the new page renders whole
 * at once; should the code not load, the page still renders (without that part).
 */
export async function clientLoader({serverLoader}: ClientLoaderFunctionArgs) {
  const parts = [productMore, productFootnote].map((part) => part.load().catch(() => null));
  const [data] = await Promise.all([serverLoader<typeof loader>(), ...parts]);
  await loadProductSectionTypes(data.unhydrated?.lower);
  return data;
}

export default function ProductRoute() {
  // Absent on the first render after a document load (left out of its hydration data): ProductDetail asks.
  const {page, unhydrated} = useLoaderData<typeof loader>() as LoaderAnswer;
  return <ProductDetail page={page} lower={unhydrated?.lower} />;
}

type Answer = SerializeFrom<typeof loader>;
type LoaderAnswer = Omit<Answer, typeof UNHYDRATED> & Partial<Pick<Answer, typeof UNHYDRATED>>;
