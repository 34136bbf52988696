// The whey-protein page in the new sections format: at least one of every ProductSectionUnion member, in an
// order a real page could have. Two sections are shown on one breakpoint only: the reviews animation on mobile
// ("Geliefd onderweg" / "Loved on the go" …) and the old article carousel on desktop ("Lees verder op het
// fitblog" / "Read more on the fitblog" …). Colours, margins and paddings differ from the defaults on the content
// image, spacer, benefits, reviews trust widget and video sections.
import {block, translated, type Block, type LocalizedValue, type StructuredText} from '../datocms/records';
import {dast, embed, itemLink, link, list, p, strong, tableBlock} from './content-dast';
import {ids, photo} from './content-kit';
import {BRAND_LOOP_CAPTIONS, BRAND_LOOP_VIDEO, VIMEO_FARM_URL, YOUTUBE_SHAKE_VIDEO} from './content-media';
import {FAQ_BLOCKS} from './content-product-faq';
import {anchorSlug, section} from './content-sections-kit';

type Text = LocalizedValue<string>;
const t = translated<string>;

// ---------------------------------------------------------------------------------------------------------------
// Summary: bold text, an external link (new tab), an internal link and a nutrition table.

type SummaryCopy = {
  intro: [string, string, string];
  more: [string, string, string, string];
  columns: string[];
  rows: string[][];
  bullets: string[];
};

const EFSA_URL = 'https://www.efsa.europa.eu/en/topics/topic/dietary-reference-values';
const PROTEIN_ARTICLE = ids.article('protein-after-training');

const SUMMARY_COPY: Record<'nl' | 'de' | 'en' | 'it' | 'fr', SummaryCopy> = {
  nl: {
    intro: ['Whey Proteïne geeft je ', '24 g eiwit per portie', ' uit weidemelk. Het lost direct op en smaakt romig.'],
    more: ['Meer weten over eiwit? Lees de richtlijnen van de ', 'EFSA', ' of ons artikel over ', 'eiwit na je training'],
    columns: ['Voedingswaarde', 'Per 100 g', 'Per portie (30 g)'],
    rows: [['Energie', '389 kcal', '117 kcal'], ['Eiwit', '80 g', '24 g'], ['Koolhydraten', '6,5 g', '2,0 g'], ['Vet', '5,9 g', '1,8 g']],
    bullets: ['Glutenvrij', 'Zonder toegevoegde suikers', 'Getest op doping'],
  },
  de: {
    intro: ['Whey Protein liefert dir ', '24 g Eiweiß pro Portion', ' aus Weidemilch. Es löst sich sofort und schmeckt cremig.'],
    more: ['Mehr über Eiweiß? Lies die Empfehlungen der ', 'EFSA', ' oder unseren Artikel über ', 'Eiweiß nach dem Training'],
    columns: ['Nährwert', 'Pro 100 g', 'Pro Portion (30 g)'],
    rows: [['Energie', '389 kcal', '117 kcal'], ['Eiweiß', '80 g', '24 g'], ['Kohlenhydrate', '6,5 g', '2,0 g'], ['Fett', '5,9 g', '1,8 g']],
    bullets: ['Glutenfrei', 'Ohne Zuckerzusatz', 'Auf Doping getestet'],
  },
  en: {
    intro: ['Whey Protein gives you ', '24 g of protein per serving', ' from pasture milk. It dissolves instantly and tastes creamy.'],
    more: ['Want to know more about protein? Read the ', 'EFSA', ' guidelines or our article on ', 'protein after training'],
    columns: ['Nutrition', 'Per 100 g', 'Per serving (30 g)'],
    rows: [['Energy', '389 kcal', '117 kcal'], ['Protein', '80 g', '24 g'], ['Carbohydrates', '6.5 g', '2.0 g'], ['Fat', '5.9 g', '1.8 g']],
    bullets: ['Gluten-free', 'No added sugar', 'Tested for doping'],
  },
  it: {
    intro: ['Proteine Whey ti dà ', '24 g di proteine per porzione', ' da latte di pascolo. Si scioglie subito ed è cremosa.'],
    more: ['Vuoi saperne di più? Leggi le linee guida dell’', 'EFSA', ' o il nostro articolo sulle ', 'proteine dopo lo sport'],
    columns: ['Valori nutrizionali', 'Per 100 g', 'Per porzione (30 g)'],
    rows: [['Energia', '389 kcal', '117 kcal'], ['Proteine', '80 g', '24 g'], ['Carboidrati', '6,5 g', '2,0 g'], ['Grassi', '5,9 g', '1,8 g']],
    bullets: ['Senza glutine', 'Senza zuccheri aggiunti', 'Testata antidoping'],
  },
  fr: {
    intro: ['La Protéine Whey t’apporte ', '24 g de protéines par portion', ' issues de lait de pâturage. Elle se dissout instantanément.'],
    more: ['Envie d’en savoir plus ? Lis les repères de l’', 'EFSA', ' ou notre article sur les ', 'protéines après le sport'],
    columns: ['Valeurs nutritionnelles', 'Pour 100 g', 'Par portion (30 g)'],
    rows: [['Énergie', '389 kcal', '117 kcal'], ['Protéines', '80 g', '24 g'], ['Glucides', '6,5 g', '2,0 g'], ['Lipides', '5,9 g', '1,8 g']],
    bullets: ['Sans gluten', 'Sans sucres ajoutés', 'Testée antidopage'],
  },
};

function summaryText({intro, more, columns, rows, bullets}: SummaryCopy): StructuredText {
  return dast(
    p(intro[0], strong(intro[1]), intro[2]),
    p(more[0], link(EFSA_URL, more[1], true), more[2], itemLink(PROTEIN_ARTICLE, more[3]), '.'),
    embed(tableBlock(columns, rows)),
    list('bulleted', ...bullets.map((bullet) => [bullet])),
  );
}

const {nl, de, en, it, fr} = SUMMARY_COPY;
export const WHEY_SUMMARY_TEXT = translated(summaryText(nl), summaryText(de), summaryText(en), summaryText(it), summaryText(fr));

export const READ_MORE = t('Lees meer', 'Mehr lesen', 'Read more', 'Leggi di più', 'Lire la suite');
export const READ_LESS = t('Lees minder', 'Weniger lesen', 'Read less', 'Leggi meno', 'Réduire');

// ---------------------------------------------------------------------------------------------------------------
// Benefits and specification groups

const benefit = (title: Text, text: Text, image: string) => block('benefit', {title, text, image: photo(image, title)});

const BENEFITS: Block[] = [
  benefit(
    t('24 g eiwit', '24 g Eiweiß', '24 g protein', '24 g di proteine', '24 g de protéines'),
    t(
      'Per portie, voor herstel na elke training.',
      'Pro Portion, für die Erholung nach jedem Training.',
      'Per serving, for recovery after every workout.',
      'Per porzione, per il recupero dopo ogni allenamento.',
      'Par portion, pour récupérer après chaque séance.',
    ),
    'benefit-protein-square',
  ),
  benefit(
    t('Lost direct op', 'Löst sich sofort', 'Dissolves instantly', 'Si scioglie subito', 'Se dissout instantanément'),
    t(
      'Geen klontjes, ook niet in water.',
      'Keine Klümpchen, auch nicht in Wasser.',
      'No lumps, even in water.',
      'Niente grumi, nemmeno in acqua.',
      "Pas de grumeaux, même dans l'eau.",
    ),
    'benefit-shaker-square',
  ),
  benefit(
    t('Uit weidemelk', 'Aus Weidemilch', 'From pasture milk', 'Da latte di pascolo', 'Issue de lait de pâturage'),
    t(
      'Van koeien die minstens 120 dagen per jaar buiten grazen.',
      'Von Kühen, die mindestens 120 Tage im Jahr draußen grasen.',
      'From cows that graze outdoors at least 120 days a year.',
      "Da mucche al pascolo almeno 120 giorni l'anno.",
      'De vaches qui pâturent dehors au moins 120 jours par an.',
    ),
    'benefit-meadow-square',
  ),
];

const specItem = (label: Text, value: Text | string) => block('specification_item', {label, value});

export const WHEY_SPECIFICATION_GROUPS: Block[] = [
  block('specification_group', {
    label: t('Voedingswaarden', 'Nährwerte', 'Nutrition', 'Valori nutrizionali', 'Valeurs nutritionnelles'),
    defaultOpen: false,
    items: [
      specItem(t('Energie', 'Energie', 'Energy', 'Energia', 'Énergie'), '117 kcal'),
      specItem(t('Eiwit', 'Eiweiß', 'Protein', 'Proteine', 'Protéines'), '24 g'),
      specItem(t('Koolhydraten', 'Kohlenhydrate', 'Carbohydrates', 'Carboidrati', 'Glucides'), t('2,0 g', '2,0 g', '2.0 g', '2,0 g', '2,0 g')),
      specItem(t('Vet', 'Fett', 'Fat', 'Grassi', 'Lipides'), t('1,8 g', '1,8 g', '1.8 g', '1,8 g', '1,8 g')),
    ],
  }),
  // Open by default though not first: the ingredients are what most shoppers look for.
  block('specification_group', {
    label: t('Ingrediënten', 'Zutaten', 'Ingredients', 'Ingredienti', 'Ingrédients'),
    defaultOpen: true,
    items: [
      specItem(
        t('Ingrediënten', 'Zutaten', 'Ingredients', 'Ingredienti', 'Ingrédients'),
        t(
          'Wei-eiwitconcentraat (melk), cacao, aroma, zoetstof: sucralose',
          'Molkenproteinkonzentrat (Milch), Kakao, Aroma, Süßungsmittel: Sucralose',
          'Whey protein concentrate (milk), cocoa, flavouring, sweetener: sucralose',
          'Concentrato di proteine del siero di latte (latte), cacao, aromi, edulcorante: sucralosio',
          'Concentré de protéines de lactosérum (lait), cacao, arôme, édulcorant : sucralose',
        ),
      ),
      specItem(t('Allergenen', 'Allergene', 'Allergens', 'Allergeni', 'Allergènes'), t('Melk', 'Milch', 'Milk', 'Latte', 'Lait')),
    ],
  }),
  block('specification_group', {
    label: t('Gebruik', 'Anwendung', 'How to use', 'Modo d’uso', 'Utilisation'),
    defaultOpen: false,
    items: [
      specItem(
        t('Dosering', 'Dosierung', 'Dose', 'Dose', 'Dose'),
        t('30 g in 250 ml water of melk', '30 g in 250 ml Wasser oder Milch', '30 g in 250 ml water or milk', '30 g in 250 ml di acqua o latte', "30 g dans 250 ml d'eau ou de lait"),
      ),
      specItem(
        t('Moment', 'Zeitpunkt', 'When', 'Quando', 'Moment'),
        t('Binnen een uur na je training', 'Innerhalb einer Stunde nach dem Training', 'Within an hour after training', "Entro un'ora dall'allenamento", "Dans l'heure après l'entraînement"),
      ),
    ],
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Hero grid: the main item plays the demo video (media display picks video for video uploads).

const heroItem = (heading: Text, text: Text, media: ReturnType<typeof photo>) => block('hero_grid_item', {heading, text, media});

const HERO_GRID = section(
  'hero_grid',
  {
    mainItem: heroItem(
      t('Gemaakt voor elke dag', 'Gemacht für jeden Tag', 'Made for every day', 'Fatta per ogni giorno', 'Faite pour chaque jour'),
      t(
        'Van je ochtendshake tot je herstel na het sporten.',
        'Vom Morgenshake bis zur Erholung nach dem Sport.',
        'From your morning shake to recovery after training.',
        "Dallo shake del mattino al recupero dopo l'allenamento.",
        "Du shake du matin à la récupération après l'effort.",
      ),
      BRAND_LOOP_VIDEO,
    ),
    items: [
      heroItem(t('Na het sporten', 'Nach dem Sport', 'After training', 'Dopo lo sport', 'Après le sport'), t('Snel herstel', 'Schnelle Erholung', 'Fast recovery', 'Recupero rapido', 'Récupération rapide'), photo('hero-grid-training-square', 'Training')),
      heroItem(t('In je ontbijt', 'Im Frühstück', 'In your breakfast', 'A colazione', 'Au petit-déjeuner'), t('Door je yoghurt', 'Im Joghurt', 'Stirred into yoghurt', 'Nello yogurt', 'Dans ton yaourt'), photo('hero-grid-breakfast-square', 'Breakfast')),
      heroItem(t('Onderweg', 'Unterwegs', 'On the go', 'In movimento', 'En déplacement'), t('In je tas', 'In der Tasche', 'In your bag', 'In borsa', 'Dans ton sac'), photo('hero-grid-on-the-go-square', 'On the go')),
      heroItem(t('Bakken', 'Backen', 'Baking', 'In cucina', 'En pâtisserie'), t('Eiwitrijke pannenkoeken', 'Proteinpfannkuchen', 'Protein pancakes', 'Pancake proteici', 'Pancakes protéinés'), photo('hero-grid-baking-square', 'Baking')),
    ],
    mobileVariant: 'carousel',
    hideTrustpilot: false,
  },
);

// ---------------------------------------------------------------------------------------------------------------
// The page

export const WHEY_LIFESTYLE_IMAGES = [1, 2, 3, 4].map((n) =>
  photo(`lifestyle-whey-${n}-square`, t('Whey Proteïne in actie', 'Whey Protein in Aktion', 'Whey Protein in action', 'Proteine Whey in azione', 'Protéine Whey en action')),
);

const ANCHORS = section('navigation_anchors', {
  items: [
    block('anchor', {label: t('Over het product', 'Über das Produkt', 'About', 'Descrizione', 'Description'), slug: anchorSlug('summary')}),
    block('anchor', {label: t('Voordelen', 'Vorteile', 'Benefits', 'Benefici', 'Avantages'), slug: anchorSlug('benefits')}),
    block('anchor', {label: t('Voedingswaarden', 'Nährwerte', 'Nutrition', 'Valori nutrizionali', 'Valeurs nutritionnelles'), slug: anchorSlug('specification_groups')}),
    block('anchor', {label: t('Reviews', 'Bewertungen', 'Reviews', 'Recensioni', 'Avis'), slug: anchorSlug('reviews')}),
    block('anchor', {label: t('Vragen', 'Fragen', 'FAQ', 'Domande', 'Questions'), slug: anchorSlug('faq')}),
  ],
});

const ARTICLES = ['protein-after-training', 'how-much-protein-per-day', 'recovery-and-sleep'].map(ids.article);

export const WHEY_PROTEIN_SECTIONS: Block[] = [
  ANCHORS,
  section('summary', {
    heading: t('Over Whey Proteïne', 'Über Whey Protein', 'About Whey Protein', 'Informazioni su Proteine Whey', 'À propos de la Protéine Whey'),
    content: WHEY_SUMMARY_TEXT,
    truncateAfter: 180,
    readMoreLabel: READ_MORE,
    readLessLabel: READ_LESS,
  }),
  section(
    'benefits',
    {
      heading: t('Waarom Whey Proteïne', 'Warum Whey Protein', 'Why Whey Protein', 'Perché Proteine Whey', 'Pourquoi la Protéine Whey'),
      items: BENEFITS,
      readMoreLabel: READ_MORE,
      readLessLabel: READ_LESS,
      openByDefault: true,
    },
    {backgroundColor: '#fff1e8', marginTopDesktop: 40},
  ),
  section('specification_groups', {
    heading: t('Wat zit erin', 'Was drin ist', "What's inside", 'Cosa contiene', 'Ce qu’il contient'),
    selectLabel: t('Kies een onderdeel', 'Wähle einen Bereich', 'Choose a topic', 'Scegli una sezione', 'Choisis une rubrique'),
    groups: WHEY_SPECIFICATION_GROUPS,
  }),
  HERO_GRID,
  section('lifestyle_carousel', {
    heading: t('Whey in actie', 'Whey in Aktion', 'Whey in action', 'Whey in azione', 'La whey en action'),
    images: WHEY_LIFESTYLE_IMAGES,
  }),
  section('product_carousel', {
    heading: t('Misschien ook lekker', 'Das könnte dir auch schmecken', 'You may also like', 'Potrebbe piacerti anche', 'Tu aimeras aussi'),
    // Filled from the Storefront's product recommendations; no products picked by hand.
    products: [],
    button: null,
    useRecommendations: true,
  }),
  section('product_and_article_carousel', {
    heading: t('Haal meer uit je training', 'Hol mehr aus deinem Training', 'Get more from your training', 'Ottieni di più dal tuo allenamento', 'Tire le meilleur de ton entraînement'),
    products: ['creatine', 'protein-bar', 'shaker'].map(ids.product),
    articles: ARTICLES.slice(0, 2),
  }),
  section('article_highlight', {
    headline: t('Fitblog', 'Fitblog', 'Fitblog', 'Fitblog', 'Fitblog'),
    article: ids.article('how-much-protein-per-day'),
    buttonLabel: t('Lees het artikel', 'Artikel lesen', 'Read the article', "Leggi l'articolo", "Lire l'article"),
  }),
  section(
    'content_image',
    {
      heading: t('Van weide tot shaker', 'Von der Weide in den Shaker', 'From meadow to shaker', 'Dal pascolo allo shaker', 'Du pré au shaker'),
      body: translated(
        dast(p('Onze melk komt van ', strong('familieboerderijen'), ' in Friesland. We maken er in Nederland eiwitpoeder van.')),
        dast(p('Unsere Milch kommt von ', strong('Familienhöfen'), ' in Friesland. Wir verarbeiten sie in den Niederlanden.')),
        dast(p('Our milk comes from ', strong('family farms'), ' in Friesland. We turn it into protein powder in the Netherlands.')),
        dast(p('Il nostro latte proviene da ', strong('aziende familiari'), ' in Frisia. Lo lavoriamo nei Paesi Bassi.')),
        dast(p('Notre lait vient de ', strong('fermes familiales'), ' de Frise. Nous le transformons aux Pays-Bas.')),
      ),
      image: photo('whey-farm-portrait', t('Koeien in de wei', 'Kühe auf der Weide', 'Cows in the meadow', 'Mucche al pascolo', 'Vaches au pré')),
      imageMobile: photo('whey-farm-square', t('Koeien in de wei', 'Kühe auf der Weide', 'Cows in the meadow', 'Mucche al pascolo', 'Vaches au pré')),
      backgroundImage: photo('whey-meadow-wide', '', '#2f7d4f'),
      imagePosition: 'right',
    },
    {
      backgroundColor: '#1d1d1b',
      textColor: '#fff1e8',
      marginTopMobile: 16,
      marginBottomMobile: 16,
      marginTopDesktop: 48,
      marginBottomDesktop: 48,
      paddingTopMobile: 24,
      paddingBottomMobile: 48,
      paddingTopDesktop: 96,
      paddingBottomDesktop: 120,
    },
  ),
  section('spacer', {heightMobile: 24, heightDesktop: 64}, {backgroundColor: '#fe5000', paddingTopMobile: 0, paddingBottomMobile: 0, paddingTopDesktop: 0, paddingBottomDesktop: 0}),
  section(
    'old_article_carousel',
    {
      heading: t('Lees verder op het fitblog', 'Weiterlesen im Fitblog', 'Read more on the fitblog', 'Continua a leggere sul fitblog', 'Lire la suite sur le fitblog'),
      articles: ARTICLES,
    },
    {visibility: 'desktop'},
  ),
  section(
    'reviews_trust_widget',
    {
      heading: t('Wat klanten zeggen', 'Was Kunden sagen', 'What customers say', 'Cosa dicono i clienti', 'Ce que disent nos clients'),
      headingLevel: 2,
      headline: t('Trustpilot', 'Trustpilot', 'Trustpilot', 'Trustpilot', 'Trustpilot'),
      sortingOrder: 'recency',
      ctaLabel: t('Alle reviews', 'Alle Bewertungen', 'All reviews', 'Tutte le recensioni', 'Tous les avis'),
      ctaHref: 'https://www.trustpilot.com/review/originalfuel.eu',
    },
    {backgroundColor: '#f2b705', textColor: '#1d1d1b'},
  ),
  section('faq', {
    headline: t('Vragen', 'Fragen', 'Questions', 'Domande', 'Questions'),
    heading: t('Veelgestelde vragen', 'Häufige Fragen', 'Frequently asked questions', 'Domande frequenti', 'Questions fréquentes'),
    headingTag: 'h2',
    blocks: FAQ_BLOCKS,
    initialAmount: 3,
    paginateAmount: 3,
    responsive: true,
    showMoreLabel: t('Meer vragen', 'Mehr Fragen', 'More questions', 'Altre domande', 'Plus de questions'),
  }),
  section('reviews', {heading: t('Reviews van klanten', 'Kundenbewertungen', 'Customer reviews', 'Recensioni dei clienti', 'Avis clients')}),
  section('reviews_list', {
    labelReviews: t('reviews', 'Bewertungen', 'reviews', 'recensioni', 'avis'),
    buttonLoadMoreLabel: t('Meer reviews', 'Mehr Bewertungen', 'More reviews', 'Altre recensioni', "Plus d'avis"),
    buttonWriteReviewLabel: t('Schrijf een review', 'Bewertung schreiben', 'Write a review', 'Scrivi una recensione', 'Écrire un avis'),
    reviewType: 'product',
    ratingType: 'stars',
  }),
  section(
    'reviews_animation',
    {heading: t('Geliefd onderweg', 'Beliebt unterwegs', 'Loved on the go', 'Amato in movimento', 'Adoré en déplacement')},
    {visibility: 'mobile'},
  ),
  section(
    'video',
    {
      heading: t('Zo maak je de perfecte shake', 'So gelingt der perfekte Shake', 'How to make the perfect shake', 'Come fare lo shake perfetto', 'Comment faire le shake parfait'),
      video: BRAND_LOOP_VIDEO,
      captions: BRAND_LOOP_CAPTIONS,
      cover: photo('video-cover-shake-wide', t('Shake maken', 'Shake zubereiten', 'Making a shake', 'Preparare uno shake', 'Préparer un shake')),
    },
    {backgroundColor: '#1d1d1b', textColor: '#ffffff', paddingTopDesktop: 80, paddingBottomDesktop: 80},
  ),
  section('video_popup', {
    heading: t('Bekijk de video', 'Sieh dir das Video an', 'Watch the video', 'Guarda il video', 'Regarde la vidéo'),
    buttonLabel: t('Video afspelen', 'Video abspielen', 'Play video', 'Riproduci video', 'Lire la vidéo'),
    videoUrl: YOUTUBE_SHAKE_VIDEO.url,
    cover: photo('video-cover-youtube-wide', 'YouTube'),
  }),
  section('video_popup', {
    heading: t('Op bezoek bij de boer', 'Zu Besuch beim Bauern', 'Visiting the farm', 'In visita alla fattoria', 'En visite à la ferme'),
    buttonLabel: t('Video afspelen', 'Video abspielen', 'Play video', 'Riproduci video', 'Lire la vidéo'),
    videoUrl: VIMEO_FARM_URL,
    cover: photo('video-cover-farm-wide', 'Vimeo'),
  }),
  // The sections below show product fields (sticker, upsell, …) or layout blocks: only their settings are here.
  section('sticker'),
  section('mix_and_match'),
  section('product_upsell'),
  section('company_info'),
  section('customer_service'),
  section('booking_consult'),
  section('subscription'),
  section('delivery_code'),
  section('preorder'),
];
