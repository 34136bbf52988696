// Product and ProductVariant objects (spec §3 Commerce product), localized by the request's @inContext language.
import type {DemoProduct, DemoVariant} from '../../data/catalogue';
import {emptyConnection, listConnection, numericId, type PageArgs} from '../connection';
import {text, type RequestContext} from '../context';
import type {VariantEntry} from '../store';
import {cents, fromCents, money, truncate, type Fields} from './common';
import {imageView, mediaImageView, type ImageSource} from './images';
import {metafieldFields} from './metafields';
import {collectionView} from './collections';
import {
  adjacentVariants,
  encodeVariants,
  optionGroups,
  selectedOrFirstAvailableVariant,
  variantBySelectedOptions,
  type SelectionArgs,
} from './options';
import {sellingPlanAllocations, sellingPlanGroupView} from './selling-plans';

const CATALOGUE_IMAGE_SIZE = 1200;
// Id ranges for objects the catalogue does not number itself; derived from the product's position, so stable.
const IMAGE_ID_BASE = 30_000_000_000_000;
const MEDIA_ID_BASE = 31_000_000_000_000;
const OPTION_ID_BASE = 40_000_000_000_000;
const OPTION_VALUE_ID_BASE = 41_000_000_000_000;

function productIndex(ctx: RequestContext, product: DemoProduct): number {
  return ctx.store.catalogue.productIndex.get(product.id) ?? 0;
}

/** One packaging image per distinct variant image, in variant order; the first is the featured image. */
export function productImages(ctx: RequestContext, product: DemoProduct): (ImageSource & {mediaId: string})[] {
  const base = productIndex(ctx, product) * 1000;
  const title = text(ctx, product.title);
  const paths = [...new Set(product.variants.map((v) => v.imagePath))];
  return paths.map((path, i) => {
    const variant = product.variants.find((v) => v.imagePath === path)!;
    return {
      id: `gid://shopify/ProductImage/${IMAGE_ID_BASE + base + i}`,
      mediaId: `gid://shopify/MediaImage/${MEDIA_ID_BASE + base + i}`,
      path,
      altText: variantLabel(ctx, variant) ? `${title} – ${variantLabel(ctx, variant)}` : title,
      width: CATALOGUE_IMAGE_SIZE,
      height: CATALOGUE_IMAGE_SIZE,
    };
  });
}

function variantLabel(ctx: RequestContext, variant: DemoVariant): string {
  return variant.options
    .filter((o) => o.kind !== 'default')
    .map((o) => text(ctx, o.value))
    .join(' / ');
}

export function minPriceCents(product: DemoProduct): number {
  return Math.min(...product.variants.map((v) => cents(v.price)));
}

function priceRange(values: number[]) {
  return {minVariantPrice: money(fromCents(Math.min(...values))), maxVariantPrice: money(fromCents(Math.max(...values)))};
}

export function productView(ctx: RequestContext, product: DemoProduct): Fields {
  const index = productIndex(ctx, product);
  const images = productImages(ctx, product);
  const groups = optionGroups(product);
  const entry = (variant: DemoVariant): VariantEntry => ({product, variant, position: product.variants.indexOf(variant)});
  const toVariant = (variant: DemoVariant) => variantView(ctx, entry(variant));
  const description = text(ctx, product.description);

  return {
    __typename: 'Product',
    id: product.id,
    handle: product.handle,
    title: text(ctx, product.title),
    description: (args: {truncateAt?: number | null}) => truncate(description, args.truncateAt),
    descriptionHtml: product.descriptionHtml ? text(ctx, product.descriptionHtml) : `<p>${description}</p>`,
    availableForSale: product.variants.some((v) => v.availableForSale),
    isGiftCard: false,
    productType: product.productType,
    tags: product.tags,
    vendor: product.vendor,
    createdAt: product.createdAt,
    publishedAt: product.publishedAt,
    updatedAt: product.publishedAt,
    // Headless shop: products are not published to the Online Store channel, so Shopify answers null.
    onlineStoreUrl: null,
    trackingParameters: null,
    category: null,
    seo: {title: text(ctx, product.title), description: text(ctx, product.shortDescription)},
    priceRange: priceRange(product.variants.map((v) => cents(v.price))),
    // Variants without a compare-at price count as 0, as on Shopify.
    compareAtPriceRange: priceRange(product.variants.map((v) => (v.compareAtPrice ? cents(v.compareAtPrice) : 0))),
    totalInventory: product.variants.reduce((sum, v) => sum + v.quantityAvailable, 0),
    requiresSellingPlan: product.requiresSellingPlan,
    featuredImage: images[0] ? imageView(ctx, images[0]) : null,
    images: (args: PageArgs & {reverse?: boolean | null}) =>
      listConnection(images, args, (image) => imageView(ctx, image), {field: 'images', id: (i) => numericId(i.id)}),
    media: (args: PageArgs & {reverse?: boolean | null}) =>
      listConnection(images, args, (image) => mediaImageView(ctx, image, image.mediaId), {
        field: 'media',
        id: (i) => numericId(i.mediaId),
      }),
    options: (args: {first?: number | null}) =>
      groups.slice(0, args.first ?? undefined).map((group, position) => ({
        __typename: 'ProductOption',
        id: `gid://shopify/ProductOption/${OPTION_ID_BASE + index * 10 + position}`,
        name: text(ctx, group.name),
        values: group.values.map((v) => text(ctx, v.value)),
        optionValues: group.values.map((v, valueIndex) => ({
          __typename: 'ProductOptionValue',
          id: `gid://shopify/ProductOptionValue/${OPTION_VALUE_ID_BASE + index * 1000 + position * 100 + valueIndex}`,
          name: text(ctx, v.value),
          swatch: v.color ? {color: v.color, image: null} : null,
          firstSelectableVariant: () => {
            const withValue = product.variants.filter((variant) => variant.options[position]?.value.en === v.value.en);
            const first = withValue.find((variant) => variant.availableForSale) ?? withValue[0];
            return first ? toVariant(first) : null;
          },
        })),
      })),
    variants: (args: PageArgs & {reverse?: boolean | null}) =>
      listConnection(product.variants, args, toVariant, {field: 'variants', id: (v) => numericId(v.id)}),
    variantsCount: {count: product.variants.length, precision: 'EXACT'},
    variantBySelectedOptions: (args: SelectionArgs) => {
      const variant = variantBySelectedOptions(product, args);
      return variant ? toVariant(variant) : null;
    },
    selectedOrFirstAvailableVariant: (args: SelectionArgs) => toVariant(selectedOrFirstAvailableVariant(product, args)),
    adjacentVariants: (args: SelectionArgs) => adjacentVariants(product, args).map(toVariant),
    encodedVariantExistence: encodeVariants(product, product.variants),
    encodedVariantAvailability: encodeVariants(product, product.variants.filter((v) => v.availableForSale)),
    sellingPlanGroups: (args: PageArgs & {reverse?: boolean | null}) =>
      listConnection(product.sellingPlanGroups, args, (group) => sellingPlanGroupView(ctx, group), {
        field: 'sellingPlanGroups',
        max: 250,
      }),
    collections: (args: PageArgs & {reverse?: boolean | null}) => {
      const collections = ctx.store.catalogue.collections.filter((c) => c.productHandles.includes(product.handle));
      return listConnection(collections, args, (c) => collectionView(ctx, c), {
        field: 'collections',
        id: (c) => numericId(c.id),
      });
    },
    ...metafieldFields(ctx, product.id),
  };
}

export function variantView(ctx: RequestContext, {product, variant}: VariantEntry): Fields {
  const image = productImages(ctx, product).find((i) => i.path === variant.imagePath);
  const defaultOnly = variant.options.every((o) => o.kind === 'default');
  return {
    __typename: 'ProductVariant',
    id: variant.id,
    title: defaultOnly ? 'Default Title' : variant.options.map((o) => text(ctx, o.value)).join(' / '),
    sku: variant.sku,
    barcode: variant.barcode,
    price: money(variant.price),
    priceV2: money(variant.price),
    compareAtPrice: variant.compareAtPrice ? money(variant.compareAtPrice) : null,
    compareAtPriceV2: variant.compareAtPrice ? money(variant.compareAtPrice) : null,
    availableForSale: variant.availableForSale,
    // True only for variants sold while out of stock (overselling); the demo shop never oversells.
    currentlyNotInStock: false,
    quantityAvailable: variant.quantityAvailable,
    requiresShipping: true,
    requiresComponents: false,
    taxable: true,
    weight: variant.weightGrams,
    weightUnit: 'GRAMS',
    selectedOptions: variant.options.map((o) => ({name: text(ctx, o.name), value: text(ctx, o.value)})),
    image: image ? imageView(ctx, image) : null,
    product: () => productView(ctx, product),
    unitPrice: null,
    unitPriceMeasurement: null,
    quantityRule: {minimum: 1, maximum: null, increment: 1},
    shopPayInstallmentsPricing: null,
    sellingPlanAllocations: (args: PageArgs & {reverse?: boolean | null}) =>
      listConnection(sellingPlanAllocations(ctx, product, variant), args, (a) => a, {field: 'sellingPlanAllocations'}),
    components: (args: PageArgs) => emptyConnection(args, 'components'),
    groupedBy: (args: PageArgs) => emptyConnection(args, 'groupedBy'),
    quantityPriceBreaks: (args: PageArgs) => emptyConnection(args, 'quantityPriceBreaks'),
    storeAvailability: (args: PageArgs) => emptyConnection(args, 'storeAvailability'),
    ...metafieldFields(ctx, variant.id),
  };
}
