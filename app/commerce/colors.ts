// Spec §3 Content product colours: the accent falls back flavour colour → variant colour → product colour →
// #fe5000; page colours come from the selected variant over the product. The page wrapper receives them as CSS
// custom properties, so every part of the page (gallery, panel, breadcrumbs) reads the same values.
import {COLORS, FALLBACK_ACCENT} from '~styles/tokens';
import {contrastRatio} from '~/content/readable-color';

type ColorField = {hex: string} | null | undefined;

export type FlavourColors = {colour?: ColorField; secondaryColor?: ColorField; productBackgroundColor?: ColorField};
export type PageColorFields = {
  pageBackgroundColor?: ColorField;
  pageForegroundColor?: ColorField;
  pageTextColor?: ColorField;
  breadcrumbsColor?: ColorField;
};
export type VariantColors = PageColorFields & {color?: ColorField};
export type ProductColorFields = PageColorFields & {color?: ColorField; backgroundColor?: ColorField};

export type ProductColors = {
  accent: string;
  /** Text on the accent (buttons, badges): ink on light accents, paper on dark ones. */
  accentContrast: string;
  /** Second flavour colour (gradients, swatch halves); the accent when the flavour has none. */
  accentSecondary: string;
  /** Behind the product image: the flavour's product background, else the product's background colour. */
  productBackground: string | null;
  pageBackground: string | null;
  pageForeground: string | null;
  pageText: string | null;
  breadcrumbs: string | null;
};

const hex = (field: ColorField): string | null => field?.hex || null;

/** The first colour set, in the order given. */
function firstColor(...fields: ColorField[]): string | null {
  for (const field of fields) {
    const value = hex(field);
    if (value) return value;
  }
  return null;
}

export function productColors({
  flavour,
  variant,
  product,
}: {
  flavour?: FlavourColors | null;
  variant?: VariantColors | null;
  product?: ProductColorFields | null;
}): ProductColors {
  const accent = firstColor(flavour?.colour, variant?.color, product?.color) ?? FALLBACK_ACCENT;
  return {
    accent,
    accentContrast: readableOn(accent),
    accentSecondary: hex(flavour?.secondaryColor) ?? accent,
    productBackground: firstColor(flavour?.productBackgroundColor, product?.backgroundColor),
    pageBackground: firstColor(variant?.pageBackgroundColor, product?.pageBackgroundColor),
    pageForeground: firstColor(variant?.pageForegroundColor, product?.pageForegroundColor),
    pageText: firstColor(variant?.pageTextColor, product?.pageTextColor),
    breadcrumbs: firstColor(variant?.breadcrumbsColor, product?.breadcrumbsColor),
  };
}

/** Ink or paper, whichever contrasts more with the background (paper when the colour cannot be read). */
export function readableOn(background: string): string {
  const onInk = contrastRatio(COLORS.ink, background);
  const onWhite = contrastRatio('#ffffff', background);
  if (onInk === null || onWhite === null) return COLORS.paper;
  return onInk > onWhite ? COLORS.ink : COLORS.paper;
}

export type ColorVariables = Partial<Record<`--${string}`, string>>;

/**
 * The CSS custom properties for the page wrapper. Unset page colours are left out, so `var(--page-bg, …)`
 * falls back to the site's own colours.
 */
export function colorVariables(colors: ProductColors): ColorVariables {
  const variables: ColorVariables = {
    '--product-accent': colors.accent,
    '--product-accent-contrast': colors.accentContrast,
    '--product-accent-secondary': colors.accentSecondary,
  };
  const optional: [`--${string}`, string | null][] = [
    ['--product-bg', colors.productBackground],
    ['--page-bg', colors.pageBackground],
    ['--page-fg', colors.pageForeground],
    ['--page-text', colors.pageText],
    ['--breadcrumbs', colors.breadcrumbs],
  ];
  for (const [name, value] of optional) if (value) variables[name] = value;
  return variables;
}
