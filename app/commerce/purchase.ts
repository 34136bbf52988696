/**
 * The purchase panel of the product page (issue 3): variants and options, colours, prices, notes and
 * subscriptions, from the Storefront product (PRODUCT_QUERY) and its content record (...ProductPurchase).
 * Pure and JSON-safe: the route loader calls `buildPurchase`, `PurchasePanel` renders the result.
 *
 * How each content field behaves:
 * - Options come from the Storefront variants (≤ 250). Options whose values contain "Default", and an option
 *   named `waardes`, are not shown. Each value is displayed by the flavour or size setting of the content
 *   variant it leads to (else of the first content variant with that value); within one content variant, a
 *   setting naming the value (flavour name, size + unit) belongs to that option, the others go in order.
 * - A choice is a link to its variant's URL (other options kept). A combination no variant has is shown
 *   disabled ("unavailable", not a link). Sold-out and preorder variants stay links, marked as such.
 * - isRepeatHidden: the variant repeats another one's display (e.g. a second SKU of the same flavour and size),
 *   so the pickers never lead to it; a value that only such variants have is not offered. The variant stays
 *   buyable through its own URL, where its values show as selected. It is never the default variant.
 * - Sold out: a variant when Storefront availableForSale is false or the content variant says isSoldOut; the
 *   product when availableForSale is false or the content product says isSoldOut (then every variant is).
 *   Buying is disabled when the product or the selected variant is sold out, or a required plan is missing.
 * - preorderProduct (variant or product): the button reads "Pre-order", a preorder note shows, and no delivery
 *   promise (delivery code) is made. Sold out wins over preorder.
 * - Default variant (no slug in the URL): the first buyable, not repeat-hidden variant, else the first shown.
 * - variantsHeading titles the first picker that selectTitleVariantSize does not title; selectTitleVariantSize
 *   titles every size picker; other pickers read "Choose {option}".
 * - variantsFootnoteContent: shown under the pickers; values whose setting has addFootnote get a "*", and so
 *   does the footnote when any value has one (unless its text starts with "*" already). Blocks and record
 *   links are dropped (their text stays).
 * - variantsHidden: no pickers; the selected (default or URL) variant is what the button buys.
 * - Size settings: the choice shows size + unit, servings with servingsLabel, and suitableFor; defaultNote shows
 *   under the size picker while that size is selected.
 * - proteinBarPackage: size choices read as packs ("12 bars", from the size's number, else its servings) with
 *   the price per bar.
 * - customSelectThumbnail: a flavour (or plain) choice's picture, over the select option's media and the
 *   flavour thumbnail; without any picture a flavour choice is a colour swatch (colour, secondaryColor as the
 *   second half). Size choices show only their select option's media (a variant's picture shows its flavour).
 * - labelBackgroundColor / labelTextColor: the choice's label colours (the selection ring stays the accent).
 * - selectOption: shape round | square | pill (default round for flavours, pill otherwise), showBorder
 *   (default on), showShadow.
 * - The selected content variant's name shows under the product title (unless it is the title); its page colours, priceNote and
 *   discountNote replace the product's; its images (imageLocalized over image, then additionalImages) replace
 *   the product's content images, which replace the Storefront images.
 * - Colours (./colors.ts): accent = flavour colour → variant colour → product colour → #fe5000; text on the
 *   accent is ink or paper, whichever contrasts more; page colours from the variant over the product.
 * - Prices: compare-at only when above the price. Payment notes and subscription payment notes: only those
 *   with productPage; the subscription notes replace the payment notes while the subscription tab is open
 *   (the payment notes stay when there are none).
 * - deliveryCode: only when enabled and buyable and not preorder; setting next_business_day picks
 *   nextBusinessDayDeliveryLabel, anything else regularDeliveryLabel.
 * - Subscriptions: plan groups (≤ 10) with plans (≤ 10), priced for the selected variant by the plan's first
 *   price adjustment (the price of the first deliveries). requiresSellingPlan leaves no one-time choice.
 *   initialTab 'subscription' | 'oneTime' picks the tab open on load (default one-time). subscriptionCopy and
 *   subscriptionImage show in the subscription tab. Tab, plan and quantity (1–10, capped by known stock) are
 *   component state carried in the add-to-cart line; without JavaScript the form posts the line of the tab
 *   open on load (its first plan, quantity 1).
 */
import type {ProductPurchaseFragment, ResponsiveImagePartsFragment} from '~graphql/content/content.generated';
import type {ProductPageQuery} from '~graphql/storefront/storefront.generated';
import type {MoneyLike} from '~/markets/format';
import {colorVariables, productColors, type ColorVariables, type ProductColors} from './colors';
import {
  footnoteDocument,
  purchaseOptions,
  startsWithMark,
  variantState,
  type ContentVariant,
  type FlavourSetting,
  type PurchaseOption,
} from './options';
import {initialPurchaseTab, subscriptionGroups, type PurchaseTab, type SubscriptionGroup} from './subscriptions';
import {defaultVariant, variantBySlug, variantSlug} from './variants';

type StorefrontProduct = NonNullable<ProductPageQuery['product']>;
/** What the panel reads of PRODUCT_QUERY's product. */
export type PurchaseStorefrontProduct = Pick<
  StorefrontProduct,
  'id' | 'handle' | 'title' | 'availableForSale' | 'requiresSellingPlan' | 'options' | 'images' | 'variants' | 'sellingPlanGroups'
>;
export type PurchaseContent = ProductPurchaseFragment;

export type Icon = {url: string; alt: string | null; width: number | null; height: number | null};
export type Note = {id: string; label: string; icon: Icon | null};
export type PurchaseImage =
  | {key: string; content: ResponsiveImagePartsFragment}
  | {key: string; storefront: {url: string; altText: string | null; width: number | null; height: number | null}};

const MAX_QUANTITY = 10;

/** The purchase panel's data, or null when the variant slug names no variant (the route answers 404). */
export function buildPurchase(
  product: PurchaseStorefrontProduct,
  content: PurchaseContent | null | undefined,
  slug?: string,
  /** Canonical product path the variant links hang off; the route's collection when it has one. */
  productPath = `/products/all/${product.handle}`,
) {
  const variants = product.variants.nodes;
  const contentVariants = content?.variants ?? [];
  const contentOf = (variant: {id: string}) => contentVariants.find((candidate) => candidate.variantId === variant.id);
  const productState = {
    soldOut: !product.availableForSale || Boolean(content?.isSoldOut),
    preorder: Boolean(content?.preorderProduct),
  };
  const stateOf = (variant: (typeof variants)[number]) => variantState(variant, contentOf(variant), productState);

  const shown = variants.filter((variant) => !stateOf(variant).repeatHidden);
  const selected = slug
    ? variantBySlug(variants, slug, contentVariants)
    : defaultVariant(shown, (variant) => !stateOf(variant).soldOut) ?? variants[0];
  if (!selected) return null;

  const selectedContent = contentOf(selected);
  const selectedState = stateOf(selected);
  const groups = subscriptionGroups(product.sellingPlanGroups.nodes, selected.price);
  const hasPlans = groups.length > 0;
  const canBuy = !selectedState.soldOut && (!product.requiresSellingPlan || hasPlans);
  const compareAtPrice =
    selected.compareAtPrice && Number(selected.compareAtPrice.amount) > Number(selected.price.amount)
      ? selected.compareAtPrice
      : null;
  const colors = productColors({
    flavour: selectedContent?.optionsDisplaySettings.find(
      (setting): setting is FlavourSetting => setting.__typename === 'FlavourRecord',
    ),
    variant: selectedContent,
    product: content,
  });
  const footnote = footnoteDocument(content?.variantsFootnoteContent?.value);
  const options = content?.variantsHidden
    ? []
    : purchaseOptions({
        options: product.options,
        variants,
        selected,
        contentVariants,
        stateOf,
        productPath,
        settings: content ?? {},
      });

  const title = content?.title || product.title;

  return {
    productId: product.id,
    handle: product.handle,
    title,
    // A single-variant product's variant is usually named after the product: no need to say it twice.
    variantName: selectedContent?.name && selectedContent.name !== title ? selectedContent.name : null,
    isNew: Boolean(content?.new),
    variant: {
      id: selected.id,
      slug: variantSlug(selected, contentVariants),
      title: selected.title,
      sku: selected.sku ?? null,
      price: selected.price as MoneyLike,
      compareAtPrice: compareAtPrice as MoneyLike | null,
      soldOut: selectedState.soldOut,
      preorder: selectedState.preorder,
    },
    soldOut: productState.soldOut,
    canBuy,
    maxQuantity: maxQuantity(selected.quantityAvailable),
    options,
    footnote:
      footnote && options.length ? {value: footnote, addMark: hasMarks(options) && !startsWithMark(footnote.document)} : null,
    priceNote: selectedContent?.priceNote || content?.priceNote || null,
    discountNote: selectedContent?.discountNote || content?.discountNote || null,
    paymentNotes: productPageNotes(content?.paymentNotes),
    subscriptionPaymentNotes: productPageNotes(content?.paymentSubscriptionNotes),
    deliveryCode: canBuy && !selectedState.preorder ? deliveryCodeOf(content?.deliveryCode) : null,
    specs: specsOf(content),
    ksps: (content?.buttonKsps ?? []).flatMap((ksp) => (ksp.text ? [{id: ksp.id, text: ksp.text, icon: iconOf(ksp.icon)}] : [])),
    subscription: subscriptionOf(product, content, groups),
    colors,
    cssVariables: colorVariables(colors),
    images: purchaseImages(product, selected, selectedContent, content),
  };
}

export type Purchase = NonNullable<ReturnType<typeof buildPurchase>>;
export type {ColorVariables, ProductColors, PurchaseOption, PurchaseTab, SubscriptionGroup};

const hasMarks = (options: PurchaseOption[]) => options.some((option) => option.choices.some((choice) => choice.footnote));

/** 1–10, fewer when Storefront reports less stock (unknown or none left: preorder and backorder sell on). */
function maxQuantity(quantityAvailable: number | null | undefined): number {
  return quantityAvailable && quantityAvailable > 0 ? Math.min(MAX_QUANTITY, quantityAvailable) : MAX_QUANTITY;
}

function iconOf(
  file: {url: string; alt?: string | null; width?: number | null; height?: number | null} | null | undefined,
): Icon | null {
  return file ? {url: file.url, alt: file.alt ?? null, width: file.width ?? null, height: file.height ?? null} : null;
}

function productPageNotes(notes: PurchaseContent['paymentNotes'] | undefined): Note[] {
  return (notes ?? []).flatMap((note) =>
    note.productPage && note.label ? [{id: note.id, label: note.label, icon: iconOf(note.icon)}] : [],
  );
}

function deliveryCodeOf(code: PurchaseContent['deliveryCode'] | undefined) {
  if (!code?.enabled) return null;
  const nextBusinessDay = (code.setting ?? '').toLowerCase().replace(/[^a-z]/g, '') === 'nextbusinessday';
  const label = nextBusinessDay ? code.nextBusinessDayDeliveryLabel : code.regularDeliveryLabel;
  return label ? {label, nextBusinessDay, icon: iconOf(code.icon)} : null;
}

function specsOf(content: PurchaseContent | null | undefined) {
  const items = (content?.specs ?? []).flatMap((spec) =>
    spec.unitName
      ? [{id: spec.id, name: spec.unitName, amount: spec.unitAmount ?? '', measurement: spec.unitMeasurement ?? ''}]
      : [],
  );
  return items.length ? {heading: content?.specsSubheading || null, items} : null;
}

function subscriptionOf(
  product: PurchaseStorefrontProduct,
  content: PurchaseContent | null | undefined,
  groups: SubscriptionGroup[],
) {
  if (!groups.length) return null;
  const initialTab: PurchaseTab = initialPurchaseTab({
    contentTab: content?.initialTab,
    requiresSellingPlan: product.requiresSellingPlan,
    hasPlans: true,
  });
  return {
    required: product.requiresSellingPlan,
    initialTab,
    groups,
    copy: content?.subscriptionCopy || null,
    image: content?.subscriptionImage?.responsiveImage ?? null,
  };
}

type StorefrontImage = {id?: string | null; url: string; altText?: string | null; width?: number | null; height?: number | null};
type ContentImageField = {id: string; responsiveImage?: ResponsiveImagePartsFragment | null} | null | undefined;

function contentImages(fields: ContentImageField[]): PurchaseImage[] {
  return fields.flatMap((field) => (field?.responsiveImage ? [{key: field.id, content: field.responsiveImage}] : []));
}

/** The selected variant's content images, else the product's content images, else the Storefront images. */
function purchaseImages(
  product: PurchaseStorefrontProduct,
  variant: {image?: StorefrontImage | null},
  variantContent: ContentVariant | undefined,
  content: PurchaseContent | null | undefined,
): PurchaseImage[] {
  const ofVariant = contentImages([
    variantContent?.imageLocalized ?? variantContent?.image,
    ...(variantContent?.additionalImages ?? []),
  ]);
  if (ofVariant.length) return ofVariant;
  // Issue 3: imageProductDetail heads the gallery, image is its fallback, additionalImages follow.
  const ofProduct = contentImages([content?.imageProductDetail ?? content?.image, ...(content?.additionalImages ?? [])]);
  if (ofProduct.length) return ofProduct;
  const storefront = [variant.image, ...product.images.nodes].filter((image): image is StorefrontImage => Boolean(image));
  return storefront
    .filter((image, index) => storefront.findIndex((other) => other.url === image.url) === index)
    .map((image) => ({
      key: image.url,
      storefront: {url: image.url, altText: image.altText ?? null, width: image.width ?? null, height: image.height ?? null},
    }));
}
