// Spec §4 Cart, free gift: the threshold and the gift choices come from content. Gifts are active when the
// subtotal without gift lines reaches the threshold, and inactive without a threshold. Choosing a gift
// replaces earlier gift lines with one unit marked by an attribute whose key ends in `_gift`. Our own rule
// (README "Cart"): gift lines are removed once the subtotal drops below the threshold. Pure, unit-tested.
import type {CartMoney, StorefrontCartLine} from './cart-lines';

export const GIFT_ATTRIBUTE = {key: '_gift', value: 'true'} as const;
const GIFT_KEY_SUFFIX = '_gift';

type GiftCandidateLine = Pick<StorefrontCartLine, 'id' | 'attributes' | 'cost'> & {merchandise: {id: string}};

/** A gift line carries an attribute whose key ends in `_gift` with the value `true`. */
export function isGiftLine(line: Pick<StorefrontCartLine, 'attributes'>): boolean {
  return line.attributes.some((attribute) => attribute.key.endsWith(GIFT_KEY_SUFFIX) && attribute.value === 'true');
}

/** The cart subtotal without gift lines, summed in cents. */
export function subtotalWithoutGifts(lines: GiftCandidateLine[], currencyCode: string): CartMoney {
  const cents = lines
    .filter((line) => !isGiftLine(line))
    .reduce((sum, line) => sum + Math.round(Number(line.cost.totalAmount.amount) * 100), 0);
  return {amount: (cents / 100).toFixed(2), currencyCode};
}

/**
 * The usable threshold: a positive number. Anything else means "no threshold" (DatoCMS returns null for an
 * empty number field; 0 would hand every cart a gift, which nobody means).
 */
export function giftThreshold(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function giftsActive(subtotal: CartMoney, threshold: number | null | undefined): boolean {
  const minimum = giftThreshold(threshold);
  return minimum !== null && Number(subtotal.amount) >= minimum;
}

/** How much more the shopper has to spend for a gift; null without a threshold. */
export function remainingForGift(subtotal: CartMoney, threshold: number | null | undefined): CartMoney | null {
  const minimum = giftThreshold(threshold);
  if (minimum === null) return null;
  const cents = Math.max(0, Math.round(minimum * 100) - Math.round(Number(subtotal.amount) * 100));
  return {amount: (cents / 100).toFixed(2), currencyCode: subtotal.currencyCode};
}

/** Display order: gift lines last, the others newest first (the Storefront's own order, kept as it is). */
export function sortCartLines<Line extends Pick<StorefrontCartLine, 'attributes'>>(lines: Line[]): Line[] {
  return [...lines.filter((line) => !isGiftLine(line)), ...lines.filter(isGiftLine)];
}

/** The variant of the gift the shopper holds, if any. */
export function chosenGiftVariantId(lines: GiftCandidateLine[]): string | null {
  return lines.find(isGiftLine)?.merchandise.id ?? null;
}

export function giftLineIds(lines: GiftCandidateLine[]): string[] {
  return lines.filter(isGiftLine).map((line) => line.id);
}

/**
 * Our rule: the gift lines to remove because the subtotal (gifts excluded) is below the threshold. Without a
 * threshold nothing is removed here: content that could not be read must not cost a shopper their gift.
 */
export function giftLinesBelowThreshold(lines: GiftCandidateLine[], threshold: number | null | undefined, currencyCode: string): string[] {
  const minimum = giftThreshold(threshold);
  if (minimum === null) return [];
  return giftsActive(subtotalWithoutGifts(lines, currencyCode), minimum) ? [] : giftLineIds(lines);
}

/** The line that adds a chosen gift: one unit with the gift marker. */
export function giftLineInput(variantId: string) {
  return {merchandiseId: variantId, quantity: 1, attributes: [{...GIFT_ATTRIBUTE}]};
}

/** Only the gifts content offers may be added as gifts. */
export function isOfferedGift(variantId: string, gifts: {variantId?: string | null}[]): boolean {
  return Boolean(variantId) && gifts.some((gift) => gift.variantId === variantId);
}
