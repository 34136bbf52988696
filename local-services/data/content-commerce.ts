// Content records for the commerce catalogue: one CollectionRecord per collection (not 'all'), one ProductRecord
// per product and one ContentVariantRecord per variant, derived from catalogue.ts so ids, slugs and colours
// always agree with the Storefront stand-in.
import {block, localized, translated, type Block, type ContentRecord, type LocalizedValue} from '../datocms/records';
import {COLLECTIONS, LANGUAGES, PRODUCTS, type DemoOption, type DemoProduct, type DemoVariant, type Language} from './catalogue';
import {at, fromCatalogue, ids, packshot, photo} from './content-kit';
import {PRODUCT_PAGE_FIELDS} from './content-product-pages';
import {
  flavourPageColours,
  flavourSelectOption,
  hasFlavourFootnote,
  SIZE_SELECT_OPTION,
  sizeNotes,
  variantOverrides,
} from './content-variant-display';

/** The collections content exists for, in the order editors sorted them. */
export const CONTENT_COLLECTIONS = COLLECTIONS.filter((collection) => collection.handle !== 'all');

/** Dark text on light brand colours, white on dark ones. */
function readableTextOn(hex: string): string {
  const [r, g, b] = (hex.replace('#', '').match(/../g) ?? []).map((pair) => parseInt(pair, 16) / 255);
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.6 ? '#1a1a1a' : '#ffffff';
}

export const COLLECTION_RECORDS: ContentRecord[] = CONTENT_COLLECTIONS.map((collection, index) => ({
  id: ids.collection(collection.handle),
  model: 'collection',
  createdAt: at('2022-01-03', `${String(index).padStart(2, '0')}:00:00`),
  fields: {
    slug: collection.handle,
    title: fromCatalogue(collection.title),
    description: fromCatalogue(collection.description),
    color: collection.color,
    backgroundColor: collection.backgroundColor,
    textColor: readableTextOn(collection.color),
    image: photo(`collection-${collection.handle}`, fromCatalogue(collection.title), collection.backgroundColor),
    position: index + 1,
  },
}));

/** Per language from a function of the language, as a localized value. */
function perLanguage<T>(fn: (language: Language) => T): LocalizedValue<T> {
  return localized(Object.fromEntries(LANGUAGES.map((language) => [language, fn(language)])));
}

const PRICE_NOTE = translated('Incl. btw', 'Inkl. MwSt.', 'Incl. VAT', 'IVA inclusa', 'TVA incluse');
const DISCOUNT_NOTE = translated(
  'Tijdelijk in de aanbieding',
  'Vorübergehend im Angebot',
  'Temporarily on offer',
  'In offerta per poco tempo',
  'En promotion pour une durée limitée',
);
const CHOOSE_FLAVOUR = translated('Kies je smaak', 'Wähle deinen Geschmack', 'Choose your flavour', 'Scegli il gusto', 'Choisis ta saveur');
const CHOOSE_SIZE = translated('Kies je formaat', 'Wähle deine Größe', 'Choose your size', 'Scegli il formato', 'Choisis ta taille');
const SERVINGS = translated('porties', 'Portionen', 'servings', 'porzioni', 'portions');

const shownOptions = (variant: DemoVariant) => variant.options.filter((option) => option.kind !== 'default');

/** 'Chocolate - 1 kg'; a single-variant product's variant is named after the product. */
function variantName(product: DemoProduct, variant: DemoVariant): LocalizedValue<string> {
  const options = shownOptions(variant);
  if (!options.length) return fromCatalogue(product.title);
  return perLanguage((language) => options.map((option) => option.value[language]).join(' - '));
}

/** '500 g' → size 500, unit g; '60 capsules' → 60, capsules. Weights count servings of 30 g. */
function sizeSetting(option: DemoOption): Block {
  const split = (text: string) => /^([\d.,]+)\s*(.*)$/.exec(text) ?? [text, text, ''];
  const [, amount = '', unit = ''] = split(option.value.en);
  const grams = unit === 'kg' ? parseFloat(amount) * 1000 : unit === 'g' ? parseFloat(amount) : undefined;
  return block('size', {
    size: perLanguage((language) => split(option.value[language])[1]!),
    unit: perLanguage((language) => split(option.value[language])[2]!),
    servings: grams ? Math.round(grams / 30) : parseInt(amount, 10) || null,
    servingsLabel: SERVINGS,
    ...sizeNotes(option),
    selectOption: SIZE_SELECT_OPTION,
  });
}

function flavourSetting(option: DemoOption, product: DemoProduct, variant: DemoVariant): Block {
  const thumbnail = packshot(variant.imagePath, fromCatalogue(option.value), product.backgroundColor);
  return block('flavour', {
    name: fromCatalogue(option.value),
    colour: option.color ?? product.color,
    secondaryColor: product.color,
    productBackgroundColor: product.backgroundColor,
    addFootnote: hasFlavourFootnote(product, option),
    thumbnail,
    selectOption: flavourSelectOption(thumbnail),
  });
}

function variantRecord(product: DemoProduct, variant: DemoVariant): ContentRecord {
  const name = variantName(product, variant);
  return {
    id: ids.variant(product.handle, variant.slug),
    model: 'content_variant',
    createdAt: product.createdAt,
    fields: {
      variantId: variant.id,
      slug: variant.slug,
      name,
      color: variant.options.find((option) => option.color)?.color ?? null,
      isRepeatHidden: false,
      isSoldOut: !variant.availableForSale,
      preorderProduct: false,
      priceNote: null,
      discountNote: variant.compareAtPrice ? DISCOUNT_NOTE : null,
      image: packshot(variant.imagePath, name, product.backgroundColor),
      imageLocalized: null,
      additionalImages: [],
      optionsDisplaySettings: shownOptions(variant).map((option) =>
        option.kind === 'flavour' ? flavourSetting(option, product, variant) : sizeSetting(option),
      ),
      ...flavourPageColours(variant.options.find((option) => option.kind === 'flavour')),
      trustpilotId: variant.sku,
      customSelectThumbnail: null,
      labelBackgroundColor: null,
      labelTextColor: null,
      ...variantOverrides(product, variant),
    },
  };
}

/** The sample box is not meant to be found by search engines: it exercises noIndex. */
const NO_INDEX = new Set(['protein-sample-box']);

function productRecord(product: DemoProduct, index: number): ContentRecord {
  const [first] = product.variants;
  const title = fromCatalogue(product.title);
  const kinds = new Set(product.variants.flatMap((variant) => shownOptions(variant).map((option) => option.kind)));
  return {
    id: ids.product(product.handle),
    model: 'product',
    createdAt: product.createdAt,
    updatedAt: product.publishedAt,
    fields: {
      productId: product.id,
      title,
      slug: product.handle,
      canonicalUrl: null,
      collection: ids.collection(product.collectionHandles[0]!),
      noIndex: NO_INDEX.has(product.handle),
      noIndexLocalized: false,
      initialTab: 'description',
      gtin: first?.barcode ?? null,
      isSoldOut: product.variants.every((variant) => !variant.availableForSale),
      shortDescription: fromCatalogue(product.shortDescription),
      new: product.isNew,
      color: product.color,
      backgroundColor: product.backgroundColor,
      pageBackgroundColor: product.backgroundColor,
      pageForegroundColor: product.color,
      pageTextColor: '#1a1a1a',
      breadcrumbsColor: product.color,
      image: first ? packshot(first.imagePath, title, product.backgroundColor) : null,
      imageProductDetail: first ? packshot(first.imagePath, title, product.backgroundColor) : null,
      // The card image: the packshot, as shoppers know the product from the shelf.
      imageProductOverall: first ? packshot(first.imagePath, title, product.backgroundColor) : null,
      additionalImages: product.variants.slice(1, 4).map((variant) => packshot(variant.imagePath, title, product.backgroundColor)),
      priceNote: PRICE_NOTE,
      discountNote: product.variants.some((variant) => variant.compareAtPrice) ? DISCOUNT_NOTE : null,
      variantsHeading: kinds.has('flavour') ? CHOOSE_FLAVOUR : kinds.has('size') ? CHOOSE_SIZE : null,
      trustpilotId: first?.sku ?? null,
      variants: product.variants.map((variant) => ids.variant(product.handle, variant.slug)),
      position: index + 1,
      // Product page content (sections, bundle, subscription…) where editors wrote it; empty elsewhere.
      ...PRODUCT_PAGE_FIELDS[product.handle],
    },
  };
}

export const PRODUCT_RECORDS: ContentRecord[] = PRODUCTS.map(productRecord);
export const VARIANT_RECORDS: ContentRecord[] = PRODUCTS.flatMap((product) =>
  product.variants.map((variant) => variantRecord(product, variant)),
);
