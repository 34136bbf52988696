// The demo shop's free gift as Shopify prices it: an automatic product discount ("Free gift") that takes the
// whole price off one gift line while the rest of the cart reaches the minimum spend. It reads its own copy of
// the settings from the demo content (data/content-cart.ts), as a merchant sets the discount up in Shopify
// beside the CMS; it knows nothing of the app. A line qualifies only with the exact marker `_gift` = `true`,
// one unit, no selling plan, and an eligible variant, so a forged gift line is charged in full here too.
import {productByHandle} from '../data/catalogue';
import {FREE_GIFT_CHOICES, FREE_GIFT_THRESHOLD} from '../data/content-cart';
import type {Attribute, CartLineRecord} from './cart-store';

export const FREE_GIFT_DISCOUNT_TITLE = 'Free gift';
export const FREE_GIFT_THRESHOLD_CENTS = Math.round(FREE_GIFT_THRESHOLD * 100);

export const FREE_GIFT_VARIANT_IDS: ReadonlySet<string> = new Set(
  FREE_GIFT_CHOICES.flatMap(({handle, slug}) => productByHandle(handle)?.variants.filter((v) => v.slug === slug).map((v) => v.id) ?? []),
);

/** Spec §4 marker, as the demo's discount condition reads it: a key ending in `_gift` with the value `true`. */
export function hasGiftMarker(attributes: Attribute[]): boolean {
  return attributes.some((a) => a.key.endsWith('_gift') && a.value === 'true');
}

/** A line the discount may make free, whatever the spend. */
export function isGiftCandidate(line: CartLineRecord): boolean {
  const [only, ...rest] = line.attributes;
  return (
    !rest.length &&
    only?.key === '_gift' &&
    only.value === 'true' &&
    line.quantity === 1 &&
    line.sellingPlanId === null &&
    FREE_GIFT_VARIANT_IDS.has(line.merchandiseId)
  );
}
