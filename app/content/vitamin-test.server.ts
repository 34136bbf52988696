// The vitamin test's content: the test page (title, intro, questions) and a result with its recommended products,
// priced live from the Storefront (a failed price lookup leaves the cards without a price, not the page broken).
import type {AppLoadContext, SerializeFrom} from '@shopify/remix-oxygen';
import {VITAMIN_TEST_QUERY, VITAMIN_TEST_RESULT_QUERY} from '~graphql/content/service';
import {PRODUCTS_BY_IDS_QUERY} from '~graphql/storefront/products';
import type {ProductCardData} from '~/commerce/product-card';
import {recordPath} from './link-targets';

export async function loadVitaminTest(context: AppLoadContext) {
  const {page, vitaminTest} = await context.content.query(VITAMIN_TEST_QUERY);
  if (!page?.title || !vitaminTest) return null;
  const questions = vitaminTest.questions.filter(
    (question) => question.key && question.question && question.answers.length,
  );
  return {...page, title: page.title, canonicalPath: '/vitamintest', submitLabel: vitaminTest.submitLabel, questions};
}

export async function loadVitaminTestResult(context: AppLoadContext, slug: string) {
  const {page, vitaminTestResult: result} = await context.content.query(VITAMIN_TEST_RESULT_QUERY, {variables: {slug}});
  if (!result?.slug || !result.heading) return null;
  const ids = [...new Set(result.products.flatMap((product) => (product.productId ? [product.productId] : [])))];
  const prices = ids.length ? await pricesOf(context, ids) : new Map<string, Price>();
  const products = result.products.flatMap((product): ProductCardData[] => {
    const path = recordPath({__typename: 'ProductRecord', slug: product.slug, collection: product.collection});
    if (!path || !product.title) return [];
    const price = product.productId ? prices.get(product.productId) : undefined;
    return [
      {
        id: product.id,
        path,
        title: product.title,
        image: product.image?.responsiveImage ? {content: product.image.responsiveImage} : null,
        price: price?.priceRange.minVariantPrice ?? null,
        compareAtPrice: price?.compareAtPriceRange.minVariantPrice ?? null,
        availableForSale: price?.availableForSale ?? false,
        isNew: Boolean(product.new),
        shortDescription: product.shortDescription,
        color: product.backgroundColor?.hex,
      },
    ];
  });
  return {
    testTitle: page?.title ?? null,
    slug: result.slug,
    heading: result.heading,
    text: result.text,
    canonicalPath: `/vitamintest/${result.slug}`,
    products,
  };
}

type Price = Extract<Awaited<ReturnType<typeof queryPrices>>['nodes'][number], {priceRange: unknown}>;

const queryPrices = (context: AppLoadContext, ids: string[]) =>
  context.storefront.query(PRODUCTS_BY_IDS_QUERY, {variables: {ids}});

async function pricesOf(context: AppLoadContext, ids: string[]): Promise<Map<string, Price>> {
  try {
    const {nodes} = await queryPrices(context, ids);
    return new Map(nodes.flatMap((node) => (node && 'priceRange' in node ? [[node.id, node as Price] as const] : [])));
  } catch (error) {
    context.log.error('[vitamin-test] prices unavailable:', error instanceof Error ? error.message : error);
    return new Map();
  }
}

export type VitaminTestData = SerializeFrom<NonNullable<Awaited<ReturnType<typeof loadVitaminTest>>>>;
export type VitaminTestResultData = SerializeFrom<NonNullable<Awaited<ReturnType<typeof loadVitaminTestResult>>>>;
