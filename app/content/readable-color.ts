// WCAG 2.1 contrast (success criterion 1.4.3) for colours we do not choose ourselves: editors set text and
// background colours in content, and a pair that is fine for decoration can be unreadable as text. Text keeps
// the editors' colour when it reaches 4.5:1 on its background; otherwise it becomes ink or paper, whichever
// contrasts more.
import {COLORS} from '~styles/tokens';

/** WCAG AA for body text (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** The 0..255 channels of a #rgb or #rrggbb colour; null for anything else. */
function parseHex(color: string | null | undefined): Rgb | null {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color?.trim() ?? '')?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2.1) of a #rgb or #rrggbb colour; null for anything else. */
export function relativeLuminance(color: string | null | undefined): number | null {
  const rgb = parseHex(color);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Contrast ratio of two colours (1 to 21); null when either is not a hex colour. */
export function contrastRatio(first: string | null | undefined, second: string | null | undefined): number | null {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Ink or paper, whichever contrasts more with the background (ink when the background cannot be read). */
export function readableTextOn(background: string | null | undefined): string {
  const onInk = contrastRatio(COLORS.ink, background);
  const onPaper = contrastRatio(COLORS.paper, background);
  if (onInk === null || onPaper === null) return COLORS.ink;
  return onInk >= onPaper ? COLORS.ink : COLORS.paper;
}

/**
 * The text colour to use on a background, both possibly from content: the preferred colour when it is
 * readable there, else ink or paper. Without a background the site's paper is assumed; with neither colour
 * set nothing is imposed (undefined: the text inherits). A background that is not a hex colour (a CSS
 * variable, a gradient) cannot be checked: the preferred colour is kept.
 */
export function readableTextColor(
  background: string | null | undefined,
  preferred?: string | null,
): string | undefined {
  if (!background && !preferred) return undefined;
  const ground = background || COLORS.paper;
  if (relativeLuminance(ground) === null) return preferred || undefined;
  const ratio = contrastRatio(preferred, ground);
  if (ratio !== null && ratio >= MIN_TEXT_CONTRAST) return preferred!;
  return readableTextOn(ground);
}

/**
 * An accent colour for text (a price note, a link) on a background: the accent itself when readable, else the
 * accent mixed step by step (5 %) towards ink or paper, whichever suits the background, until it is. The
 * text keeps the accent's hue instead of turning plain black. Colours that cannot be read are kept.
 */
export function readableAccentOn(accent: string, background: string | null | undefined): string {
  const ground = background || COLORS.paper;
  const from = parseHex(accent);
  const ratio = contrastRatio(accent, ground);
  if (!from || ratio === null || ratio >= MIN_TEXT_CONTRAST) return accent;
  const to = parseHex(readableTextOn(ground))!;
  for (let step = 1; step <= 20; step++) {
    const share = step / 20;
    const mixed = toHex(from.map((channel, index) => channel + (to[index]! - channel) * share) as Rgb);
    if (contrastRatio(mixed, ground)! >= MIN_TEXT_CONTRAST) return mixed;
  }
  return toHex(to);
}

/** Background and text colour from content as a style object, the text made readable on the background. */
export function readableColors(
  background: string | null | undefined,
  text?: string | null,
): {backgroundColor?: string; color?: string} {
  const color = readableTextColor(background, text);
  return {
    ...(background ? {backgroundColor: background} : {}),
    ...(color ? {color} : {}),
  };
}
