// Spec §4 Cart, free gift, and issue 8's rule that gifts cannot be forged or kept. Pure, unit-tested.
// - Display: a line whose attribute key ends in `_gift` with the value `true` shows as a gift (spec §4).
// - Counting: a line is a free gift only while the rule holds: exactly our marker, one unit, no selling plan,
//   an eligible variant of the market's content, one gift line per cart, and the spend on the other lines at
//   or above the minimum. Any other line carrying a gift-like key is removed (the Storefront API is public:
//   anyone can add `_gift` lines to their own cart without our routes).
import type {CartAttribute, CartMoney} from './cart-lines';

export const GIFT_ATTRIBUTE = {key: '_gift', value: 'true'} as const;
const GIFT_KEY_SUFFIX = '_gift';

/** What the gift rule reads of a cart line (a structural subset of the cart fragment's line). */
export type GiftRuleLine = {
  id: string;
  quantity: number;
  attributes: CartAttribute[];
  cost: {totalAmount: CartMoney};
  sellingPlanAllocation?: object | null;
  merchandise: {id: string};
};

/** The market's free-gift settings from content; the rule takes null when content could not be read. */
export type GiftSettings = {threshold: number | null; variantIds: string[]};

export type GiftRemovalReason =
  | 'FOREIGN_MARKER'
  | 'QUANTITY'
  | 'SELLING_PLAN'
  | 'GIFTS_OFF'
  | 'BELOW_THRESHOLD'
  | 'NOT_ELIGIBLE'
  | 'EXTRA_GIFT';

export type GiftVerdict = {
  remove: {lineId: string; reason: GiftRemovalReason}[];
  /** The gift line kept although content could not be read to check it: it must not reach checkout. */
  unverified: string[];
};

/** Spec §4 display marker: a key ending in `_gift` with the value `true`. */
export function isGiftLine(line: Pick<GiftRuleLine, 'attributes'>): boolean {
  return line.attributes.some((attribute) => attribute.key.endsWith(GIFT_KEY_SUFFIX) && attribute.value === 'true');
}

// Letters of other scripts that look like those of `_gift` (NFKC already folds full-width and small forms; it
// turns the double low line ‗ into a space and a combining low line, mapped here).
const LOOKALIKES: Record<string, string> = {
  'і': 'i', 'ı': 'i', 'ι': 'i', 'ӏ': 'i', 'ɪ': 'i', 'ɡ': 'g', 'ց': 'g', 'ǥ': 'g', 'ƒ': 'f', 'т': 't', 'τ': 't',
  'ˍ': '_', '\u0332': '_', '\u0333': '_',
};
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** An attribute key as a reader sees it: compatibility-folded, lower case, lookalikes mapped, invisibles gone. */
export function attributeKeySkeleton(key: string): string {
  const folded = key.normalize('NFKC').toLowerCase().replace(INVISIBLE, '');
  return [...folded].map((char) => LOOKALIKES[char] ?? char).join('').trim();
}

/** Any spelling of a gift marker: `_gift`, `x_gift`, `_GIFT`, `_gift `, `x-gift`, `_gіft` (Cyrillic і), ... */
export function isGiftLikeKey(key: string): boolean {
  return /gift$/.test(attributeKeySkeleton(key).replace(/[^\p{L}\p{N}]/gu, ''));
}

/** Keys starting with `_` are private on Shopify (hidden at checkout): only our server sets them. */
export function isPrivateKey(key: string): boolean {
  return attributeKeySkeleton(key).startsWith('_');
}

export function carriesGiftMarker(line: Pick<GiftRuleLine, 'attributes'>): boolean {
  return line.attributes.some((attribute) => isGiftLikeKey(attribute.key));
}

/** Exactly what the gift action sets, and nothing else. */
function carriesOurMarkerOnly(line: Pick<GiftRuleLine, 'attributes'>): boolean {
  const [only, ...rest] = line.attributes;
  return !rest.length && only?.key === GIFT_ATTRIBUTE.key && only.value === GIFT_ATTRIBUTE.value;
}

const toCents = (amount: string) => Math.round(Number(amount) * 100);
const money = (cents: number, currencyCode: string): CartMoney => ({amount: (cents / 100).toFixed(2), currencyCode});

/**
 * Spec §4: what counts towards the minimum spend is the cart subtotal without gift lines: the other lines'
 * totals after their own discounts, before cart-level (order) discounts such as WELCOME10, as Shopify's
 * `cost.subtotalAmount` counts them. A code never costs the shopper the gift.
 */
export function spendTowardsGift(lines: Pick<GiftRuleLine, 'attributes' | 'cost'>[], currencyCode: string): CartMoney {
  const linesCents = lines.filter((line) => !carriesGiftMarker(line)).reduce((sum, line) => sum + toCents(line.cost.totalAmount.amount), 0);
  return money(linesCents, currencyCode);
}

/**
 * The usable threshold: a positive number. Anything else means "no threshold" (DatoCMS returns null for an
 * empty number field; 0 would hand every cart a gift, which nobody means).
 */
export function giftThreshold(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function giftsActive(spend: CartMoney, threshold: number | null | undefined): boolean {
  const minimum = giftThreshold(threshold);
  return minimum !== null && toCents(spend.amount) >= Math.round(minimum * 100);
}

/** How much more the shopper has to spend for a gift; null without a threshold. */
export function remainingForGift(spend: CartMoney, threshold: number | null | undefined): CartMoney | null {
  const minimum = giftThreshold(threshold);
  if (minimum === null) return null;
  return money(Math.max(0, Math.round(minimum * 100) - toCents(spend.amount)), spend.currencyCode);
}

/** The rule's view of the content singleton `cartSettings` (null: no settings, so no gifts). */
export function giftSettingsOf(
  cartSettings: {freeGiftThreshold?: number | null; freeGifts: {variantId?: string | null}[]} | null,
): GiftSettings {
  return {
    threshold: giftThreshold(cartSettings?.freeGiftThreshold),
    variantIds: (cartSettings?.freeGifts ?? []).flatMap((gift) => (gift.variantId ? [gift.variantId] : [])),
  };
}

/** Why one gift-marked line cannot stay whatever content says; null when its shape is the one we give. */
function shapeProblem(line: GiftRuleLine): GiftRemovalReason | null {
  if (!carriesOurMarkerOnly(line)) return 'FOREIGN_MARKER';
  if (line.quantity !== 1) return 'QUANTITY';
  if (line.sellingPlanAllocation) return 'SELLING_PLAN';
  return null;
}

function settingsProblem(line: GiftRuleLine, settings: GiftSettings, spend: CartMoney): GiftRemovalReason | null {
  if (settings.threshold === null) return 'GIFTS_OFF';
  if (!settings.variantIds.includes(line.merchandise.id)) return 'NOT_ELIGIBLE';
  if (!giftsActive(spend, settings.threshold)) return 'BELOW_THRESHOLD';
  return null;
}

/**
 * Which gift-marked lines go, and why. Lines come newest first (the Storefront's order), so of several
 * qualifying gift lines the newest stays. Without settings (content unreadable) only the shape is checked, and
 * the gift line that remains is reported as unverified.
 */
export function judgeGiftLines(lines: GiftRuleLine[], settings: GiftSettings | null, spend: CartMoney): GiftVerdict {
  const remove: GiftVerdict['remove'] = [];
  const kept: GiftRuleLine[] = [];
  for (const line of lines.filter(carriesGiftMarker)) {
    const reason = shapeProblem(line) ?? (settings ? settingsProblem(line, settings, spend) : null);
    if (reason) remove.push({lineId: line.id, reason});
    else kept.push(line);
  }
  const [gift, ...extra] = kept;
  remove.push(...extra.map((line) => ({lineId: line.id, reason: 'EXTRA_GIFT' as const})));
  return {remove, unverified: !settings && gift ? [gift.id] : []};
}

/** Display order: gift lines last, the others newest first (the Storefront's own order, kept as it is). */
export function sortCartLines<Line extends Pick<GiftRuleLine, 'attributes'>>(lines: Line[]): Line[] {
  return [...lines.filter((line) => !isGiftLine(line)), ...lines.filter(isGiftLine)];
}

/** The variant of the gift the shopper holds, if any. */
export function chosenGiftVariantId(lines: (Pick<GiftRuleLine, 'attributes'> & {merchandise: {id: string}})[]): string | null {
  return lines.find(isGiftLine)?.merchandise.id ?? null;
}

/** Every line a new gift choice replaces: anything carrying a gift-like key. */
export function giftMarkedLineIds(lines: (Pick<GiftRuleLine, 'attributes'> & {id: string})[]): string[] {
  return lines.filter(carriesGiftMarker).map((line) => line.id);
}

/** The line that adds a chosen gift: one unit with the gift marker. */
export function giftLineInput(variantId: string) {
  return {merchandiseId: variantId, quantity: 1, attributes: [{...GIFT_ATTRIBUTE}]};
}

/** Only the gifts content offers may be added as gifts. */
export function isOfferedGift(variantId: string, gifts: {variantId?: string | null}[]): boolean {
  return Boolean(variantId) && gifts.some((gift) => gift.variantId === variantId);
}
