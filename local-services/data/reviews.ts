// Demo reviews for the Trustpilot stand-in: business-unit (service) reviews per language and product reviews per
// variant SKU, generated deterministically. Ages are relative to the moment asked, so the newest review of every
// list is today and the next yesterday (the cards' Today/Yesterday labels), the rest spread over months.
import {LANGUAGES, PRODUCTS, type Language} from './catalogue';

/** Service reviews per language: more than three pages of 20. */
export const BUSINESS_REVIEWS_PER_LANGUAGE = 65;

/** Products without a single review, so the reviews section falls back to the business reviews there. */
export const PRODUCTS_WITHOUT_REVIEWS = ['whey-isolate', 'shaker'];

/** The product whose every variant has two pages of reviews (6 a page) in every language. */
const REVIEWED_PRODUCT = 'whey-protein';

const DAY = 86_400_000;

export type DemoReview = {
  id: string;
  stars: 1 | 2 | 3 | 4 | 5;
  title: string;
  text: string;
  language: Language;
  consumerId: string;
  displayName: string;
  displayLocation: string;
  /** How long before the moment asked it was written, and (when known) the experience before that. */
  ageMs: number;
  experiencedBeforeMs: number | null;
};

export type DemoProductReview = DemoReview & {sku: string};

// Varied, with every value present in any 20 in a row.
const STAR_CYCLE = [5, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 4, 1, 5, 3, 5, 4, 5, 5, 2] as const;

const NAMES = [
  'Sanne de Vries',
  'Lukas Becker',
  'Emma Williams',
  'Giulia Rossi',
  'Camille Martin',
  'Daan Jansen',
  'Mia Schneider',
  'Oliver Brown',
  'Marco Bianchi',
  'Léa Dubois',
  'Noah Peeters',
  'Hannah Fischer',
] as const;

const LOCATIONS = ['Amsterdam, NL', 'Berlin, DE', 'London, GB', 'Milano, IT', 'Lyon, FR', 'Gent, BE'] as const;

// Short texts are under 100 characters (green cards with five stars); long ones are over.
const SHORT: Record<Language, string[]> = {
  nl: ['Snelle levering en lekkere smaak!', 'Prima product, zou het zo weer kopen.', 'Goede service, top!'],
  de: ['Schnelle Lieferung und super Geschmack!', 'Gutes Produkt, würde ich wieder kaufen.', 'Toller Service!'],
  en: ['Fast delivery and great taste!', 'Good product, would buy it again.', 'Great service, thank you!'],
  it: ['Consegna veloce e ottimo gusto!', 'Buon prodotto, lo ricomprerei.', 'Servizio eccellente!'],
  fr: ['Livraison rapide et très bon goût !', 'Bon produit, je le rachèterai.', 'Super service, merci !'],
};

const LONG: Record<Language, string[]> = {
  nl: [
    'Ik gebruik dit nu een paar maanden na het sporten. Het lost goed op, smaakt niet te zoet en de levering was de volgende dag al in huis. Aanrader!',
    'De bestelling kwam een dag later dan verwacht, maar de klantenservice reageerde snel en vriendelijk. Het product zelf is van prima kwaliteit.',
  ],
  de: [
    'Ich nutze das Produkt seit ein paar Monaten nach dem Training. Es löst sich gut auf, ist nicht zu süß und die Lieferung kam schon am nächsten Tag.',
    'Die Bestellung kam einen Tag später als erwartet, aber der Kundenservice hat schnell und freundlich reagiert. Das Produkt selbst ist top.',
  ],
  en: [
    'I have been using this for a few months after training. It mixes well, is not too sweet and the delivery arrived the very next day. Recommended!',
    'The order arrived a day later than expected, but customer service answered quickly and kindly. The product itself is of very good quality.',
  ],
  it: [
    'Lo uso da qualche mese dopo l’allenamento. Si scioglie bene, non è troppo dolce e la consegna è arrivata già il giorno dopo. Consigliato!',
    'L’ordine è arrivato un giorno più tardi del previsto, ma il servizio clienti ha risposto in modo rapido e gentile. Ottima qualità.',
  ],
  fr: [
    'Je l’utilise depuis quelques mois après l’entraînement. Il se mélange bien, n’est pas trop sucré et la livraison est arrivée dès le lendemain.',
    'La commande est arrivée un jour plus tard que prévu, mais le service client a répondu vite et avec gentillesse. Le produit est excellent.',
  ],
};

const TITLES: Record<Language, string> = {nl: 'Top', de: 'Super', en: 'Great', it: 'Ottimo', fr: 'Très bien'};

/** A stable 32-bit hash (FNV-1a), for ids and per-SKU variety. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const hexId = (key: string) =>
  (hash(key).toString(16) + hash(`${key}#`).toString(16) + hash(`#${key}`).toString(16)).padStart(24, '0').slice(0, 24);

function demoReview(key: string, language: Language, index: number, shift: number): DemoReview {
  const stars = STAR_CYCLE[(index + shift) % STAR_CYCLE.length]!;
  const long = (index + shift) % 3 === 1;
  const pool = long ? LONG[language] : SHORT[language];
  const name = NAMES[(index + shift) % NAMES.length]!;
  // 0: today, 1: yesterday (both without experiencedAt, so the card shows createdAt), then every few days.
  const ageMs = index === 0 ? 0 : index === 1 ? DAY : index * 3 * DAY + (hash(key) % 5) * 3_600_000;
  return {
    id: hexId(key),
    stars,
    title: TITLES[language],
    text: pool[(index + shift) % pool.length]!,
    language,
    consumerId: hexId(`consumer:${name}`),
    displayName: name,
    displayLocation: LOCATIONS[(index + shift) % LOCATIONS.length]!,
    ageMs,
    experiencedBeforeMs: index < 2 || index % 4 === 2 ? null : (1 + (index % 5)) * DAY,
  };
}

/**
 * Markup a reviewer typed, which every page must show as text: the English list's oldest review (the last page in
 * the default order, the first oldest-first) carries it in its text and name.
 */
export const MARKUP_REVIEW = {
  language: 'en',
  index: BUSINESS_REVIEWS_PER_LANGUAGE - 1,
  text: 'Tasty <script>window.__reviewMarkup = 1</script> & <img src=x onerror="window.__reviewMarkup = 2"> <b>no bold</b>',
  displayName: '<img src=x onerror="window.__reviewMarkup = 3">',
} as const;

export const BUSINESS_REVIEWS: DemoReview[] = LANGUAGES.flatMap((language) =>
  Array.from({length: BUSINESS_REVIEWS_PER_LANGUAGE}, (_, index) => {
    const review = demoReview(`business:${language}:${index}`, language, index, 0);
    const markup = language === MARKUP_REVIEW.language && index === MARKUP_REVIEW.index;
    return markup ? {...review, text: MARKUP_REVIEW.text, displayName: MARKUP_REVIEW.displayName} : review;
  }),
);

/** Whey protein's variants: 8 to 12 per language; others 0 to 3; PRODUCTS_WITHOUT_REVIEWS none. */
function reviewsPerLanguage(handle: string, sku: string): number {
  if (PRODUCTS_WITHOUT_REVIEWS.includes(handle)) return 0;
  if (handle === REVIEWED_PRODUCT) return 8 + (hash(sku) % 5);
  return hash(sku) % 4;
}

export const PRODUCT_REVIEWS: DemoProductReview[] = PRODUCTS.flatMap((product) =>
  product.variants.flatMap((variant) =>
    LANGUAGES.flatMap((language) =>
      Array.from({length: reviewsPerLanguage(product.handle, variant.sku)}, (_, index) => ({
        ...demoReview(`product:${variant.sku}:${language}:${index}`, language, index, hash(variant.sku) % 7),
        sku: variant.sku,
      })),
    ),
  ),
);
