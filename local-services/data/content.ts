// The demo content the DatoCMS stand-in serves: every record, plus the site's SEO settings. Localized fields
// hold nl, de, en, it and fr; nl_BE and fr_BE hold almost nothing of their own, so they exercise
// fallbackLocales (the home hero heading has an nl_BE value, the footer note an fr_BE one).
import {translated, type ContentRecord, type SiteSettings} from '../datocms/records';
import {ANNOUNCEMENT_BAR_RECORDS} from './content-announcement-bar';
import {CART_RECORDS} from './content-cart';
import {COLLECTION_RECORDS, PRODUCT_RECORDS, VARIANT_RECORDS} from './content-commerce';
import {ARTICLE_RECORDS, RECIPE_RECORDS, TAG_RECORDS} from './content-editorial';
import {photo} from './content-kit';
import {GEOLOCATION_RECORDS} from './content-geolocation';
import {MODAL_PROMO_RECORDS} from './content-modal-promos';
import {OVERLAY_TEXT_RECORDS} from './content-overlay-texts';
import {PAGE_AND_SHELL_RECORDS} from './content-pages';
import {VITAMIN_TEST_RECORDS} from './content-service-pages';

export const CONTENT_RECORDS: ContentRecord[] = [
  ...PAGE_AND_SHELL_RECORDS,
  ...COLLECTION_RECORDS,
  ...PRODUCT_RECORDS,
  ...VARIANT_RECORDS,
  ...TAG_RECORDS,
  ...ARTICLE_RECORDS,
  ...RECIPE_RECORDS,
  ...CART_RECORDS,
  ...VITAMIN_TEST_RECORDS,
  ...GEOLOCATION_RECORDS,
  ...MODAL_PROMO_RECORDS,
  ...OVERLAY_TEXT_RECORDS,
  ...ANNOUNCEMENT_BAR_RECORDS,
];

const seo = (description: string) => ({
  siteName: 'Original Fuel',
  titleSuffix: ' | Original Fuel',
  twitterAccount: '@originalfuel',
  fallbackSeo: {
    title: 'Original Fuel',
    description,
    image: photo('hero-home', 'Original Fuel', '#fff1e8'),
    twitterCard: 'summary_large_image' as const,
  },
});

export const SITE_SETTINGS: SiteSettings = {
  globalSeo: translated(
    seo('Eiwit, vitamines en snacks met eerlijke ingrediënten.'),
    seo('Protein, Vitamine und Snacks mit ehrlichen Zutaten.'),
    seo('Protein, vitamins and snacks with honest ingredients.'),
    seo('Proteine, vitamine e snack con ingredienti onesti.'),
    seo('Protéines, vitamines et en-cas aux ingrédients honnêtes.'),
  ),
  favicon: photo('favicon-square', 'Original Fuel', '#fe5000'),
};
