// Spec §3 "Derived cart line": each Storefront line joined with its content product and variant records, their
// option display settings and colours, the product's canonical href, its costs and selling plan name, and the
// mix-and-match bundle it belongs to. Pure: the loader fetches, this module only joins.
import {BUNDLE_ATTRIBUTE, BUNDLE_PARENT_ATTRIBUTE} from './bundle';
import {productColors, type ProductColors} from './colors';

export type CartMoney = {amount: string; currencyCode: string};
export type CartAttribute = {key: string; value?: string | null};
type HexField = {hex: string} | null | undefined;

/** The Storefront line fields this module reads (a structural subset of the cart fragment's line). */
export type StorefrontCartLine = {
  id: string;
  quantity: number;
  attributes: CartAttribute[];
  /** totalAmount is after the line's own discounts (a free gift), subtotalAmount before them. */
  cost: {totalAmount: CartMoney; subtotalAmount?: CartMoney; compareAtAmountPerQuantity?: CartMoney | null};
  sellingPlanAllocation?: {sellingPlan: {name: string}} | null;
  merchandise: {
    id: string;
    title: string;
    selectedOptions: {name: string; value: string}[];
    product: {id: string; handle: string; title: string};
  };
};

export type FlavourSetting = {
  __typename: 'FlavourRecord';
  name?: string | null;
  colour?: HexField;
  secondaryColor?: HexField;
  productBackgroundColor?: HexField;
};
export type SizeSetting = {__typename: 'SizeRecord'; size?: string | null; unit?: string | null};
type OptionSetting = FlavourSetting | SizeSetting | {__typename: string};

export type ContentVariantForCart = {
  variantId?: string | null;
  slug?: string | null;
  name?: string | null;
  color?: HexField;
  optionsDisplaySettings: OptionSetting[];
};

export type ContentProductForCart = {
  productId?: string | null;
  title?: string | null;
  slug?: string | null;
  collection?: {slug?: string | null} | null;
  color?: HexField;
  backgroundColor?: HexField;
  variants: ContentVariantForCart[];
};

export type DerivedCartLine<Line extends StorefrontCartLine = StorefrontCartLine, Product = ContentProductForCart> = {
  line: Line;
  product: (Product & ContentProductForCart) | null;
  variant: ContentVariantForCart | null;
  flavour: FlavourSetting | null;
  size: SizeSetting | null;
  colors: ProductColors;
  /** Canonical path of the product page (the UI puts it in the market's words). */
  href: string;
  title: string;
  /** What tells this line apart from other lines of the product: the content variant's name, else its options. */
  variantLabel: string | null;
  totalAmount: CartMoney;
  /** What the line would cost at compare-at prices, or before its own discounts; only when more than it costs. */
  compareAtTotal: CartMoney | null;
  sellingPlanName: string | null;
  /** The mix-and-match bundle the line was added with (the `_bundle` attribute). */
  bundleId: string | null;
};

const ALL = 'all';

export function attributeValue(line: {attributes: CartAttribute[]}, key: string): string | null {
  return line.attributes.find((attribute) => attribute.key === key)?.value ?? null;
}

/** The product page of a line: `/products/{collection or all}/{slug}` plus the variant's slug when known. */
export function cartLineHref(
  product: Pick<ContentProductForCart, 'slug' | 'collection'> | null,
  variant: Pick<ContentVariantForCart, 'slug'> | null,
  fallbackHandle: string,
): string {
  const base = `/products/${product?.collection?.slug || ALL}/${product?.slug || fallbackHandle}`;
  return variant?.slug ? `${base}/${variant.slug}` : base;
}

/** Options whose value contains "Default" are Shopify's placeholder for "no options" (spec §3). */
function visibleOptions(line: StorefrontCartLine): string[] {
  return line.merchandise.selectedOptions.filter((option) => !option.value.includes('Default')).map((option) => option.value);
}

function compareAtTotal(line: StorefrontCartLine): CartMoney | null {
  const {compareAtAmountPerQuantity: perQuantity, subtotalAmount, totalAmount} = line.cost;
  const cents = Math.max(
    perQuantity ? Math.round(Number(perQuantity.amount) * 100) * line.quantity : 0,
    subtotalAmount ? Math.round(Number(subtotalAmount.amount) * 100) : 0,
  );
  if (!(cents > Math.round(Number(totalAmount.amount) * 100))) return null;
  return {amount: (cents / 100).toFixed(2), currencyCode: totalAmount.currencyCode};
}

const isFlavour = (setting: OptionSetting): setting is FlavourSetting => setting.__typename === 'FlavourRecord';
const isSize = (setting: OptionSetting): setting is SizeSetting => setting.__typename === 'SizeRecord';

/** Content products by Shopify product id; the first record wins when an id is listed twice. */
export function productsById<Product extends ContentProductForCart>(products: Product[]): Map<string, Product> {
  const byId = new Map<string, Product>();
  for (const product of products) if (product.productId && !byId.has(product.productId)) byId.set(product.productId, product);
  return byId;
}

export function deriveCartLine<Line extends StorefrontCartLine, Product extends ContentProductForCart>(
  line: Line,
  products: Map<string, Product>,
): DerivedCartLine<Line, Product> {
  const product = products.get(line.merchandise.product.id) ?? null;
  const variant = product?.variants.find((candidate) => candidate.variantId === line.merchandise.id) ?? null;
  const settings = variant?.optionsDisplaySettings ?? [];
  const flavour = settings.find(isFlavour) ?? null;
  const size = settings.find(isSize) ?? null;
  const options = visibleOptions(line);
  return {
    line,
    product,
    variant,
    flavour,
    size,
    colors: productColors({flavour, variant, product}),
    href: cartLineHref(product, variant, line.merchandise.product.handle),
    title: product?.title || line.merchandise.product.title,
    variantLabel: variant?.name || (options.length ? options.join(' · ') : null),
    totalAmount: line.cost.totalAmount,
    compareAtTotal: compareAtTotal(line),
    sellingPlanName: line.sellingPlanAllocation?.sellingPlan.name ?? null,
    bundleId: attributeValue(line, BUNDLE_ATTRIBUTE),
  };
}

export function deriveCartLines<Line extends StorefrontCartLine, Product extends ContentProductForCart>(
  lines: Line[],
  products: Product[],
): DerivedCartLine<Line, Product>[] {
  const byId = productsById(products);
  return lines.map((line) => deriveCartLine(line, byId));
}

/** The distinct Shopify product ids of the lines, sorted so the content query (and its cache key) is stable. */
export function cartProductIds(lines: StorefrontCartLine[]): string[] {
  return [...new Set(lines.map((line) => line.merchandise.product.id))].sort();
}

export type CartEntry<Derived extends DerivedCartLine = DerivedCartLine> =
  | {kind: 'line'; line: Derived}
  | {kind: 'bundle'; bundleId: string; parentHandle: string | null; lines: Derived[]; totalAmount: CartMoney};

/**
 * Lines in display order with each bundle's lines gathered where its first line stands, so a box of six
 * bars shows as one group with its total.
 */
export function groupCartEntries<Derived extends DerivedCartLine>(lines: Derived[]): CartEntry<Derived>[] {
  const entries: CartEntry<Derived>[] = [];
  const bundles = new Map<string, Extract<CartEntry<Derived>, {kind: 'bundle'}>>();
  for (const derived of lines) {
    if (!derived.bundleId) {
      entries.push({kind: 'line', line: derived});
      continue;
    }
    const existing = bundles.get(derived.bundleId);
    if (existing) {
      existing.lines.push(derived);
      existing.totalAmount = addMoney(existing.totalAmount, derived.totalAmount);
      continue;
    }
    const bundle = {
      kind: 'bundle' as const,
      bundleId: derived.bundleId,
      parentHandle: attributeValue(derived.line, BUNDLE_PARENT_ATTRIBUTE),
      lines: [derived],
      totalAmount: derived.totalAmount,
    };
    bundles.set(derived.bundleId, bundle);
    entries.push(bundle);
  }
  return entries;
}

/** Sum in cents, so 0.1 + 0.2 stays 0.30. */
export function addMoney(a: CartMoney, b: CartMoney): CartMoney {
  const cents = Math.round(Number(a.amount) * 100) + Math.round(Number(b.amount) * 100);
  return {amount: (cents / 100).toFixed(2), currencyCode: a.currencyCode};
}
