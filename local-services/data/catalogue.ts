// The demo catalogue of "Original Fuel", shared by the local Storefront API, image service and DatoCMS stand-ins.
// Everything is derived from the tables below without randomness, so ids, prices and stock are stable across runs.

export const LANGUAGES = ['nl', 'de', 'en', 'it', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Localized = Record<Language, string>;
export type OptionKind = 'flavour' | 'size' | 'default';
export type DemoOption = {kind: OptionKind; name: Localized; value: Localized; color?: string /* hex, flavours */};
export type DemoVariant = {
  id: string; // 'gid://shopify/ProductVariant/<n>'
  sku: string;
  barcode: string;
  /** URL slug of the variant, e.g. 'chocolate-1kg'; 'default' for single-variant products. */
  slug: string;
  options: DemoOption[];
  price: string;
  compareAtPrice: string | null;
  availableForSale: boolean;
  quantityAvailable: number;
  weightGrams: number;
  imagePath: string; // path on the local image service
};
export type DemoSellingPlan = {
  id: string; // gid://shopify/SellingPlan/<n>
  name: Localized;
  interval: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  intervalCount: number;
  percentageOff: number;
};
export type DemoSellingPlanGroup = {name: Localized; appName: string; optionName: Localized; plans: DemoSellingPlan[]};
export type DemoProduct = {
  id: string; // 'gid://shopify/Product/<n>'
  handle: string; // also the product's content slug in URLs
  title: Localized;
  description: Localized;
  descriptionHtml?: Localized;
  shortDescription: Localized;
  productType: string;
  tags: string[];
  vendor: string;
  /** First = primary collection (used in product URLs); every product is also in 'all'. */
  collectionHandles: string[];
  color: string;
  backgroundColor: string;
  createdAt: string;
  publishedAt: string;
  isNew: boolean;
  requiresSellingPlan: boolean;
  sellingPlanGroups: DemoSellingPlanGroup[];
  variants: DemoVariant[];
  /** Best-selling rank (1 = best); drives the BEST_SELLING sort key. */
  salesRank: number;
};
export type DemoCollection = {
  id: string; // gid://shopify/Collection/<n>
  handle: string;
  title: Localized;
  description: Localized;
  color: string;
  backgroundColor: string;
  productHandles: string[];
};

const t = (nl: string, de: string, en: string, it: string, fr: string): Localized => ({nl, de, en, it, fr});
const same = (text: string): Localized => t(text, text, text, text, text);
const mapLocalized = (fn: (lang: Language) => string): Localized =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, fn(lang)])) as Localized;

// ---------------------------------------------------------------------------------------------------------------
// Option values

const FLAVOUR_NAME = t('Smaak', 'Geschmack', 'Flavour', 'Gusto', 'Saveur');
const SIZE_NAME = t('Grootte', 'Größe', 'Size', 'Formato', 'Taille');
const DEFAULT_NAME = same('Title');
const DEFAULT_VALUE = same('Default Title');

const FLAVOURS = {
  chocolate: {value: t('Chocolade', 'Schokolade', 'Chocolate', 'Cioccolato', 'Chocolat'), color: '#5a3825'},
  vanilla: {value: t('Vanille', 'Vanille', 'Vanilla', 'Vaniglia', 'Vanille'), color: '#f3e5ab'},
  strawberry: {value: t('Aardbei', 'Erdbeere', 'Strawberry', 'Fragola', 'Fraise'), color: '#e8485c'},
  banana: {value: t('Banaan', 'Banane', 'Banana', 'Banana', 'Banane'), color: '#f5d142'},
  'cookies-cream': {value: t('Cookies & Cream', 'Cookies & Cream', 'Cookies & Cream', 'Cookies & Cream', 'Cookies & Crème'), color: '#3b3b3b'},
  'salted-caramel': {value: t('Gezouten karamel', 'Salzkaramell', 'Salted Caramel', 'Caramello salato', 'Caramel salé'), color: '#c6813a'},
  coffee: {value: t('Koffie', 'Kaffee', 'Coffee', 'Caffè', 'Café'), color: '#6f4e37'},
  coconut: {value: t('Kokos', 'Kokosnuss', 'Coconut', 'Cocco', 'Noix de coco'), color: '#efe7d6'},
  'peanut-butter': {value: t('Pindakaas', 'Erdnussbutter', 'Peanut Butter', 'Burro di arachidi', 'Beurre de cacahuète'), color: '#b5773c'},
  mango: {value: t('Mango', 'Mango', 'Mango', 'Mango', 'Mangue'), color: '#ffb347'},
  'forest-fruit': {value: t('Bosvruchten', 'Waldfrucht', 'Forest Fruit', 'Frutti di bosco', 'Fruits des bois'), color: '#6b2d5c'},
  lemon: {value: t('Citroen', 'Zitrone', 'Lemon', 'Limone', 'Citron'), color: '#f7e14b'},
  orange: {value: t('Sinaasappel', 'Orange', 'Orange', 'Arancia', 'Orange'), color: '#ff8c1a'},
  raspberry: {value: t('Framboos', 'Himbeere', 'Raspberry', 'Lampone', 'Framboise'), color: '#d1345b'},
  watermelon: {value: t('Watermeloen', 'Wassermelone', 'Watermelon', 'Anguria', 'Pastèque'), color: '#fc6c85'},
  neutral: {value: t('Naturel', 'Neutral', 'Unflavoured', 'Neutro', 'Nature'), color: '#e6e0d4'},
  cinnamon: {value: t('Kaneel', 'Zimt', 'Cinnamon', 'Cannella', 'Cannelle'), color: '#a0522d'},
  hazelnut: {value: t('Hazelnoot', 'Haselnuss', 'Hazelnut', 'Nocciola', 'Noisette'), color: '#8b5a2b'},
  gingerbread: {value: t('Speculaas', 'Spekulatius', 'Gingerbread', 'Pan di zenzero', "Pain d'épices"), color: '#a4673f'},
  paprika: {value: t('Paprika', 'Paprika', 'Paprika', 'Paprika', 'Paprika'), color: '#d9432b'},
  'sour-cream': {value: t('Zure room & ui', 'Sour Cream & Zwiebel', 'Sour Cream & Onion', 'Panna acida e cipolla', 'Crème & oignon'), color: '#9cc27a'},
} as const satisfies Record<string, {value: Localized; color: string}>;
type FlavourKey = keyof typeof FLAVOURS;

/** Sizes carry their filling weight (for shipping weight) beside the translated label. */
const SIZES = {
  '250g': {value: t('250 g', '250 g', '250 g', '250 g', '250 g'), grams: 250},
  '300g': {value: t('300 g', '300 g', '300 g', '300 g', '300 g'), grams: 300},
  '500g': {value: t('500 g', '500 g', '500 g', '500 g', '500 g'), grams: 500},
  '1kg': {value: t('1 kg', '1 kg', '1 kg', '1 kg', '1 kg'), grams: 1000},
  '2-5kg': {value: t('2,5 kg', '2,5 kg', '2.5 kg', '2,5 kg', '2,5 kg'), grams: 2500},
  '60-caps': {value: t('60 capsules', '60 Kapseln', '60 capsules', '60 capsule', '60 gélules'), grams: 45},
  '120-caps': {value: t('120 capsules', '120 Kapseln', '120 capsules', '120 capsule', '120 gélules'), grams: 90},
  '90-tabs': {value: t('90 tabletten', '90 Tabletten', '90 tablets', '90 compresse', '90 comprimés'), grams: 80},
  '20-tabs': {value: t('20 bruistabletten', '20 Brausetabletten', '20 effervescent tablets', '20 compresse effervescenti', '20 comprimés effervescents'), grams: 90},
  '1-bar': {value: t('1 reep', '1 Riegel', '1 bar', '1 barretta', '1 barre'), grams: 55},
  '12-bars': {value: t('12 repen', '12 Riegel', '12 bars', '12 barrette', '12 barres'), grams: 660},
  '12-pieces': {value: t('12 stuks', '12 Stück', '12 pieces', '12 pezzi', '12 pièces'), grams: 600},
  '6-bags': {value: t('6 zakjes', '6 Beutel', '6 bags', '6 bustine', '6 sachets'), grams: 180},
  '12-bottles': {value: t('12 x 330 ml', '12 x 330 ml', '12 x 330 ml', '12 x 330 ml', '12 x 330 ml'), grams: 4200},
  '12-gels': {value: t('12 gels', '12 Gels', '12 gels', '12 gel', '12 gels'), grams: 480},
} as const satisfies Record<string, {value: Localized; grams: number}>;
type SizeKey = keyof typeof SIZES;

// ---------------------------------------------------------------------------------------------------------------
// Product texts: titles are per product; descriptions come from a template per product kind.

type Kind = 'powder' | 'bar' | 'snack' | 'vitamin' | 'superfood' | 'sports' | 'accessory';

const PRODUCT_TYPES: Record<Kind, string> = {
  powder: 'Protein Powder',
  bar: 'Protein Bar',
  snack: 'Snack',
  vitamin: 'Vitamin',
  superfood: 'Superfood',
  sports: 'Sports Nutrition',
  accessory: 'Accessory',
};

/** Short description (one line for cards) per kind; `n` is the product's headline number (protein grams, etc.). */
const SHORT: Record<Kind, (n: number) => Localized> = {
  powder: (n) => t(`${n} g eiwit per shake`, `${n} g Eiweiß pro Shake`, `${n} g protein per shake`, `${n} g di proteine per shake`, `${n} g de protéines par shake`),
  bar: (n) => t(`${n} g eiwit per reep`, `${n} g Eiweiß pro Riegel`, `${n} g protein per bar`, `${n} g di proteine per barretta`, `${n} g de protéines par barre`),
  snack: (n) => t(`${n} g eiwit per portie`, `${n} g Eiweiß pro Portion`, `${n} g protein per serving`, `${n} g di proteine per porzione`, `${n} g de protéines par portion`),
  vitamin: (n) => t(`${n} dagen voorraad, 1 per dag`, `Vorrat für ${n} Tage, 1 pro Tag`, `${n}-day supply, 1 a day`, `Scorta per ${n} giorni, 1 al giorno`, `${n} jours de réserve, 1 par jour`),
  superfood: (n) => t(`Biologisch, ${n} porties`, `Bio, ${n} Portionen`, `Organic, ${n} servings`, `Biologico, ${n} porzioni`, `Bio, ${n} portions`),
  sports: (n) => t(`${n} porties voor je training`, `${n} Portionen für dein Training`, `${n} servings for your workout`, `${n} porzioni per il tuo allenamento`, `${n} portions pour ton entraînement`),
  accessory: (n) => t(`${n} ml, lekvrij`, `${n} ml, auslaufsicher`, `${n} ml, leak-proof`, `${n} ml, a prova di perdite`, `${n} ml, étanche`),
};

const DESCRIPTION: Record<Kind, (title: string, lang: Language, n: number) => string> = {
  powder: (title, lang, n) =>
    ({
      nl: `${title} van Original Fuel levert ${n} g eiwit per portie, lost makkelijk op en smaakt vol. Ideaal na het sporten of als tussendoortje.`,
      de: `${title} von Original Fuel liefert ${n} g Eiweiß pro Portion, löst sich leicht auf und schmeckt vollmundig. Ideal nach dem Training oder zwischendurch.`,
      en: `${title} by Original Fuel gives you ${n} g of protein per serving, mixes easily and tastes great. Ideal after training or as a snack.`,
      it: `${title} di Original Fuel offre ${n} g di proteine per porzione, si scioglie facilmente e ha un gusto pieno. Ideale dopo l'allenamento o come spuntino.`,
      fr: `${title} d'Original Fuel apporte ${n} g de protéines par portion, se mélange facilement et a bon goût. Idéal après l'entraînement ou en collation.`,
    })[lang],
  bar: (title, lang, n) =>
    ({
      nl: `${title}: ${n} g eiwit in een zachte reep met een krokante laag. Altijd een gezonde snack binnen handbereik.`,
      de: `${title}: ${n} g Eiweiß in einem weichen Riegel mit knuspriger Schicht. Immer ein gesunder Snack griffbereit.`,
      en: `${title}: ${n} g of protein in a soft bar with a crunchy layer. A healthy snack always within reach.`,
      it: `${title}: ${n} g di proteine in una barretta morbida con uno strato croccante. Uno spuntino sano sempre a portata di mano.`,
      fr: `${title} : ${n} g de protéines dans une barre moelleuse à la couche croustillante. Un en-cas sain toujours à portée de main.`,
    })[lang],
  snack: (title, lang, n) =>
    ({
      nl: `${title} met ${n} g eiwit per portie en weinig suiker. Lekker tussendoor, op kantoor of onderweg.`,
      de: `${title} mit ${n} g Eiweiß pro Portion und wenig Zucker. Lecker zwischendurch, im Büro oder unterwegs.`,
      en: `${title} with ${n} g of protein per serving and little sugar. Tasty between meals, at the office or on the go.`,
      it: `${title} con ${n} g di proteine per porzione e pochi zuccheri. Buono tra i pasti, in ufficio o in viaggio.`,
      fr: `${title} avec ${n} g de protéines par portion et peu de sucre. Délicieux entre les repas, au bureau ou en route.`,
    })[lang],
  vitamin: (title, lang, n) =>
    ({
      nl: `${title} in een goed opneembare vorm. Eén per dag, ${n} dagen voorraad. Vegan en zonder onnodige toevoegingen.`,
      de: `${title} in gut verwertbarer Form. Eine pro Tag, Vorrat für ${n} Tage. Vegan und ohne unnötige Zusätze.`,
      en: `${title} in a well-absorbed form. One a day, a ${n}-day supply. Vegan and free from unnecessary additives.`,
      it: `${title} in una forma ben assimilabile. Una al giorno, scorta per ${n} giorni. Vegano e senza additivi inutili.`,
      fr: `${title} sous une forme bien assimilée. Une par jour, ${n} jours de réserve. Vegan et sans additifs inutiles.`,
    })[lang],
  superfood: (title, lang, n) =>
    ({
      nl: `${title} uit biologische teelt, puur en onbewerkt. Goed voor ${n} porties in je smoothie, yoghurt of ontbijt.`,
      de: `${title} aus biologischem Anbau, rein und unverarbeitet. Reicht für ${n} Portionen in Smoothie, Joghurt oder Müsli.`,
      en: `${title} from organic farming, pure and unprocessed. Good for ${n} servings in your smoothie, yoghurt or breakfast.`,
      it: `${title} di origine biologica e senza lavorazioni. Basta per ${n} porzioni in frullati, yogurt o colazione.`,
      fr: `${title} 100 % bio et sans transformation. De quoi préparer ${n} portions dans ton smoothie, yaourt ou petit-déjeuner.`,
    })[lang],
  sports: (title, lang, n) =>
    ({
      nl: `${title} voor meer uit elke training: ${n} porties, uitgebreid getest en vrij van verboden stoffen.`,
      de: `${title} für mehr aus jedem Training: ${n} Portionen, umfassend getestet und frei von Dopingsubstanzen.`,
      en: `${title} to get more out of every workout: ${n} servings, thoroughly tested and free from banned substances.`,
      it: `${title} per ottenere di più da ogni allenamento: ${n} porzioni, testato a fondo e privo di sostanze vietate.`,
      fr: `${title} pour tirer le meilleur de chaque séance : ${n} portions, testé et sans substances interdites.`,
    })[lang],
  accessory: (title, lang, n) =>
    ({
      nl: `${title} van ${n} ml met zeef, lekvrije dop en maatverdeling. BPA-vrij en vaatwasserbestendig.`,
      de: `${title} mit ${n} ml, Sieb, auslaufsicherem Deckel und Skala. BPA-frei und spülmaschinenfest.`,
      en: `${title} holding ${n} ml, with a mixing grid, leak-proof lid and measuring scale. BPA-free and dishwasher-safe.`,
      it: `${title} da ${n} ml con griglia, tappo a prova di perdite e scala graduata. Senza BPA e lavabile in lavastoviglie.`,
      fr: `${title} de ${n} ml avec grille, bouchon étanche et graduations. Sans BPA et lavable au lave-vaisselle.`,
    })[lang],
};

// ---------------------------------------------------------------------------------------------------------------
// Product table

type ProductDef = {
  handle: string;
  title: Localized;
  kind: Kind;
  collections: string[];
  /** Headline number for the texts (protein grams, days of supply, servings, ml). */
  n: number;
  flavours?: FlavourKey[];
  /** Size → price; omit for products without a size option. */
  sizes?: Partial<Record<SizeKey, string>>;
  /** Price of single-variant or flavour-only products. */
  price?: string;
  /** Variant slug → compare-at price. '*' applies to every variant. */
  compareAt?: Record<string, string>;
  soldOut?: string[] | 'all';
  subscription?: boolean;
  requiresSellingPlan?: boolean;
  tags?: string[];
  color: string;
  backgroundColor: string;
  /** Single-variant products still given a size label (e.g. '60-caps') keep Default Title as Shopify does. */
};

const PROTEIN_COLOR = {color: '#fe5000', backgroundColor: '#fff1e8'};
const VEGAN_COLOR = {color: '#2f7d4f', backgroundColor: '#eaf6ee'};
const VITAMIN_COLOR = {color: '#f2b705', backgroundColor: '#fff8e1'};
const SNACK_COLOR = {color: '#8b3a62', backgroundColor: '#fbeef4'};
const SUPERFOOD_COLOR = {color: '#4e8a2a', backgroundColor: '#f0f7e9'};
const SPORTS_COLOR = {color: '#1f4e9c', backgroundColor: '#e9f0fb'};

const DEFS: ProductDef[] = [
  // Protein (primary collection 'protein')
  {
    handle: 'whey-protein', kind: 'powder', collections: ['protein'], n: 24,
    title: t('Whey Proteïne', 'Whey Protein', 'Whey Protein', 'Proteine Whey', 'Protéine Whey'),
    flavours: ['chocolate', 'vanilla', 'strawberry'], sizes: {'500g': '19.95', '1kg': '34.95'},
    compareAt: {'chocolate-1kg': '39.95', 'vanilla-1kg': '39.95'}, soldOut: ['strawberry-1kg'], subscription: true,
    tags: ['bestseller', 'gluten-free'], ...PROTEIN_COLOR,
  },
  {
    handle: 'whey-isolate', kind: 'powder', collections: ['protein'], n: 27,
    title: t('Whey Isolaat', 'Whey Isolat', 'Whey Isolate', 'Whey Isolato', 'Whey Isolat'),
    flavours: ['chocolate', 'vanilla', 'cookies-cream', 'salted-caramel'], sizes: {'500g': '24.95', '1kg': '42.95'},
    subscription: true, tags: ['gluten-free', 'low-lactose'], color: '#c43c00', backgroundColor: '#ffe9dc',
  },
  {
    handle: 'vegan-protein', kind: 'powder', collections: ['protein'], n: 21,
    title: t('Vegan Proteïne', 'Veganes Protein', 'Vegan Protein', 'Proteine Vegane', 'Protéine Végane'),
    flavours: ['chocolate', 'vanilla', 'banana', 'neutral'], sizes: {'500g': '22.95', '1kg': '39.95'},
    subscription: true, tags: ['vegan', 'bestseller'], ...VEGAN_COLOR,
  },
  {
    handle: 'casein-protein', kind: 'powder', collections: ['protein'], n: 23,
    title: t('Caseïne Proteïne', 'Casein Protein', 'Casein Protein', 'Proteine Caseine', 'Protéine Caséine'),
    flavours: ['chocolate', 'vanilla'], sizes: {'1kg': '36.95'}, ...PROTEIN_COLOR,
  },
  {
    handle: 'clear-whey', kind: 'powder', collections: ['protein', 'sports'], n: 20,
    title: t('Clear Whey', 'Clear Whey', 'Clear Whey', 'Clear Whey', 'Clear Whey'),
    flavours: ['mango', 'forest-fruit', 'lemon', 'watermelon'], sizes: {'500g': '27.95'},
    tags: ['new'], color: '#0fa3b1', backgroundColor: '#e6f7f8',
  },
  {
    handle: 'pea-protein', kind: 'powder', collections: ['protein'], n: 22,
    title: t('Erwtenproteïne', 'Erbsenprotein', 'Pea Protein', 'Proteine di Pisello', 'Protéine de Pois'),
    sizes: {'500g': '14.95', '1kg': '24.95'}, tags: ['vegan'], ...VEGAN_COLOR,
  },
  {
    handle: 'rice-protein', kind: 'powder', collections: ['protein'], n: 20,
    title: t('Rijstproteïne', 'Reisprotein', 'Rice Protein', 'Proteine di Riso', 'Protéine de Riz'),
    sizes: {'500g': '15.95', '1kg': '26.95'}, tags: ['vegan'], ...VEGAN_COLOR,
  },
  {
    handle: 'hemp-protein', kind: 'powder', collections: ['protein', 'superfoods'], n: 15,
    title: t('Hennepproteïne', 'Hanfprotein', 'Hemp Protein', 'Proteine di Canapa', 'Protéine de Chanvre'),
    sizes: {'250g': '9.95', '500g': '16.95'}, tags: ['vegan', 'organic'], ...VEGAN_COLOR,
  },
  {
    handle: 'soy-protein', kind: 'powder', collections: ['protein'], n: 25,
    title: t('Sojaproteïne', 'Sojaprotein', 'Soy Protein', 'Proteine di Soia', 'Protéine de Soja'),
    flavours: ['chocolate', 'vanilla'], sizes: {'1kg': '27.95'}, tags: ['vegan'], ...VEGAN_COLOR,
  },
  {
    handle: 'egg-protein', kind: 'powder', collections: ['protein'], n: 24,
    title: t('Eiproteïne', 'Eiprotein', 'Egg Protein', "Proteine dell'Uovo", "Protéine d'Œuf"),
    flavours: ['chocolate', 'vanilla'], sizes: {'500g': '26.95'}, tags: ['lactose-free'], ...PROTEIN_COLOR,
  },
  {
    handle: 'collagen-peptides', kind: 'powder', collections: ['protein', 'vitamins'], n: 10,
    title: t('Collageen Peptiden', 'Kollagen Peptide', 'Collagen Peptides', 'Peptidi di Collagene', 'Peptides de Collagène'),
    sizes: {'250g': '21.95', '500g': '36.95'}, subscription: true, color: '#d98c9f', backgroundColor: '#fcf0f3',
  },
  {
    handle: 'mass-gainer', kind: 'powder', collections: ['protein', 'sports'], n: 30,
    title: t('Mass Gainer', 'Mass Gainer', 'Mass Gainer', 'Mass Gainer', 'Mass Gainer'),
    flavours: ['chocolate', 'vanilla', 'strawberry'], sizes: {'2-5kg': '44.95'}, ...PROTEIN_COLOR,
  },
  {
    handle: 'protein-pancakes', kind: 'powder', collections: ['protein'], n: 18,
    title: t('Proteïne Pannenkoeken', 'Protein Pancakes', 'Protein Pancakes', 'Pancake Proteici', 'Pancakes Protéinés'),
    flavours: ['vanilla', 'chocolate'], sizes: {'500g': '12.95'}, color: '#e0a526', backgroundColor: '#fdf5e2',
  },
  {
    handle: 'protein-porridge', kind: 'powder', collections: ['protein', 'superfoods'], n: 16,
    title: t('Proteïne Havermout', 'Protein Porridge', 'Protein Porridge', 'Porridge Proteico', 'Porridge Protéiné'),
    flavours: ['cinnamon', 'chocolate', 'banana'], sizes: {'500g': '11.95', '1kg': '19.95'}, color: '#b07d48', backgroundColor: '#f8efe5',
  },
  {
    handle: 'protein-pudding', kind: 'powder', collections: ['protein'], n: 17,
    title: t('Proteïne Pudding', 'Protein Pudding', 'Protein Pudding', 'Budino Proteico', 'Pudding Protéiné'),
    flavours: ['chocolate', 'vanilla'], sizes: {'500g': '14.95'}, ...PROTEIN_COLOR,
  },
  {
    handle: 'protein-spread', kind: 'snack', collections: ['protein', 'snacks'], n: 7,
    title: t('Proteïne Pasta', 'Protein Creme', 'Protein Spread', 'Crema Proteica', 'Pâte à Tartiner Protéinée'),
    flavours: ['hazelnut', 'peanut-butter'], sizes: {'250g': '7.95'}, ...SNACK_COLOR,
  },
  {
    handle: 'protein-shake-ready-to-drink', kind: 'powder', collections: ['protein'], n: 25,
    title: t('Kant-en-klare Proteïneshake', 'Fertiger Proteinshake', 'Ready-to-Drink Protein Shake', 'Shake Proteico Pronto', 'Shake Protéiné Prêt à Boire'),
    flavours: ['chocolate', 'vanilla', 'coffee'], sizes: {'12-bottles': '29.95'}, ...PROTEIN_COLOR,
  },
  {
    handle: 'gingerbread-whey', kind: 'powder', collections: ['protein'], n: 24,
    title: t('Speculaas Whey (Limited)', 'Spekulatius Whey (Limited)', 'Gingerbread Whey (Limited)', 'Whey Pan di Zenzero (Limited)', "Whey Pain d'Épices (Limited)"),
    flavours: ['gingerbread'], sizes: {'1kg': '34.95'}, soldOut: 'all', tags: ['limited-edition'], color: '#a4673f', backgroundColor: '#f6ece4',
  },
  {
    handle: 'protein-sample-box', kind: 'powder', collections: ['protein'], n: 24,
    title: t('Proefpakket Proteïne', 'Protein Probierpaket', 'Protein Sample Box', 'Kit Assaggio Proteine', 'Coffret Découverte Protéines'),
    price: '9.95', ...PROTEIN_COLOR,
  },
  {
    handle: 'meal-replacement-shake', kind: 'powder', collections: ['protein'], n: 20,
    title: t('Maaltijdshake', 'Mahlzeitersatz-Shake', 'Meal Replacement Shake', 'Shake Sostitutivo del Pasto', 'Shake Substitut de Repas'),
    flavours: ['chocolate', 'strawberry', 'vanilla'], sizes: {'1kg': '32.95'}, subscription: true, ...PROTEIN_COLOR,
  },
  {
    handle: 'protein-brownie-mix', kind: 'powder', collections: ['protein', 'snacks'], n: 12,
    title: t('Proteïne Brownie Mix', 'Protein Brownie Backmischung', 'Protein Brownie Mix', 'Preparato Brownie Proteico', 'Préparation Brownie Protéiné'),
    flavours: ['chocolate'], sizes: {'500g': '10.95'}, ...SNACK_COLOR,
  },
  {
    handle: 'protein-coffee', kind: 'powder', collections: ['protein'], n: 15,
    title: t('Proteïne Koffie', 'Protein Kaffee', 'Protein Coffee', 'Caffè Proteico', 'Café Protéiné'),
    sizes: {'250g': '13.95'}, tags: ['new'], color: '#6f4e37', backgroundColor: '#f3ece7',
  },
  {
    handle: 'protein-hot-chocolate', kind: 'powder', collections: ['protein'], n: 14,
    title: t('Proteïne Warme Chocolademelk', 'Protein Heiße Schokolade', 'Protein Hot Chocolate', 'Cioccolata Calda Proteica', 'Chocolat Chaud Protéiné'),
    price: '12.95', color: '#5a3825', backgroundColor: '#f2ebe6',
  },
  {
    handle: 'protein-ice-cream-mix', kind: 'powder', collections: ['protein'], n: 16,
    title: t('Proteïne IJs Mix', 'Protein Eis Mix', 'Protein Ice Cream Mix', 'Preparato Gelato Proteico', 'Préparation Glace Protéinée'),
    flavours: ['vanilla', 'strawberry', 'chocolate'], sizes: {'500g': '13.95'}, tags: ['new'], color: '#f08fb0', backgroundColor: '#fdeef3',
  },
  {
    handle: 'organic-whey', kind: 'powder', collections: ['protein'], n: 22,
    title: t('Biologische Whey', 'Bio Whey', 'Organic Whey', 'Whey Biologica', 'Whey Bio'),
    flavours: ['neutral', 'chocolate'], sizes: {'500g': '26.95'}, tags: ['organic'], ...VEGAN_COLOR,
  },

  // Snacks
  {
    handle: 'protein-bar', kind: 'bar', collections: ['snacks', 'protein'], n: 20,
    title: t('Proteïnereep', 'Proteinriegel', 'Protein Bar', 'Barretta Proteica', 'Barre Protéinée'),
    flavours: ['chocolate', 'peanut-butter', 'cookies-cream', 'salted-caramel'], sizes: {'1-bar': '2.49', '12-bars': '24.95'},
    compareAt: {'chocolate-12-bars': '29.88', 'peanut-butter-12-bars': '29.88', 'cookies-cream-12-bars': '29.88', 'salted-caramel-12-bars': '29.88'},
    soldOut: ['salted-caramel-1-bar'], tags: ['bestseller'], ...SNACK_COLOR,
  },
  {
    handle: 'vegan-protein-bar', kind: 'bar', collections: ['snacks', 'protein'], n: 15,
    title: t('Vegan Proteïnereep', 'Veganer Proteinriegel', 'Vegan Protein Bar', 'Barretta Proteica Vegana', 'Barre Protéinée Végane'),
    flavours: ['chocolate', 'peanut-butter', 'coconut'], sizes: {'12-bars': '26.95'}, tags: ['vegan'], ...VEGAN_COLOR,
  },
  {
    handle: 'protein-cookie', kind: 'snack', collections: ['snacks', 'protein'], n: 16,
    title: t('Proteïne Koek', 'Protein Cookie', 'Protein Cookie', 'Biscotto Proteico', 'Cookie Protéiné'),
    flavours: ['chocolate', 'cookies-cream', 'gingerbread'], sizes: {'12-pieces': '27.95'}, ...SNACK_COLOR,
  },
  {
    handle: 'protein-crisps', kind: 'snack', collections: ['snacks'], n: 14,
    title: t('Proteïne Chips', 'Protein Chips', 'Protein Crisps', 'Patatine Proteiche', 'Chips Protéinées'),
    flavours: ['paprika', 'sour-cream'], sizes: {'6-bags': '11.95'}, color: '#d9432b', backgroundColor: '#fcebe8',
  },
  {
    handle: 'rice-cakes', kind: 'snack', collections: ['snacks'], n: 6,
    title: t('Rijstwafels', 'Reiswaffeln', 'Rice Cakes', 'Gallette di Riso', 'Galettes de Riz'),
    flavours: ['chocolate', 'neutral'], price: '3.49', ...SNACK_COLOR,
  },
  {
    handle: 'peanut-butter', kind: 'snack', collections: ['snacks', 'superfoods'], n: 8,
    title: t('Pindakaas', 'Erdnussbutter', 'Peanut Butter', 'Burro di Arachidi', 'Beurre de Cacahuète'),
    sizes: {'500g': '6.95', '1kg': '11.95'}, tags: ['vegan'], color: '#b5773c', backgroundColor: '#f8efe4',
  },
  {
    handle: 'almond-butter', kind: 'snack', collections: ['snacks', 'superfoods'], n: 6,
    title: t('Amandelpasta', 'Mandelmus', 'Almond Butter', "Crema di Mandorle", "Purée d'Amande"),
    price: '8.95', tags: ['vegan'], color: '#c9a27c', backgroundColor: '#faf3ec',
  },
  {
    handle: 'protein-wafer', kind: 'bar', collections: ['snacks'], n: 12,
    title: t('Proteïne Wafel', 'Protein Waffel', 'Protein Wafer', 'Wafer Proteico', 'Gaufrette Protéinée'),
    flavours: ['hazelnut', 'vanilla'], sizes: {'12-bars': '22.95'}, compareAt: {'*': '26.95'}, ...SNACK_COLOR,
  },
  {
    handle: 'energy-balls', kind: 'snack', collections: ['snacks'], n: 5,
    title: t('Energieballetjes', 'Energiebällchen', 'Energy Balls', 'Palline Energetiche', "Boules d'Énergie"),
    flavours: ['cinnamon', 'coconut'], sizes: {'12-pieces': '19.95'}, tags: ['vegan', 'new'], ...VEGAN_COLOR,
  },
  {
    handle: 'protein-granola', kind: 'snack', collections: ['snacks', 'superfoods'], n: 12,
    title: t('Proteïne Granola', 'Protein Granola', 'Protein Granola', 'Granola Proteica', 'Granola Protéiné'),
    flavours: ['chocolate', 'cinnamon'], sizes: {'500g': '8.95'}, ...SNACK_COLOR,
  },
  {
    handle: 'beef-jerky', kind: 'snack', collections: ['snacks'], n: 15,
    title: t('Beef Jerky', 'Beef Jerky', 'Beef Jerky', 'Beef Jerky', 'Beef Jerky'),
    price: '4.95', color: '#7a2e1f', backgroundColor: '#f6e9e6',
  },
  {
    handle: 'oat-bar', kind: 'bar', collections: ['snacks'], n: 6,
    title: t('Havermoutreep', 'Haferriegel', 'Oat Bar', "Barretta d'Avena", "Barre d'Avoine"),
    flavours: ['raspberry', 'banana'], sizes: {'12-bars': '14.95'}, tags: ['vegan'], ...VEGAN_COLOR,
  },
  {
    handle: 'protein-chocolate', kind: 'snack', collections: ['snacks'], n: 10,
    title: t('Proteïne Chocolade', 'Protein Schokolade', 'Protein Chocolate', 'Cioccolato Proteico', 'Chocolat Protéiné'),
    price: '3.95', tags: ['new'], color: '#5a3825', backgroundColor: '#f2ebe6',
  },

  // Vitamins (mostly single-variant "Default Title")
  {
    handle: 'multivitamin', kind: 'vitamin', collections: ['vitamins'], n: 90,
    title: t('Multivitamine', 'Multivitamin', 'Multivitamin', 'Multivitaminico', 'Multivitamines'),
    price: '14.95', subscription: true, tags: ['bestseller', 'vegan'], ...VITAMIN_COLOR,
  },
  {
    handle: 'vitamin-d3', kind: 'vitamin', collections: ['vitamins'], n: 90,
    title: t('Vitamine D3', 'Vitamin D3', 'Vitamin D3', 'Vitamina D3', 'Vitamine D3'),
    price: '9.95', subscription: true, tags: ['vegan'], ...VITAMIN_COLOR,
  },
  {
    handle: 'vitamin-c', kind: 'vitamin', collections: ['vitamins'], n: 60,
    title: t('Vitamine C', 'Vitamin C', 'Vitamin C', 'Vitamina C', 'Vitamine C'),
    price: '8.95', subscription: true, color: '#ff8c1a', backgroundColor: '#fff2e3',
  },
  {
    handle: 'vitamin-b12', kind: 'vitamin', collections: ['vitamins'], n: 90,
    title: t('Vitamine B12', 'Vitamin B12', 'Vitamin B12', 'Vitamina B12', 'Vitamine B12'),
    price: '9.95', subscription: true, tags: ['vegan'], color: '#d1345b', backgroundColor: '#fce9ee',
  },
  {
    handle: 'magnesium', kind: 'vitamin', collections: ['vitamins', 'sports'], n: 60,
    title: t('Magnesium', 'Magnesium', 'Magnesium', 'Magnesio', 'Magnésium'),
    sizes: {'60-caps': '11.95', '120-caps': '19.95'}, subscription: true, ...VITAMIN_COLOR,
  },
  {
    handle: 'zinc', kind: 'vitamin', collections: ['vitamins'], n: 90,
    title: t('Zink', 'Zink', 'Zinc', 'Zinco', 'Zinc'),
    price: '7.95', ...VITAMIN_COLOR,
  },
  {
    handle: 'iron', kind: 'vitamin', collections: ['vitamins'], n: 60,
    title: t('IJzer', 'Eisen', 'Iron', 'Ferro', 'Fer'),
    price: '8.95', soldOut: 'all', ...VITAMIN_COLOR,
  },
  {
    handle: 'omega-3', kind: 'vitamin', collections: ['vitamins', 'superfoods'], n: 60,
    title: t('Omega-3 Algenolie', 'Omega-3 Algenöl', 'Omega-3 Algae Oil', 'Omega-3 Olio di Alghe', "Oméga-3 Huile d'Algues"),
    sizes: {'60-caps': '19.95', '120-caps': '34.95'}, compareAt: {'120-caps': '39.90'}, subscription: true,
    tags: ['vegan', 'bestseller'], color: '#1b7f9e', backgroundColor: '#e6f4f8',
  },
  {
    handle: 'multivitamin-women', kind: 'vitamin', collections: ['vitamins'], n: 60,
    title: t('Multivitamine Vrouw', 'Multivitamin Frauen', 'Multivitamin Women', 'Multivitaminico Donna', 'Multivitamines Femme'),
    price: '16.95', subscription: true, color: '#c2185b', backgroundColor: '#fce4ec',
  },
  {
    handle: 'multivitamin-men', kind: 'vitamin', collections: ['vitamins'], n: 60,
    title: t('Multivitamine Man', 'Multivitamin Männer', 'Multivitamin Men', 'Multivitaminico Uomo', 'Multivitamines Homme'),
    price: '16.95', subscription: true, color: '#1f4e9c', backgroundColor: '#e8eef8',
  },
  {
    handle: 'vitamin-k2-d3', kind: 'vitamin', collections: ['vitamins'], n: 90,
    title: t('Vitamine K2 + D3', 'Vitamin K2 + D3', 'Vitamin K2 + D3', 'Vitamina K2 + D3', 'Vitamine K2 + D3'),
    price: '13.95', ...VITAMIN_COLOR,
  },
  {
    handle: 'calcium', kind: 'vitamin', collections: ['vitamins'], n: 90,
    title: t('Calcium', 'Calcium', 'Calcium', 'Calcio', 'Calcium'),
    price: '7.95', ...VITAMIN_COLOR,
  },
  {
    handle: 'folic-acid', kind: 'vitamin', collections: ['vitamins'], n: 90,
    title: t('Foliumzuur', 'Folsäure', 'Folic Acid', 'Acido Folico', 'Acide Folique'),
    price: '6.95', ...VITAMIN_COLOR,
  },
  {
    handle: 'probiotics', kind: 'vitamin', collections: ['vitamins', 'superfoods'], n: 30,
    title: t('Probiotica', 'Probiotika', 'Probiotics', 'Probiotici', 'Probiotiques'),
    price: '24.95', compareAt: {default: '29.95'}, tags: ['new'], color: '#6a4c93', backgroundColor: '#f1ecf7',
  },
  {
    handle: 'vitamin-box-monthly', kind: 'vitamin', collections: ['vitamins'], n: 30,
    title: t('Vitaminebox per maand', 'Vitaminbox monatlich', 'Monthly Vitamin Box', 'Box Vitamine Mensile', 'Box Vitamines Mensuelle'),
    price: '29.95', subscription: true, requiresSellingPlan: true, tags: ['subscription'], ...VITAMIN_COLOR,
  },

  // Superfoods
  {
    handle: 'spirulina', kind: 'superfood', collections: ['superfoods'], n: 50,
    title: t('Spirulina', 'Spirulina', 'Spirulina', 'Spirulina', 'Spiruline'),
    sizes: {'250g': '12.95', '500g': '21.95'}, tags: ['organic', 'vegan'], ...SUPERFOOD_COLOR,
  },
  {
    handle: 'chlorella', kind: 'superfood', collections: ['superfoods'], n: 50,
    title: t('Chlorella', 'Chlorella', 'Chlorella', 'Clorella', 'Chlorelle'),
    price: '13.95', tags: ['organic', 'vegan'], ...SUPERFOOD_COLOR,
  },
  {
    handle: 'matcha', kind: 'superfood', collections: ['superfoods'], n: 100,
    title: t('Matcha', 'Matcha', 'Matcha', 'Matcha', 'Matcha'),
    price: '19.95', tags: ['organic'], color: '#7cb342', backgroundColor: '#f1f8e9',
  },
  {
    handle: 'chia-seeds', kind: 'superfood', collections: ['superfoods'], n: 33,
    title: t('Chiazaad', 'Chiasamen', 'Chia Seeds', 'Semi di Chia', 'Graines de Chia'),
    sizes: {'500g': '6.95', '1kg': '11.95'}, tags: ['organic', 'vegan'], ...SUPERFOOD_COLOR,
  },
  {
    handle: 'flaxseed', kind: 'superfood', collections: ['superfoods'], n: 33,
    title: t('Lijnzaad', 'Leinsamen', 'Flaxseed', 'Semi di Lino', 'Graines de Lin'),
    price: '4.95', tags: ['organic', 'vegan'], ...SUPERFOOD_COLOR,
  },
  {
    handle: 'hemp-seeds', kind: 'superfood', collections: ['superfoods'], n: 25,
    title: t('Hennepzaad', 'Hanfsamen', 'Hemp Seeds', 'Semi di Canapa', 'Graines de Chanvre'),
    price: '7.95', tags: ['organic', 'vegan'], ...SUPERFOOD_COLOR,
  },
  {
    handle: 'cacao-nibs', kind: 'superfood', collections: ['superfoods', 'snacks'], n: 25,
    title: t('Cacaonibs', 'Kakaonibs', 'Cacao Nibs', 'Granella di Cacao', 'Éclats de Cacao'),
    price: '8.95', tags: ['organic', 'vegan'], color: '#5a3825', backgroundColor: '#f2ebe6',
  },
  {
    handle: 'maca', kind: 'superfood', collections: ['superfoods'], n: 50,
    title: t('Maca Poeder', 'Maca Pulver', 'Maca Powder', 'Maca in Polvere', 'Poudre de Maca'),
    price: '10.95', tags: ['organic', 'vegan'], ...SUPERFOOD_COLOR,
  },
  {
    handle: 'moringa', kind: 'superfood', collections: ['superfoods'], n: 50,
    title: t('Moringa Poeder', 'Moringa Pulver', 'Moringa Powder', 'Moringa in Polvere', 'Poudre de Moringa'),
    price: '9.95', tags: ['organic', 'vegan'], ...SUPERFOOD_COLOR,
  },
  {
    handle: 'acai-powder', kind: 'superfood', collections: ['superfoods'], n: 25,
    title: t('Açaí Poeder', 'Açaí Pulver', 'Açaí Powder', 'Açaí in Polvere', 'Poudre d’Açaí'),
    price: '16.95', compareAt: {default: '18.95'}, tags: ['organic', 'vegan'], color: '#4a1d5c', backgroundColor: '#f3ebf6',
  },
  {
    handle: 'wheatgrass', kind: 'superfood', collections: ['superfoods'], n: 50,
    title: t('Tarwegras Poeder', 'Weizengras Pulver', 'Wheatgrass Powder', "Erba di Grano in Polvere", "Poudre d'Herbe de Blé"),
    price: '9.95', tags: ['organic', 'vegan'], ...SUPERFOOD_COLOR,
  },
  {
    handle: 'turmeric', kind: 'vitamin', collections: ['superfoods', 'vitamins'], n: 60,
    title: t('Kurkuma', 'Kurkuma', 'Turmeric', 'Curcuma', 'Curcuma'),
    sizes: {'60-caps': '14.95'}, tags: ['vegan'], color: '#e39b0b', backgroundColor: '#fdf3e0',
  },
  {
    handle: 'ashwagandha', kind: 'vitamin', collections: ['superfoods', 'vitamins'], n: 60,
    title: t('Ashwagandha', 'Ashwagandha', 'Ashwagandha', 'Ashwagandha', 'Ashwagandha'),
    sizes: {'60-caps': '16.95'}, subscription: true, tags: ['vegan', 'new'], ...SUPERFOOD_COLOR,
  },

  // Sports nutrition
  {
    handle: 'creatine', kind: 'sports', collections: ['sports'], n: 100,
    title: t('Creatine Monohydraat', 'Kreatin Monohydrat', 'Creatine Monohydrate', 'Creatina Monoidrato', 'Créatine Monohydrate'),
    sizes: {'300g': '17.95', '500g': '24.95'}, subscription: true, tags: ['bestseller', 'vegan'], ...SPORTS_COLOR,
  },
  {
    handle: 'pre-workout', kind: 'sports', collections: ['sports'], n: 30,
    title: t('Pre-Workout', 'Pre-Workout', 'Pre-Workout', 'Pre-Workout', 'Pré-Entraînement'),
    flavours: ['mango', 'forest-fruit', 'watermelon'], sizes: {'300g': '29.95'}, soldOut: ['watermelon-300g'], ...SPORTS_COLOR,
  },
  {
    handle: 'bcaa', kind: 'sports', collections: ['sports'], n: 40,
    title: t('BCAA', 'BCAA', 'BCAA', 'BCAA', 'BCAA'),
    flavours: ['lemon', 'forest-fruit'], sizes: {'300g': '22.95'}, ...SPORTS_COLOR,
  },
  {
    handle: 'electrolytes', kind: 'sports', collections: ['sports'], n: 20,
    title: t('Elektrolyten', 'Elektrolyte', 'Electrolytes', 'Elettroliti', 'Électrolytes'),
    flavours: ['lemon', 'orange', 'raspberry'], sizes: {'20-tabs': '7.95'}, tags: ['vegan'], color: '#0fa3b1', backgroundColor: '#e6f7f8',
  },
  {
    handle: 'beta-alanine', kind: 'sports', collections: ['sports'], n: 100,
    title: t('Bèta-Alanine', 'Beta-Alanin', 'Beta-Alanine', 'Beta-Alanina', 'Bêta-Alanine'),
    price: '19.95', ...SPORTS_COLOR,
  },
  {
    handle: 'l-glutamine', kind: 'sports', collections: ['sports'], n: 100,
    title: t('L-Glutamine', 'L-Glutamin', 'L-Glutamine', 'L-Glutammina', 'L-Glutamine'),
    price: '18.95', ...SPORTS_COLOR,
  },
  {
    handle: 'energy-gel', kind: 'sports', collections: ['sports', 'snacks'], n: 12,
    title: t('Energiegel', 'Energiegel', 'Energy Gel', 'Gel Energetico', 'Gel Énergétique'),
    flavours: ['orange', 'lemon'], sizes: {'12-gels': '18.95'}, ...SPORTS_COLOR,
  },
  {
    handle: 'isotonic-drink', kind: 'sports', collections: ['sports'], n: 40,
    title: t('Isotone Sportdrank', 'Isotonisches Getränk', 'Isotonic Drink', 'Bevanda Isotonica', 'Boisson Isotonique'),
    flavours: ['lemon', 'orange'], sizes: {'1kg': '19.95'}, ...SPORTS_COLOR,
  },
  {
    handle: 'shaker', kind: 'accessory', collections: ['sports', 'protein'], n: 700,
    title: t('Shaker', 'Shaker', 'Shaker', 'Shaker', 'Shaker'),
    price: '6.95', color: '#222222', backgroundColor: '#eeeeee',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Derivation

const PRODUCT_ID_BASE = 9_100_000_000_000;
const VARIANT_ID_BASE = 49_100_000_000_000;
const SELLING_PLAN_ID_BASE = 710_000_000;
const COLLECTION_ID_BASE = 480_000_000_000;
const CREATED_FROM = Date.UTC(2022, 0, 10, 9, 0, 0);
const DAY = 86_400_000;

/** EAN-13 with a valid check digit; 871 is the Dutch GS1 prefix. */
function ean13(serial: number): string {
  const body = `871${String(serial).padStart(9, '0')}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** Stable stock level in 3..240 so the catalogue looks lived-in without randomness. */
function stockFor(serial: number): number {
  return 3 + ((serial * 7919) % 238);
}

const SUBSCRIPTION_GROUP_NAME = t('Abonnement', 'Abo', 'Subscribe & save', 'Abbonamento', 'Abonnement');
const DELIVERY_OPTION_NAME = t('Levering', 'Lieferung', 'Delivery', 'Consegna', 'Livraison');

function everyMonths(count: number): Localized {
  if (count === 1) return t('Elke maand', 'Jeden Monat', 'Every month', 'Ogni mese', 'Chaque mois');
  return t(`Elke ${count} maanden`, `Alle ${count} Monate`, `Every ${count} months`, `Ogni ${count} mesi`, `Tous les ${count} mois`);
}

function subscriptionGroup(productIndex: number): DemoSellingPlanGroup {
  return {
    name: SUBSCRIPTION_GROUP_NAME,
    appName: 'Original Fuel Subscriptions',
    optionName: DELIVERY_OPTION_NAME,
    plans: [1, 2, 3].map((months) => ({
      id: `gid://shopify/SellingPlan/${SELLING_PLAN_ID_BASE + productIndex * 10 + months}`,
      name: everyMonths(months),
      interval: 'MONTH' as const,
      intervalCount: months,
      percentageOff: 10,
    })),
  };
}

function productCode(handle: string): string {
  return handle
    .split('-')
    .map((part) => part.slice(0, 3).toUpperCase())
    .join('');
}

type VariantSpec = {slug: string; options: DemoOption[]; price: string; grams: number};

function variantSpecs(def: ProductDef): VariantSpec[] {
  const flavours = def.flavours ?? [];
  const sizes = Object.entries(def.sizes ?? {}) as [SizeKey, string][];
  const flavourOption = (key: FlavourKey): DemoOption => ({
    kind: 'flavour',
    name: FLAVOUR_NAME,
    value: FLAVOURS[key].value,
    color: FLAVOURS[key].color,
  });
  const sizeOption = (key: SizeKey): DemoOption => ({kind: 'size', name: SIZE_NAME, value: SIZES[key].value});
  const basePrice = def.price ?? '0.00';

  if (flavours.length && sizes.length) {
    return flavours.flatMap((flavour) =>
      sizes.map(([size, price]) => ({
        slug: `${flavour}-${size}`,
        options: [flavourOption(flavour), sizeOption(size)],
        price,
        grams: SIZES[size].grams,
      })),
    );
  }
  if (flavours.length) {
    return flavours.map((flavour) => ({slug: flavour, options: [flavourOption(flavour)], price: basePrice, grams: 100}));
  }
  if (sizes.length) {
    return sizes.map(([size, price]) => ({slug: size, options: [sizeOption(size)], price, grams: SIZES[size].grams}));
  }
  return [{slug: 'default', options: [{kind: 'default', name: DEFAULT_NAME, value: DEFAULT_VALUE}], price: basePrice, grams: 150}];
}

/** `serial` numbers variants across the whole catalogue (ids, barcodes, stock), so it is threaded through in order. */
function buildProduct(def: ProductDef, index: number, serial: {next: () => number}): DemoProduct {
  const created = CREATED_FROM + index * 11 * DAY + (index % 7) * 3_600_000;
  const code = productCode(def.handle);
  const soldOut = (slug: string) => def.soldOut === 'all' || (def.soldOut?.includes(slug) ?? false);

  const variants = variantSpecs(def).map((spec): DemoVariant => {
    const variantSerial = serial.next();
    const out = soldOut(spec.slug);
    return {
      id: `gid://shopify/ProductVariant/${VARIANT_ID_BASE + variantSerial}`,
      sku: `OF-${code}-${spec.slug.toUpperCase()}`,
      barcode: ean13(100_000 + variantSerial),
      slug: spec.slug,
      options: spec.options,
      price: spec.price,
      compareAtPrice: def.compareAt?.[spec.slug] ?? def.compareAt?.['*'] ?? null,
      availableForSale: !out,
      quantityAvailable: out ? 0 : stockFor(variantSerial),
      // Packaging adds roughly 8% to the filling weight.
      weightGrams: Math.round(spec.grams * 1.08),
      imagePath: `/images/catalogue/${def.handle}/${spec.slug}.png`,
    };
  });

  const description = mapLocalized((lang) => DESCRIPTION[def.kind](def.title[lang], lang, def.n));
  const tags = [...new Set([def.kind === 'vitamin' ? 'vitamins' : def.collections[0]!, ...(def.tags ?? [])])];
  return {
    id: `gid://shopify/Product/${PRODUCT_ID_BASE + index + 1}`,
    handle: def.handle,
    title: def.title,
    description,
    descriptionHtml: mapLocalized((lang) => `<p>${escapeHtml(description[lang])}</p>`),
    shortDescription: SHORT[def.kind](def.n),
    productType: PRODUCT_TYPES[def.kind],
    tags,
    vendor: 'Original Fuel',
    collectionHandles: def.collections,
    color: def.color,
    backgroundColor: def.backgroundColor,
    createdAt: new Date(created).toISOString().replace('.000Z', 'Z'),
    publishedAt: new Date(created + DAY).toISOString().replace('.000Z', 'Z'),
    isNew: def.tags?.includes('new') ?? false,
    requiresSellingPlan: def.requiresSellingPlan ?? false,
    sellingPlanGroups: def.subscription || def.requiresSellingPlan ? [subscriptionGroup(index)] : [],
    variants,
    // Bestsellers first, then a stable spread over the rest.
    salesRank: (def.tags?.includes('bestseller') ? 0 : 100) + ((index * 37) % 97),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function buildProducts(): DemoProduct[] {
  let count = 0;
  const serial = {next: () => (count += 1)};
  return DEFS.map((def, index) => buildProduct(def, index, serial));
}

export const PRODUCTS: DemoProduct[] = buildProducts();

const COLLECTION_DEFS: Omit<DemoCollection, 'id' | 'productHandles'>[] = [
  {
    handle: 'protein',
    title: t('Proteïne', 'Protein', 'Protein', 'Proteine', 'Protéines'),
    description: t(
      'Eiwitshakes, -repen en -snacks voor spierherstel en een verzadigd gevoel.',
      'Proteinshakes, -riegel und -snacks für Muskelregeneration und Sättigung.',
      'Protein shakes, bars and snacks for muscle recovery and lasting fullness.',
      'Shake, barrette e snack proteici per il recupero muscolare e la sazietà.',
      'Shakes, barres et en-cas protéinés pour la récupération et la satiété.',
    ),
    color: '#fe5000',
    backgroundColor: '#fff1e8',
  },
  {
    handle: 'vitamins',
    title: t('Vitamines', 'Vitamine', 'Vitamins', 'Vitamine', 'Vitamines'),
    description: t(
      'Vitamines en mineralen in goed opneembare vormen, vegan waar het kan.',
      'Vitamine und Mineralstoffe in gut verwertbarer Form, vegan wo möglich.',
      'Vitamins and minerals in well-absorbed forms, vegan wherever possible.',
      'Vitamine e minerali in forme ben assimilabili, vegani dove possibile.',
      'Vitamines et minéraux sous des formes bien assimilées, vegan autant que possible.',
    ),
    color: '#f2b705',
    backgroundColor: '#fff8e1',
  },
  {
    handle: 'snacks',
    title: t('Snacks', 'Snacks', 'Snacks', 'Snack', 'En-cas'),
    description: t(
      'Repen, koeken en chips met veel eiwit en weinig suiker.',
      'Riegel, Cookies und Chips mit viel Eiweiß und wenig Zucker.',
      'Bars, cookies and crisps high in protein and low in sugar.',
      'Barrette, biscotti e patatine ricchi di proteine e poveri di zuccheri.',
      'Barres, cookies et chips riches en protéines et pauvres en sucre.',
    ),
    color: '#8b3a62',
    backgroundColor: '#fbeef4',
  },
  {
    handle: 'superfoods',
    title: t('Superfoods', 'Superfoods', 'Superfoods', 'Superfood', 'Superaliments'),
    description: t(
      'Biologische superfoods, puur en onbewerkt.',
      'Bio-Superfoods, rein und unverarbeitet.',
      'Organic superfoods, pure and unprocessed.',
      'Superfood biologici, puri e non lavorati.',
      'Superaliments bio, purs et non transformés.',
    ),
    color: '#4e8a2a',
    backgroundColor: '#f0f7e9',
  },
  {
    handle: 'sports',
    title: t('Sportvoeding', 'Sportnahrung', 'Sports Nutrition', 'Nutrizione Sportiva', 'Nutrition Sportive'),
    description: t(
      'Creatine, pre-workout en elektrolyten voor elke training.',
      'Kreatin, Pre-Workout und Elektrolyte für jedes Training.',
      'Creatine, pre-workout and electrolytes for every workout.',
      'Creatina, pre-workout ed elettroliti per ogni allenamento.',
      'Créatine, pré-entraînement et électrolytes pour chaque séance.',
    ),
    color: '#1f4e9c',
    backgroundColor: '#e9f0fb',
  },
  {
    handle: 'all',
    title: t('Alle producten', 'Alle Produkte', 'All products', 'Tutti i prodotti', 'Tous les produits'),
    description: t(
      'Het complete assortiment van Original Fuel.',
      'Das komplette Sortiment von Original Fuel.',
      'The complete Original Fuel range.',
      "L'assortimento completo di Original Fuel.",
      "La gamme complète d'Original Fuel.",
    ),
    color: '#fe5000',
    backgroundColor: '#ffffff',
  },
];

export const COLLECTIONS: DemoCollection[] = COLLECTION_DEFS.map((def, index) => ({
  ...def,
  id: `gid://shopify/Collection/${COLLECTION_ID_BASE + index + 1}`,
  // Manual order = table order, which puts each collection's flagship products first.
  productHandles: PRODUCTS.filter((p) => def.handle === 'all' || p.collectionHandles.includes(def.handle)).map((p) => p.handle),
}));

const productsByHandle = new Map(PRODUCTS.map((p) => [p.handle, p]));
const collectionsByHandle = new Map(COLLECTIONS.map((c) => [c.handle, c]));

export function productByHandle(handle: string): DemoProduct | undefined {
  return productsByHandle.get(handle);
}

export function collectionByHandle(handle: string): DemoCollection | undefined {
  return collectionsByHandle.get(handle);
}

export function variantBySlug(product: DemoProduct, slug: string): DemoVariant | undefined {
  return product.variants.find((v) => v.slug === slug);
}
