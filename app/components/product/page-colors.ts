// The product page's colours come from content (spec §3): page text, breadcrumbs and accent over the page
// background, and each section's own text and background. Before they reach the page they are made readable
// (WCAG AA, ~/components/ui/readable-color): a text colour that does not reach 4.5:1 on its background
// becomes ink or paper, the accent gets a text shade of its own (`--product-accent-text`), and where the
// site's secondary text colours (muted grey, strong accent) would not be readable on the content's
// background they are overridden for that part of the page.
import type {CSSProperties} from 'react';
import type {ColorVariables} from '~/commerce/colors';
import {contrastRatio, MIN_TEXT_CONTRAST, readableAccentOn, readableTextColor} from '~/content/readable-color';
import {COLORS, FALLBACK_ACCENT} from '~styles/tokens';

/** Overrides of the site's muted and strong-accent text colours for a background they fail on. */
function secondaryTextVariables(background: string, text: string): ColorVariables {
  const variables: ColorVariables = {};
  const muted = contrastRatio(COLORS.muted, background);
  if (muted !== null && muted < MIN_TEXT_CONTRAST) variables['--color-muted'] = text;
  const strong = readableAccentOn(COLORS['accent-strong'], background);
  if (strong !== COLORS['accent-strong']) variables['--color-accent-strong'] = strong;
  return variables;
}

export function readablePageVariables(variables: ColorVariables): ColorVariables {
  const background = variables['--page-bg'];
  const readable: ColorVariables = {
    ...variables,
    '--product-accent-text': readableAccentOn(variables['--product-accent'] ?? FALLBACK_ACCENT, background),
  };
  const text = readableTextColor(background, variables['--page-text']);
  if (text) readable['--page-text'] = text;
  if (variables['--breadcrumbs']) readable['--breadcrumbs'] = readableTextColor(background, variables['--breadcrumbs']);
  if (background && text) Object.assign(readable, secondaryTextVariables(background, text));
  return readable;
}

export type SectionStyle = CSSProperties & Partial<Record<`--${string}`, string>>;

/** A section's own colours (spec §3 section settings), made readable the same way. */
export function readableSectionStyle(style: SectionStyle): SectionStyle {
  const background = typeof style.backgroundColor === 'string' ? style.backgroundColor : undefined;
  const preferred = typeof style.color === 'string' ? style.color : undefined;
  const color = readableTextColor(background, preferred);
  const readable: SectionStyle = {...style};
  if (color) readable.color = color;
  if (background && color) Object.assign(readable, secondaryTextVariables(background, color));
  return readable;
}
