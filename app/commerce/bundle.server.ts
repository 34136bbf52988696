// The mix-and-match builder's data: the content items joined with their Storefront variants (price,
// availability, image, selling plans), in one Storefront round trip. Also the bundle form's lines: the browser
// posts only the product, the picks and the frequency; the lines and their private `_bundle` attributes are
// built and checked here, from the product's own bundle, with the pure rules of ./bundle.ts.
import type {CartLineInput} from '@shopify/hydrogen/storefront-api-types';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {PRODUCT_CONTENT_QUERY} from '~graphql/content/catalogue';
import type {MixAndMatchPartsFragment} from '~graphql/content/content.generated';
import type {ProductMixAndMatchQuery, SubscriptionVariantFragment} from '~graphql/storefront/storefront.generated';
import {PRODUCT_MIX_AND_MATCH_QUERY} from '~graphql/storefront/variants';
import {
  BundleError,
  bundleCartLines,
  MAX_BUNDLE_REFERENCES,
  type BundleData,
  type BundleItem,
  type BundlePicks,
  type BundleSellingPlan,
  type BundleVariant,
} from './bundle';

type ContentItem = MixAndMatchPartsFragment['eligibleVariants'][number];

/** Storefront's `nodes(ids:)` takes at most 250 ids and rejects malformed ones as a whole. */
const MAX_NODE_IDS = 250;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d+$/;

/**
 * Eligible items are limited to the product's mix-and-match references when it has that metafield (and to 20
 * either way, spec §9). Fixed components are the editors' definition of the bundle and always included; when
 * one is not sold in this market the builder is left out rather than sold without it. Null: no builder.
 */
export async function loadBundle(
  context: AppLoadContext,
  mixAndMatch: MixAndMatchPartsFragment | null,
  productHandle: string,
): Promise<BundleData | null> {
  if (!mixAndMatch) return null;
  const ids = contentVariantIds(mixAndMatch);
  if (!ids.length) return null;
  const result = await context.storefront.query(PRODUCT_MIX_AND_MATCH_QUERY, {
    variables: {handle: productHandle, ids},
  });
  return joinBundle(mixAndMatch, productHandle, result);
}

export type BundleForm = {productHandle: string; picks: BundlePicks; frequency: string | null};

/**
 * The cart lines of a bundle form, or null when the product has no bundle or the picks break its rules
 * (pick amount, eligible and in stock, fixed components sold, selling plans). The content record is the one
 * the product page reads, so a warm cache answers it.
 */
export async function bundleLinesFor(context: AppLoadContext, form: BundleForm): Promise<CartLineInput[] | null> {
  const content = await context.content.query(PRODUCT_CONTENT_QUERY, {variables: {slug: form.productHandle}});
  const bundle = await loadBundle(context, content.product?.mixAndMatch ?? null, form.productHandle);
  if (!bundle) return null;
  try {
    // One id per box added, so two boxes stay two groups in the cart.
    const bundleId = `${bundle.id}-${crypto.randomUUID().slice(0, 8)}`;
    return bundleCartLines({bundle, picks: form.picks}, {bundleId, frequency: form.frequency});
  } catch (error) {
    if (!(error instanceof BundleError)) throw error;
    context.log.warn(`[bundle] ${form.productHandle}: ${error.message}`);
    return null;
  }
}

export function contentVariantIds(mixAndMatch: MixAndMatchPartsFragment): string[] {
  const ids = [...mixAndMatch.fixedComponents, ...mixAndMatch.eligibleVariants]
    .map((item) => item.variantId?.trim() ?? '')
    .filter((id) => VARIANT_GID.test(id));
  return [...new Set(ids)].slice(0, MAX_NODE_IDS);
}

export function joinBundle(
  mixAndMatch: MixAndMatchPartsFragment,
  productHandle: string,
  result: ProductMixAndMatchQuery,
): BundleData | null {
  const variants = new Map<string, BundleVariant>();
  for (const node of result.nodes) {
    if (node && 'price' in node) variants.set(node.id, bundleVariant(node));
  }

  const references = result.product?.mixAndMatch?.references?.nodes.map((node) => node.id);
  const allowed = references ? new Set(references) : null;
  const eligible = mixAndMatch.eligibleVariants
    .filter((item) => !allowed || allowed.has(item.variantId ?? ''))
    .flatMap((item) => joinItem(item, variants))
    .slice(0, MAX_BUNDLE_REFERENCES);

  const fixed = mixAndMatch.fixedComponents.flatMap((item) => joinItem(item, variants));
  if (fixed.length < mixAndMatch.fixedComponents.length) {
    console.warn(`[bundle] ${productHandle}: a fixed component is not sold here; the builder is left out`);
    return null;
  }
  if (!eligible.length) return null;

  return {
    id: mixAndMatch.id,
    productHandle,
    // A missing or nonsensical amount still leaves a usable builder: pick one.
    pickAmount: Math.max(1, Math.floor(mixAndMatch.pickAmount ?? 1)),
    eligible,
    fixed,
  };
}

function joinItem(item: ContentItem, variants: Map<string, BundleVariant>): BundleItem[] {
  const variant = variants.get(item.variantId?.trim() ?? '');
  if (!variant) return [];
  return [
    {
      id: item.id,
      title: item.title || variant.productTitle,
      thumbnail: item.thumbnail?.responsiveImage ?? null,
      popup: item.popup
        ? {heading: item.popup.heading ?? null, body: item.popup.body ?? null, buttonLabel: item.popup.buttonLabel ?? null}
        : null,
      variant,
    },
  ];
}

/** A Storefront variant reduced to plain JSON: what the rules and the cards read. */
export function bundleVariant(node: SubscriptionVariantFragment): BundleVariant {
  return {
    id: node.id,
    title: node.title,
    productTitle: node.product.title,
    productHandle: node.product.handle,
    availableForSale: node.availableForSale,
    requiresSellingPlan: node.product.requiresSellingPlan,
    price: {amount: node.price.amount, currencyCode: node.price.currencyCode},
    compareAtPrice: node.compareAtPrice
      ? {amount: node.compareAtPrice.amount, currencyCode: node.compareAtPrice.currencyCode}
      : null,
    image: node.image
      ? {url: node.image.url, altText: node.image.altText ?? null, width: node.image.width ?? null, height: node.image.height ?? null}
      : null,
    sellingPlans: node.sellingPlanAllocations.nodes.map((allocation): BundleSellingPlan => {
      const {sellingPlan} = allocation;
      const policy = sellingPlan.deliveryPolicy;
      const price = allocation.priceAdjustments[0]?.price ?? node.price;
      return {
        id: sellingPlan.id,
        name: sellingPlan.name,
        frequency:
          policy && 'interval' in policy ? `${policy.interval}:${policy.intervalCount}` : `name:${sellingPlan.name}`,
        price: {amount: price.amount, currencyCode: price.currencyCode},
      };
    }),
  };
}
