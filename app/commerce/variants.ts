// Variant selection by URL: /products/{collection}/{product}/{variantSlug}. A variant's slug is its content
// variant's slug when there is one, else its option values slugified. Options that only hold Shopify's
// "Default Title" (or are named "waardes") are not shown (spec §3 Option display setting).
import {slugify} from '~/markets/paths';

export type SelectedOption = {name: string; value: string};
export type VariantLike = {id: string; availableForSale: boolean; selectedOptions: SelectedOption[]};
export type ContentVariantRef = {variantId?: string | null; slug?: string | null};

const HIDDEN_OPTION_NAME = 'waardes';

export function isHiddenOption(option: {name: string; values?: string[]}, value?: string): boolean {
  if (option.name.toLowerCase() === HIDDEN_OPTION_NAME) return true;
  const values = value !== undefined ? [value] : (option.values ?? []);
  return values.length > 0 && values.every((candidate) => candidate.includes('Default'));
}

export function variantSlug(variant: VariantLike, contentVariants: ContentVariantRef[] = []): string {
  const fromContent = contentVariants.find((candidate) => candidate.variantId === variant.id)?.slug;
  if (fromContent) return fromContent;
  const visible = variant.selectedOptions.filter((option) => !isHiddenOption(option, option.value));
  return slugify(visible.map((option) => option.value).join(' ')) || 'default';
}

export function variantBySlug<V extends VariantLike>(
  variants: V[],
  slug: string,
  contentVariants: ContentVariantRef[] = [],
): V | undefined {
  return variants.find((variant) => variantSlug(variant, contentVariants) === slug.toLowerCase());
}

/** The first variant that can be bought, else the first one. */
export function defaultVariant<V extends VariantLike>(
  variants: V[],
  canBuy: (variant: V) => boolean = (variant) => variant.availableForSale,
): V | undefined {
  return variants.find(canBuy) ?? variants[0];
}

/** The variant whose every option has the wanted value (option name → value), if that combination exists. */
export function findVariant<V extends VariantLike>(variants: V[], wanted: ReadonlyMap<string, string>): V | undefined {
  return variants.find((candidate) => candidate.selectedOptions.every((option) => wanted.get(option.name) === option.value));
}
