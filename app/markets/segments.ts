// Spec §2 "Translated route segments" and "Other mappings": the first path segment of each page type in
// every market's own words. Belgian markets use their language's words unless they have their own.
// Words marked (chosen) are not given by the spec; the README lists them.
import type {Language, LocalePrefix, MarketDefinition} from './markets';

export type SegmentKey =
  | 'products'
  | 'recipes'
  | 'contact'
  | 'wholesale'
  | 'reviews'
  | 'customerService'
  | 'fitblog'
  | 'vitaminTest'
  | 'plantBasedGuide'
  | 'nutritionAdviceSubmit'
  | 'cart'
  | 'account';

type SegmentWords = {canonical: string} & Record<Language, string> &
  Partial<Record<Extract<LocalePrefix, 'nl-be' | 'fr-be'>, string>>;

export const SEGMENTS = {
  products: {canonical: 'products', nl: 'producten', de: 'produkte', en: 'products', fr: 'produits', it: 'prodotti'},
  recipes: {canonical: 'recipes', nl: 'recepten', de: 'rezepte', en: 'recipes', fr: 'recettes', it: 'ricette'},
  contact: {
    canonical: 'how-can-we-help-you',
    nl: 'hoe-kunnen-we-je-helpen',
    de: 'kontakt',
    en: 'how-can-we-help-you',
    fr: 'pouvons-nous-vous-aider',
    it: 'come-possiamo-aiutarti',
  },
  wholesale: {
    canonical: 'become-partner',
    nl: 'partner-worden',
    de: 'partner-werden',
    en: 'become-partner',
    fr: 'devenez-partenaire',
    it: 'diventa-partner',
  },
  reviews: {canonical: 'reviews', nl: 'reviews', de: 'bewertungen', en: 'reviews', fr: 'commentaires', it: 'recensioni'},
  customerService: {
    canonical: 'customer-service',
    nl: 'klantenservice',
    de: 'kundenservice',
    en: 'customer-service',
    fr: 'service-client', // (chosen)
    it: 'servizio-clienti', // (chosen)
  },
  fitblog: {canonical: 'fitblog', nl: 'fitblog', de: 'fitblog', en: 'fitblog', fr: 'fitblog', it: 'fitblog'},
  vitaminTest: {
    canonical: 'vitamintest',
    nl: 'vitaminetest',
    de: 'vitaminetest',
    en: 'vitamintest',
    fr: 'test-de-vitamines',
    it: 'test-vitaminico',
  },
  plantBasedGuide: {
    canonical: 'plant-based-guide',
    nl: 'plant-based-guide',
    de: 'plant-based-guide',
    en: 'plant-based-guide',
    fr: 'guide-vegetal', // (chosen)
    it: 'guida-vegetale', // (chosen)
    'fr-be': 'guide-vegetal', // (chosen)
    'nl-be': 'plantaardige-gids', // (chosen)
  },
  nutritionAdviceSubmit: {
    canonical: 'nutrition-advise-submit',
    nl: 'voedings-advies-aanmelding',
    de: 'ernaehrungsberatung-anmeldung', // (chosen)
    en: 'nutrition-advise-submit',
    fr: 'conseil-nutritionnel-inscription', // (chosen)
    it: 'consulenza-nutrizionale-iscrizione', // (chosen)
    'fr-be': 'conseil-nutritionnel-inscription', // (chosen)
    'nl-be': 'voedings-advies-aanmelding', // (chosen)
  },
  cart: {canonical: 'cart', nl: 'cart', de: 'cart', en: 'cart', fr: 'cart', it: 'cart'},
  // Signed-in customers' pages (issue 10); the sub-pages (login, orders, ...) keep their canonical words.
  account: {canonical: 'account', nl: 'account', de: 'konto', en: 'account', fr: 'compte', it: 'account'}, // (chosen)
} as const satisfies Record<SegmentKey, SegmentWords>;

export const SEGMENT_KEYS = Object.keys(SEGMENTS) as SegmentKey[];

/** The market's own word for a segment. */
export function segmentWord(key: SegmentKey, market: Pick<MarketDefinition, 'locale' | 'language'>): string {
  const words: SegmentWords = SEGMENTS[key];
  const belgian = market.locale === 'nl-be' || market.locale === 'fr-be' ? words[market.locale] : undefined;
  return belgian ?? words[market.language];
}

/** Every word (canonical and translated, all markets) that stands for the segment. */
export function segmentWords(key: SegmentKey): string[] {
  const words: SegmentWords = SEGMENTS[key];
  return [...new Set(Object.values(words))];
}

const BY_WORD = new Map<string, SegmentKey>(
  SEGMENT_KEYS.flatMap((key) => segmentWords(key).map((word) => [word, key] as const)),
);

/** Reverse lookup: the page type a (translated or canonical) first segment stands for. */
export function segmentForWord(word: string | undefined): SegmentKey | undefined {
  return word ? BY_WORD.get(word.toLowerCase()) : undefined;
}

export function segmentByCanonical(word: string): SegmentKey | undefined {
  return SEGMENT_KEYS.find((key) => SEGMENTS[key].canonical === word);
}
