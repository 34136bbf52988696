import type {AppLoadContext, SerializeFrom} from '@shopify/remix-oxygen';
import {PRODUCT_CONTENT_QUERY} from '~graphql/content/catalogue';
import {PRODUCT_QUERY} from '~graphql/storefront/products';
import {optionalContent} from '~/content/client.server';
import {FALLBACK_ACCENT} from '~styles/tokens';
import {defaultVariant, optionChoices, variantBySlug, variantSlug} from './variants';

const ALL = 'all';

type Params = {collection: string; product: string; variant?: string};

/** The product page, or null for an unknown product, collection or variant (the route answers 404). */
export async function loadProductPage(context: AppLoadContext, params: Params) {
  const [{product}, content] = await Promise.all([
    context.storefront.query(PRODUCT_QUERY, {variables: {handle: params.product}}),
    optionalContent(context.content.query(PRODUCT_CONTENT_QUERY, {variables: {slug: params.product}}), 'product content'),
  ]);
  if (!product) return null;

  const collections = product.collections.nodes;
  if (params.collection !== ALL && !collections.some((c) => c.handle === params.collection)) return null;

  const record = content?.product;
  const contentVariants = record?.variants ?? [];
  const variants = product.variants.nodes;
  const selected = params.variant
    ? variantBySlug(variants, params.variant, contentVariants)
    : defaultVariant(variants);
  if (!selected) return null;

  const contentVariant = contentVariants.find((candidate) => candidate.variantId === selected.id);
  const collection = collections.find((c) => c.handle === params.collection);
  const productPath = `/products/${params.collection}/${product.handle}`;

  return {
    productPath,
    collection: {slug: params.collection, title: record?.collection?.title ?? collection?.title ?? null},
    product: {
      id: product.id,
      handle: product.handle,
      title: record?.title || product.title,
      description: product.description,
      shortDescription: record?.shortDescription ?? null,
      isNew: Boolean(record?.new),
      priceNote: contentVariant?.priceNote || record?.priceNote || null,
      // Sold out when the platform says so or the editors marked it (spec §3).
      soldOut: !product.availableForSale || Boolean(record?.isSoldOut),
      hasSubscription: product.sellingPlanGroups.nodes.length > 0,
      noIndex: Boolean(record?.noIndex),
    },
    colors: {
      accent: contentVariant?.color?.hex || record?.color?.hex || FALLBACK_ACCENT,
      background: record?.pageBackgroundColor?.hex ?? record?.backgroundColor?.hex ?? null,
      text: record?.pageTextColor?.hex ?? null,
    },
    selectedVariant: {
      ...selected,
      slug: variantSlug(selected, contentVariants),
      soldOut: !selected.availableForSale || Boolean(contentVariant?.isSoldOut),
    },
    options: optionChoices(product.options, variants, selected).map((option) => ({
      name: option.name,
      values: option.values.map((choice) => ({
        value: choice.value,
        selected: choice.selected,
        available: choice.available,
        path: choice.variant ? `${productPath}/${variantSlug(choice.variant, contentVariants)}` : null,
      })),
    })),
    images: pageImages(product, selected),
  };
}

type StorefrontImage = {id?: string | null; url: string; altText?: string | null; width?: number | null; height?: number | null};

/** The selected variant's image first, then the product's other images (no duplicates). */
function pageImages(
  product: {images: {nodes: StorefrontImage[]}},
  variant: {image?: StorefrontImage | null},
): StorefrontImage[] {
  const images = [variant.image, ...product.images.nodes].filter((image): image is StorefrontImage => Boolean(image));
  return images.filter((image, index) => images.findIndex((other) => other.url === image.url) === index);
}

export type ProductPageData = SerializeFrom<NonNullable<Awaited<ReturnType<typeof loadProductPage>>>>;
