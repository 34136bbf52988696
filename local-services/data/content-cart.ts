// The cart's settings singleton (spec §4 Cart, free gift): a 50 EUR minimum spend and three cheap catalogue
// variants to choose from. Gift variants come from the catalogue, so their ids are the Storefront's own.
import {block, translated, type ContentRecord} from '../datocms/records';
import {productByHandle, type DemoProduct} from './catalogue';
import {at, fromCatalogue, ids, packshot} from './content-kit';

export const FREE_GIFT_THRESHOLD = 50;

/** Catalogue product handle and variant slug of each gift choice, in the order shown. */
export const FREE_GIFT_CHOICES = [
  {handle: 'shaker', slug: 'default'},
  {handle: 'protein-sample-box', slug: 'default'},
  {handle: 'rice-cakes', slug: 'neutral'},
] as const;

function giftBlock(handle: string, slug: string) {
  const product: DemoProduct | undefined = productByHandle(handle);
  const variant = product?.variants.find((candidate) => candidate.slug === slug);
  if (!product || !variant) throw new Error(`content-cart: no catalogue variant ${handle}/${slug}`);
  const title = fromCatalogue(product.title);
  return block('free_gift', {
    title,
    variantId: variant.id,
    image: packshot(variant.imagePath, title, product.backgroundColor),
  });
}

const CART_SETTINGS: ContentRecord = {
  id: ids.page('cart_settings'),
  model: 'cart_settings',
  createdAt: at('2023-03-01'),
  updatedAt: at('2024-10-01'),
  fields: {
    freeGiftThreshold: FREE_GIFT_THRESHOLD,
    freeGiftHeading: translated(
      'Kies je gratis cadeau',
      'Wähle dein Gratisgeschenk',
      'Choose your free gift',
      'Scegli il tuo regalo',
      'Choisis ton cadeau offert',
    ),
    freeGifts: FREE_GIFT_CHOICES.map(({handle, slug}) => giftBlock(handle, slug)),
  },
};

export const CART_RECORDS: ContentRecord[] = [CART_SETTINGS];
