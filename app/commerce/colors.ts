// Spec §3 Content product colours: the accent falls back flavour colour → variant colour → product colour →
// #fe5000; page colours come from the selected variant over the product. The page wrapper receives them as CSS
// custom properties, so every part of the page (gallery, panel, breadcrumbs) reads the same values.
import {COLORS, FALLBACK_ACCENT} from '~styles/tokens';

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

/** Relative luminance (WCAG) of a #rgb / #rrggbb colour; null when it is not one. */
function luminance(color: string): number | null {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Ink or paper, whichever contrasts more with the background (paper when the colour cannot be read). */
export function readableOn(background: string): string {
  const value = luminance(background);
  if (value === null) return COLORS.paper;
  const contrast = (other: number) => (Math.max(value, other) + 0.05) / (Math.min(value, other) + 0.05);
  return contrast(luminance(COLORS.ink)!) > contrast(1) ? COLORS.ink : COLORS.paper;
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
