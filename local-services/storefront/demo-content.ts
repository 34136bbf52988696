// Demo metaobjects and metafields: the merchant-defined data the storefront reads from Shopify besides products.
// Values may be localized (translated through Translate & Adapt on a real shop).
import {productByHandle, type Localized} from '../data/catalogue';

export type DemoValue = string | Localized;

export type DemoMetaobjectField = {key: string; type: string; value: DemoValue; reference?: string};
export type DemoMetaobject = {id: string; type: string; handle: string; updatedAt: string; fields: DemoMetaobjectField[]};

export type DemoMetafield = {
  id: string;
  ownerId: string;
  namespace: string;
  key: string;
  type: string;
  value: DemoValue;
  description?: string;
  /** gids of the referenced resources, for reference and list.*_reference types. */
  references?: string[];
  createdAt: string;
  updatedAt: string;
};

const UPDATED_AT = '2024-09-02T08:00:00Z';

const USPS: Localized[] = [
  {
    nl: 'Gratis verzending vanaf €50',
    de: 'Kostenloser Versand ab 50 €',
    en: 'Free shipping from €50',
    it: 'Spedizione gratuita da 50 €',
    fr: 'Livraison gratuite dès 50 €',
  },
  {
    nl: 'Voor 23:00 besteld, morgen in huis',
    de: 'Vor 23 Uhr bestellt, morgen geliefert',
    en: 'Order before 11 pm, delivered tomorrow',
    it: 'Ordina entro le 23, consegna domani',
    fr: 'Commandé avant 23 h, livré demain',
  },
  {
    nl: '30 dagen niet goed, geld terug',
    de: '30 Tage Geld-zurück-Garantie',
    en: '30-day money-back guarantee',
    it: 'Soddisfatti o rimborsati per 30 giorni',
    fr: 'Satisfait ou remboursé pendant 30 jours',
  },
];

/** A JSON list per language, as a list.single_line_text_field metafield value is a JSON string. */
function localizedList(items: Localized[]): Localized {
  const pick = (lang: keyof Localized) => JSON.stringify(items.map((item) => item[lang]));
  return {nl: pick('nl'), de: pick('de'), en: pick('en'), it: pick('it'), fr: pick('fr')};
}

export const DEMO_METAOBJECTS: DemoMetaobject[] = [
  {
    id: 'gid://shopify/Metaobject/101000000001',
    type: 'usp_bar',
    handle: 'default',
    updatedAt: UPDATED_AT,
    fields: [
      {key: 'items', type: 'list.single_line_text_field', value: localizedList(USPS)},
      {key: 'free_shipping_threshold', type: 'number_decimal', value: '50.0'},
      {key: 'enabled', type: 'boolean', value: 'true'},
    ],
  },
  {
    id: 'gid://shopify/Metaobject/101000000002',
    type: 'free_gift',
    handle: 'default',
    updatedAt: UPDATED_AT,
    fields: [
      {key: 'minimum_spend', type: 'number_decimal', value: '75.0'},
      {key: 'variant', type: 'variant_reference', value: firstVariantId('shaker'), reference: firstVariantId('shaker')},
      {
        key: 'label',
        type: 'single_line_text_field',
        value: {
          nl: 'Gratis shaker vanaf €75',
          de: 'Gratis Shaker ab 75 €',
          en: 'Free shaker from €75',
          it: 'Shaker in omaggio da 75 €',
          fr: 'Shaker offert dès 75 €',
        },
      },
    ],
  },
];

function firstVariantId(handle: string): string {
  const variant = productByHandle(handle)?.variants[0];
  if (!variant) throw new Error(`demo content refers to unknown product ${handle}`);
  return variant.id;
}

/** Spec §3: the mix-and-match metafield holds up to 20 variant references. */
function mixAndMatch(): DemoMetafield {
  const owner = productByHandle('protein-bar');
  if (!owner) throw new Error('demo content needs the protein-bar product');
  const singles = owner.variants.filter((v) => v.slug.endsWith('-1-bar')).map((v) => v.id);
  const extras = ['protein-chocolate', 'beef-jerky', 'rice-cakes'].flatMap(
    (handle) => productByHandle(handle)?.variants.map((v) => v.id) ?? [],
  );
  // The shaker is the bundle's fixed component: it is referenced too, so every bundle line is in the metafield.
  const references = [...singles, ...extras, firstVariantId('shaker')].slice(0, 20);
  return {
    id: 'gid://shopify/Metafield/102000000001',
    ownerId: owner.id,
    namespace: 'custom',
    key: 'mix_and_match',
    type: 'list.variant_reference',
    value: JSON.stringify(references),
    description: 'Variants a shopper can combine in the mix-and-match box',
    references,
    createdAt: UPDATED_AT,
    updatedAt: UPDATED_AT,
  };
}

export const DEMO_METAFIELDS: DemoMetafield[] = [mixAndMatch()];
