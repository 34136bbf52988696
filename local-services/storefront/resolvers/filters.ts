// Storefront filtering (Search & Discovery): the `filters:` / `productFilters:` arguments and the Filter lists a
// collection or search offers. Filters combine with AND across groups and OR within one group; each value's count
// is faceted, i.e. computed with every active filter applied except those of its own group.
import {LANGUAGES, type DemoProduct, type Localized, type OptionKind} from '../../data/catalogue';
import {text, type RequestContext} from '../context';
import {cents} from './common';
import {optionGroups} from './options';

export type ProductFilterInput = {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
  variantMetafield?: {namespace: string; key: string; value: string} | null;
};

/** Shopify computes a collection's filters over its first 250 products. */
export const FILTER_BASE_LIMIT = 250;

const LABELS = {
  availability: {nl: 'Beschikbaarheid', de: 'Verfügbarkeit', en: 'Availability', it: 'Disponibilità', fr: 'Disponibilité'},
  inStock: {nl: 'Op voorraad', de: 'Auf Lager', en: 'In stock', it: 'Disponibile', fr: 'En stock'},
  outOfStock: {nl: 'Uitverkocht', de: 'Ausverkauft', en: 'Out of stock', it: 'Esaurito', fr: 'En rupture de stock'},
  price: {nl: 'Prijs', de: 'Preis', en: 'Price', it: 'Prezzo', fr: 'Prix'},
  productType: {nl: 'Producttype', de: 'Produkttyp', en: 'Product type', it: 'Tipo di prodotto', fr: 'Type de produit'},
} satisfies Record<string, Localized>;

const equalsIgnoringCase = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const inAnyLanguage = (text: Localized, candidate: string) => LANGUAGES.some((l) => equalsIgnoringCase(text[l], candidate));

/** Option filters group by the option itself, whatever language its name was given in. */
function optionKindNamed(product: DemoProduct[] | DemoProduct, name: string): OptionKind | undefined {
  const products = Array.isArray(product) ? product : [product];
  for (const p of products) {
    const option = p.variants[0]?.options.find((o) => inAnyLanguage(o.name, name));
    if (option) return option.kind;
  }
  return undefined;
}

function groupKey(filter: ProductFilterInput, universe: DemoProduct[]): string {
  if (filter.available != null) return 'available';
  if (filter.price) return 'price';
  if (filter.productType != null) return 'productType';
  if (filter.productVendor != null) return 'productVendor';
  if (filter.tag != null) return 'tag';
  if (filter.variantOption) {
    return `variantOption:${optionKindNamed(universe, filter.variantOption.name) ?? filter.variantOption.name.toLowerCase()}`;
  }
  if (filter.productMetafield) return `productMetafield:${filter.productMetafield.namespace}.${filter.productMetafield.key}`;
  if (filter.variantMetafield) return `variantMetafield:${filter.variantMetafield.namespace}.${filter.variantMetafield.key}`;
  return 'empty';
}

function matchesFilter(ctx: RequestContext, product: DemoProduct, filter: ProductFilterInput): boolean {
  if (filter.available != null) return product.variants.some((v) => v.availableForSale) === filter.available;
  if (filter.price) {
    const min = Math.round((filter.price.min ?? 0) * 100);
    const max = filter.price.max == null ? Infinity : Math.round(filter.price.max * 100);
    return product.variants.some((v) => cents(v.price) >= min && cents(v.price) <= max);
  }
  if (filter.productType != null) return equalsIgnoringCase(product.productType, filter.productType);
  if (filter.productVendor != null) return equalsIgnoringCase(product.vendor, filter.productVendor);
  if (filter.tag != null) return product.tags.some((t) => equalsIgnoringCase(t, filter.tag!));
  if (filter.variantOption) {
    const {name, value} = filter.variantOption;
    return product.variants.some((v) => v.options.some((o) => inAnyLanguage(o.name, name) && inAnyLanguage(o.value, value)));
  }
  const metafield = filter.productMetafield ?? filter.variantMetafield;
  if (metafield) {
    const owners = filter.productMetafield ? [product.id] : product.variants.map((v) => v.id);
    return owners.some((owner) =>
      ctx.store.metafields.get(owner)?.some((f) => {
        const value = typeof f.value === 'string' ? f.value : f.value[ctx.language];
        return f.namespace === metafield.namespace && f.key === metafield.key && value === metafield.value;
      }),
    );
  }
  return true;
}

type Grouped = Map<string, ProductFilterInput[]>;

function groupFilters(filters: ProductFilterInput[], universe: DemoProduct[]): Grouped {
  const groups: Grouped = new Map();
  for (const filter of filters) {
    const key = groupKey(filter, universe);
    if (key !== 'empty') groups.set(key, [...(groups.get(key) ?? []), filter]);
  }
  return groups;
}

function passes(ctx: RequestContext, product: DemoProduct, groups: Grouped, skipGroup?: string): boolean {
  for (const [key, filters] of groups) {
    if (key === skipGroup) continue;
    if (!filters.some((f) => matchesFilter(ctx, product, f))) return false;
  }
  return true;
}

export function applyFilters(
  ctx: RequestContext,
  products: DemoProduct[],
  filters: ProductFilterInput[] | null | undefined,
): DemoProduct[] {
  if (!filters?.length) return products;
  const groups = groupFilters(filters, products);
  return products.filter((p) => passes(ctx, p, groups));
}

/** URL-ish handle of a label, as Shopify builds filter value ids. */
function handleize(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

type FilterValue = {
  id: string;
  label: string;
  count: number;
  input: string;
  swatch: {color: string; image: null} | null;
  image: null;
};
type Filter = {id: string; label: string; type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN'; presentation: string; values: FilterValue[]};

/** The Filter list offered over `base` (a collection's first 250 products, or search hits). */
export function computeFilters(
  ctx: RequestContext,
  base: DemoProduct[],
  active: ProductFilterInput[] | null | undefined,
): Filter[] {
  const products = base.slice(0, FILTER_BASE_LIMIT);
  const groups = groupFilters(active ?? [], products);
  const countFor = (group: string, filter: ProductFilterInput) =>
    products.filter((p) => passes(ctx, p, groups, group) && matchesFilter(ctx, p, filter)).length;
  const value = (group: string, id: string, label: string, filter: ProductFilterInput, color?: string): FilterValue => ({
    id,
    label,
    count: countFor(group, filter),
    input: JSON.stringify(filter),
    swatch: color ? {color, image: null} : null,
    image: null,
  });

  const filters: Filter[] = [
    {
      id: 'filter.v.availability',
      label: text(ctx, LABELS.availability),
      type: 'LIST',
      presentation: 'TEXT',
      values: [
        value('available', 'filter.v.availability.1', text(ctx, LABELS.inStock), {available: true}),
        value('available', 'filter.v.availability.0', text(ctx, LABELS.outOfStock), {available: false}),
      ],
    },
  ];

  if (products.length) {
    const maxPrice = Math.max(...products.flatMap((p) => p.variants.map((v) => cents(v.price)))) / 100;
    const all: ProductFilterInput = {price: {min: 0, max: maxPrice}};
    filters.push({
      id: 'filter.v.price',
      label: text(ctx, LABELS.price),
      type: 'PRICE_RANGE',
      presentation: 'TEXT',
      values: [value('price', 'filter.v.price', text(ctx, LABELS.price), all)],
    });
  }

  const productTypes = [...new Set(products.map((p) => p.productType))];
  filters.push({
    id: 'filter.p.product_type',
    label: text(ctx, LABELS.productType),
    type: 'LIST',
    presentation: 'TEXT',
    values: productTypes.map((type) =>
      value('productType', `filter.p.product_type.${handleize(type)}`, type, {productType: type}),
    ),
  });

  // One LIST per option (Flavour, Size) in the request's language; the "Title" option of single-variant products is no filter.
  const kinds: OptionKind[] = ['flavour', 'size'];
  for (const kind of kinds) {
    const entries = new Map<string, {name: Localized; value: Localized; color?: string}>();
    for (const product of products) {
      const group = optionGroups(product).find((g) => g.kind === kind);
      for (const v of group?.values ?? []) {
        if (!entries.has(v.value.en)) entries.set(v.value.en, {name: group!.name, value: v.value, color: v.color});
      }
    }
    const first = [...entries.values()][0];
    if (!first) continue;
    const name = text(ctx, first.name);
    const id = `filter.v.option.${handleize(name)}`;
    filters.push({
      id,
      label: name,
      type: 'LIST',
      presentation: kind === 'flavour' ? 'SWATCH' : 'TEXT',
      values: [...entries.values()].map((entry) => {
        const label = text(ctx, entry.value);
        return value(`variantOption:${kind}`, `${id}.${handleize(label)}`, label, {variantOption: {name, value: label}}, entry.color);
      }),
    });
  }
  return filters;
}
