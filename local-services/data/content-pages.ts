// Demo pages and the site shell: layout (menu, footer), home page, products overview and the service pages.
// The menu and footer link to a record of every link-target type (spec §2) plus free URLs, so every link case
// (record, /cart overlay, Calendly popup, external new tab) has an example.
import {block, localized, translated, type Block, type ContentRecord, type LocalizedValue, type Upload} from '../datocms/records';
import {CONTENT_COLLECTIONS} from './content-commerce';
import {at, CALENDLY_URL, fromCatalogue, ids, linkTo, linkToUrl, photo} from './content-kit';
import {ABOUT_US_SECTIONS} from './content-page-sections';
import {section} from './content-sections-kit';
import {COMPANY_INFO, CUSTOMER_SERVICE, PRODUCT_POPUP} from './content-shell-blocks';
import {serviceFieldsOf} from './content-service-pages';

type Text = LocalizedValue<string>;

const PAGE_IDS = {
  home: ids.page('home_page'),
  productsOverview: ids.page('products_overview'),
  layout: ids.page('layout'),
  fitblog: ids.page('fitblog'),
  recipes: ids.page('recipe_overview'),
  reviews: ids.page('reviews_page'),
  contact: ids.page('contact_page', 'contact'),
  wholesale: ids.page('wholesale_page', 'wholesale'),
  aboutUs: ids.page('page', 'about-us'),
  vitaminTest: ids.page('page', 'vitamintest'),
  plantBasedGuide: ids.page('page', 'plant-based-guide'),
  nutritionAdvice: ids.page('page', 'nutrition-advise-submit'),
  cart: ids.page('cart_page'),
};

// ---------------------------------------------------------------------------------------------------------------
// Pages with a slug

type PageDef = {id: string; model: string; slug: string; title: Text; intro: Text; body?: Text; sections?: Block[]};

const PAGES: PageDef[] = [
  {
    id: PAGE_IDS.fitblog,
    model: 'fitblog',
    slug: 'fitblog',
    title: translated('Fitblog', 'Fitblog', 'Fitblog', 'Fitblog', 'Fitblog'),
    intro: translated(
      'Tips over training, voeding en een fitte leefstijl.',
      'Tipps zu Training, Ernährung und einem fitten Lebensstil.',
      'Tips on training, nutrition and a fit lifestyle.',
      'Consigli su allenamento, alimentazione e uno stile di vita sano.',
      "Des conseils sur l'entraînement, la nutrition et un mode de vie sain.",
    ),
  },
  {
    id: PAGE_IDS.recipes,
    model: 'recipe_overview',
    slug: 'recipes',
    title: translated('Recepten', 'Rezepte', 'Recipes', 'Ricette', 'Recettes'),
    intro: translated(
      'Eiwitrijke recepten voor elk moment van de dag.',
      'Proteinreiche Rezepte für jede Tageszeit.',
      'High-protein recipes for every moment of the day.',
      'Ricette proteiche per ogni momento della giornata.',
      'Des recettes riches en protéines pour chaque moment de la journée.',
    ),
  },
  {
    id: PAGE_IDS.reviews,
    model: 'reviews_page',
    slug: 'reviews',
    title: translated('Reviews', 'Bewertungen', 'Reviews', 'Recensioni', 'Avis'),
    intro: translated(
      'Lees wat klanten over ons zeggen.',
      'Lies, was Kundinnen und Kunden über uns sagen.',
      'Read what customers say about us.',
      'Leggi cosa dicono di noi i clienti.',
      'Découvre ce que nos clients disent de nous.',
    ),
  },
  {
    id: PAGE_IDS.contact,
    model: 'contact_page',
    slug: 'contact',
    title: translated(
      'Hoe kunnen we je helpen?',
      'Wie können wir helfen?',
      'How can we help you?',
      'Come possiamo aiutarti?',
      "Comment pouvons-nous t'aider ?",
    ),
    intro: translated(
      'Ons team staat op werkdagen van 9 tot 17 uur voor je klaar.',
      'Unser Team ist werktags von 9 bis 17 Uhr für dich da.',
      'Our team is here for you on weekdays from 9 am to 5 pm.',
      'Il nostro team è a tua disposizione nei giorni feriali dalle 9 alle 17.',
      'Notre équipe est là pour toi en semaine de 9 h à 17 h.',
    ),
    body: translated(
      'Mail ons via service@originalfuel.nl of bel 020 123 4567.',
      'Schreib uns an service@originalfuel.de oder ruf 030 123 4567 an.',
      'Email service@originalfuel.eu or call +31 20 123 4567.',
      'Scrivici a service@originalfuel.it o chiama +31 20 123 4567.',
      'Écris-nous à service@originalfuel.fr ou appelle le +31 20 123 4567.',
    ),
  },
  {
    id: PAGE_IDS.wholesale,
    model: 'wholesale_page',
    slug: 'wholesale',
    title: translated('Partner worden', 'Partner werden', 'Become a partner', 'Diventa partner', 'Devenez partenaire'),
    intro: translated(
      'Verkoop Original Fuel in je winkel, sportschool of webshop.',
      'Verkaufe Original Fuel in deinem Laden, Studio oder Onlineshop.',
      'Sell Original Fuel in your shop, gym or online store.',
      'Vendi Original Fuel nel tuo negozio, in palestra o online.',
      'Vendez Original Fuel dans votre magasin, salle de sport ou boutique en ligne.',
    ),
  },
  {
    id: PAGE_IDS.aboutUs,
    model: 'page',
    slug: 'about-us',
    title: translated('Over ons', 'Über uns', 'About us', 'Chi siamo', 'À propos'),
    intro: translated(
      'Original Fuel begon in 2015 in een Amsterdamse keuken.',
      'Original Fuel begann 2015 in einer Amsterdamer Küche.',
      'Original Fuel started in 2015 in an Amsterdam kitchen.',
      'Original Fuel è nato nel 2015 in una cucina di Amsterdam.',
      'Original Fuel est né en 2015 dans une cuisine à Amsterdam.',
    ),
    body: translated(
      'We maken voeding met eerlijke ingrediënten voor iedereen die actief wil leven.',
      'Wir machen Ernährung mit ehrlichen Zutaten für alle, die aktiv leben wollen.',
      'We make food with honest ingredients for everyone who wants to live actively.',
      'Creiamo alimenti con ingredienti onesti per chi vuole vivere in modo attivo.',
      'Nous créons une alimentation aux ingrédients honnêtes pour tous ceux qui veulent vivre activement.',
    ),
    sections: ABOUT_US_SECTIONS,
  },
  // Pages the translated segments lead to (vitamin test, plant-based guide, nutrition advice): their
  // interactive parts arrive with their own issues; the pages and their words exist now.
  {
    id: PAGE_IDS.vitaminTest,
    model: 'page',
    slug: 'vitamintest',
    title: translated('Vitaminetest', 'Vitamintest', 'Vitamin test', 'Test vitaminico', 'Test de vitamines'),
    intro: translated(
      'Ontdek in twee minuten welke vitamines bij jou passen.',
      'Finde in zwei Minuten heraus, welche Vitamine zu dir passen.',
      'Find out in two minutes which vitamins suit you.',
      'Scopri in due minuti quali vitamine fanno per te.',
      'Découvrez en deux minutes les vitamines qui vous conviennent.',
    ),
  },
  {
    id: PAGE_IDS.plantBasedGuide,
    model: 'page',
    slug: 'plant-based-guide',
    title: translated('Plantaardige gids', 'Pflanzlicher Leitfaden', 'Plant-based guide', 'Guida vegetale', 'Guide végétal'),
    intro: translated(
      'Alles over eiwit uit planten.',
      'Alles über Eiweiß aus Pflanzen.',
      'All about protein from plants.',
      'Tutto sulle proteine vegetali.',
      'Tout sur les protéines végétales.',
    ),
    body: translated(
      'Plantaardig eten is goed te combineren met sporten. Met de juiste combinaties krijg je genoeg eiwit binnen; een paar voedingsstoffen verdienen extra aandacht.',
      'Pflanzliche Ernährung und Sport passen gut zusammen. Mit den richtigen Kombinationen bekommst du genug Eiweiß; ein paar Nährstoffe verdienen besondere Aufmerksamkeit.',
      'Eating plant-based goes well with training. With the right combinations you get enough protein; a few nutrients deserve extra attention.',
      "Mangiare vegetale si concilia bene con lo sport. Con le giuste combinazioni assumi abbastanza proteine; alcuni nutrienti meritano un'attenzione in più.",
      "Manger végétal se combine très bien avec le sport. Avec les bonnes associations, tu as assez de protéines ; quelques nutriments méritent une attention particulière.",
    ),
  },
  {
    id: PAGE_IDS.nutritionAdvice,
    model: 'page',
    slug: 'nutrition-advise-submit',
    title: translated('Voedingsadvies aanvragen', 'Ernährungsberatung anfragen', 'Request nutrition advice', 'Richiedi una consulenza nutrizionale', 'Demander un conseil nutritionnel'),
    intro: translated(
      'Onze diëtisten helpen je op weg.',
      'Unsere Ernährungsberater helfen dir weiter.',
      'Our dietitians help you get started.',
      'I nostri nutrizionisti ti aiutano a iniziare.',
      'Nos diététiciens vous accompagnent.',
    ),
  },
];

/** Models with the service page blocks (contact channels, opening hours, FAQ, call to action). */
const SERVICE_MODELS = ['page', 'contact_page', 'wholesale_page'];

const PAGE_RECORDS: ContentRecord[] = PAGES.map(({id, model, slug, title, intro, body, sections}) => ({
  id,
  model,
  createdAt: at('2022-02-01'),
  updatedAt: at('2024-06-12'),
  // Generic pages have sections (the other page models have no such field).
  fields: {
    slug,
    title,
    intro,
    body: body ?? null,
    ...(SERVICE_MODELS.includes(model) ? serviceFieldsOf(slug) : {}),
    ...(model === 'page' ? {sections: sections ?? []} : {}),
  },
}));

const CART_PAGE: ContentRecord = {
  id: PAGE_IDS.cart,
  model: 'cart_page',
  createdAt: at('2022-02-01'),
  fields: {title: translated('Winkelwagen', 'Warenkorb', 'Cart', 'Carrello', 'Panier')},
};

// ---------------------------------------------------------------------------------------------------------------
// Products overview

const PRODUCTS_OVERVIEW: ContentRecord = {
  id: PAGE_IDS.productsOverview,
  model: 'products_overview',
  createdAt: at('2022-02-01'),
  updatedAt: at('2024-09-02'),
  fields: {
    title: translated('Producten', 'Produkte', 'Products', 'Prodotti', 'Produits'),
    heading: translated('Alle producten', 'Alle Produkte', 'All products', 'Tutti i prodotti', 'Tous les produits'),
    intro: translated(
      'Eiwit, vitamines, snacks en sportvoeding met eerlijke ingrediënten.',
      'Protein, Vitamine, Snacks und Sportnahrung mit ehrlichen Zutaten.',
      'Protein, vitamins, snacks and sports nutrition with honest ingredients.',
      'Proteine, vitamine, snack e nutrizione sportiva con ingredienti onesti.',
      'Protéines, vitamines, en-cas et nutrition sportive aux ingrédients honnêtes.',
    ),
    collections: CONTENT_COLLECTIONS.map((collection) => ids.collection(collection.handle)),
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Layout: menu, footer, USPs

const LABELS = {
  home: translated('Home', 'Startseite', 'Home', 'Home', 'Accueil'),
  products: translated('Producten', 'Produkte', 'Products', 'Prodotti', 'Produits'),
  recipes: translated('Recepten', 'Rezepte', 'Recipes', 'Ricette', 'Recettes'),
  fitblog: translated('Fitblog', 'Fitblog', 'Fitblog', 'Fitblog', 'Fitblog'),
  reviews: translated('Reviews', 'Bewertungen', 'Reviews', 'Recensioni', 'Avis'),
  customerService: translated('Klantenservice', 'Kundenservice', 'Customer service', 'Servizio clienti', 'Service client'),
  wholesale: translated('Partner worden', 'Partner werden', 'Become a partner', 'Diventa partner', 'Devenez partenaire'),
  aboutUs: translated('Over ons', 'Über uns', 'About us', 'Chi siamo', 'À propos'),
  cart: translated('Winkelwagen', 'Warenkorb', 'Cart', 'Carrello', 'Panier'),
  consult: translated(
    'Plan een adviesgesprek',
    'Beratung buchen',
    'Book a consultation',
    'Prenota una consulenza',
    'Réserver une consultation',
  ),
  community: translated('Community', 'Community', 'Community', 'Community', 'Communauté'),
  shopNow: translated('Shop nu', 'Jetzt shoppen', 'Shop now', 'Acquista ora', 'Acheter'),
  viewAll: translated('Bekijk alles', 'Alle ansehen', 'View all', 'Vedi tutto', 'Tout voir'),
};

function menuItem(label: Text, link: Block, children: Block[] = [], image: Upload | null = null): Block {
  return block('menu_item', {label, link, children, image});
}

const USP_ITEMS = translated(
  ['Voor 23:59 besteld, morgen in huis', 'Gratis verzending vanaf € 40', '30 dagen niet goed, geld terug'],
  ['Bis 23:59 bestellt, morgen geliefert', 'Kostenloser Versand ab 40 €', '30 Tage Geld-zurück-Garantie'],
  ['Ordered by 23:59, delivered tomorrow', 'Free shipping from €40', '30-day money-back guarantee'],
  ['Ordina entro le 23:59, consegna domani', 'Spedizione gratuita da 40 €', 'Soddisfatti o rimborsati per 30 giorni'],
  ['Commandé avant 23h59, livré demain', 'Livraison gratuite dès 40 €', 'Satisfait ou remboursé pendant 30 jours'],
);

const LAYOUT: ContentRecord = {
  id: PAGE_IDS.layout,
  model: 'layout',
  createdAt: at('2022-02-01'),
  updatedAt: at('2024-10-01'),
  fields: {
    brandName: 'Original Fuel',
    menu: [
      menuItem(
        LABELS.products,
        linkTo(PAGE_IDS.productsOverview, LABELS.products),
        CONTENT_COLLECTIONS.map((collection) =>
          menuItem(
            fromCatalogue(collection.title),
            linkTo(ids.collection(collection.handle), fromCatalogue(collection.title)),
            [],
            photo(`collection-${collection.handle}`, fromCatalogue(collection.title), collection.backgroundColor),
          ),
        ),
      ),
      menuItem(LABELS.recipes, linkTo(PAGE_IDS.recipes, LABELS.recipes)),
      menuItem(LABELS.fitblog, linkTo(PAGE_IDS.fitblog, LABELS.fitblog)),
      menuItem(LABELS.reviews, linkTo(PAGE_IDS.reviews, LABELS.reviews)),
      menuItem(LABELS.customerService, linkTo(PAGE_IDS.contact, LABELS.customerService)),
      menuItem(LABELS.consult, linkToUrl(CALENDLY_URL, LABELS.consult)),
      menuItem(LABELS.community, linkToUrl('https://www.strava.com/clubs/original-fuel', LABELS.community, true)),
      menuItem(LABELS.cart, linkTo(PAGE_IDS.cart, LABELS.cart)),
    ],
    footerColumns: [
      block('footer_column', {
        heading: translated('Shop', 'Shop', 'Shop', 'Negozio', 'Boutique'),
        links: [
          linkTo(PAGE_IDS.productsOverview, LABELS.products),
          ...CONTENT_COLLECTIONS.slice(0, 2).map((collection) =>
            linkTo(ids.collection(collection.handle), fromCatalogue(collection.title)),
          ),
          linkTo(ids.product('whey-protein'), 'Whey Protein'),
          linkTo(PAGE_IDS.cart, LABELS.cart),
        ],
      }),
      block('footer_column', {
        heading: translated('Inspiratie', 'Inspiration', 'Inspiration', 'Ispirazione', 'Inspiration'),
        links: [
          linkTo(PAGE_IDS.fitblog, LABELS.fitblog),
          linkTo(
            ids.article('protein-after-training'),
            translated('Eiwit na je training', 'Eiweiß nach dem Training', 'Protein after training', 'Proteine dopo lo sport', 'Protéines après le sport'),
          ),
          linkTo(PAGE_IDS.recipes, LABELS.recipes),
          linkTo(
            ids.recipe('overnight-protein-oats'),
            translated('Overnight oats', 'Overnight Oats', 'Overnight oats', 'Overnight oats', 'Overnight oats'),
          ),
        ],
      }),
      block('footer_column', {
        heading: translated('Service', 'Service', 'Service', 'Assistenza', 'Service'),
        links: [
          linkTo(PAGE_IDS.contact, LABELS.customerService),
          linkTo(PAGE_IDS.wholesale, LABELS.wholesale),
          linkTo(PAGE_IDS.reviews, LABELS.reviews),
          linkTo(PAGE_IDS.aboutUs, LABELS.aboutUs),
          linkTo(PAGE_IDS.home, LABELS.home),
          linkToUrl(CALENDLY_URL, LABELS.consult),
        ],
      }),
    ],
    // fr_BE has a value of its own here (Belgian usage: TVAC); nl_BE falls back.
    footerNote: localized({
      nl: '© Original Fuel. Alle prijzen incl. btw.',
      de: '© Original Fuel. Alle Preise inkl. MwSt.',
      en: '© Original Fuel. All prices include VAT.',
      it: '© Original Fuel. Tutti i prezzi IVA inclusa.',
      fr: '© Original Fuel. Tous les prix TTC.',
      fr_BE: '© Original Fuel. Tous les prix TVAC.',
    }),
    socialLinks: [
      linkToUrl('https://www.instagram.com/originalfuel', 'Instagram', true),
      linkToUrl('https://www.facebook.com/originalfuel', 'Facebook', true),
      linkToUrl('https://www.youtube.com/@originalfuel', 'YouTube', true),
    ],
    uspItems: USP_ITEMS,
    companyInfo: COMPANY_INFO,
    customerService: CUSTOMER_SERVICE,
    productPopup: PRODUCT_POPUP,
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Home page

const HERO_HEADING = {
  nl: 'Brandstof voor je beste dag',
  de: 'Treibstoff für deinen besten Tag',
  en: 'Fuel for your best day',
  it: 'Carburante per la tua giornata migliore',
  fr: 'Du carburant pour ta meilleure journée',
  // nl_BE has a value of its own here; fr_BE falls back.
  nl_BE: 'Brandstof voor je beste dag, nu ook in België',
};

// The home page's sections draw their own spacing: their settings add none.
const FLUSH = {paddingTopMobile: 0, paddingBottomMobile: 0, paddingTopDesktop: 0, paddingBottomDesktop: 0};

const hero = (heading: Text) =>
  section(
    'hero',
    {
    headline: translated('Nieuw', 'Neu', 'New', 'Novità', 'Nouveau'),
    heading,
    body: translated(
      'Eiwit, vitamines en snacks met eerlijke ingrediënten.',
      'Protein, Vitamine und Snacks mit ehrlichen Zutaten.',
      'Protein, vitamins and snacks with honest ingredients.',
      'Proteine, vitamine e snack con ingredienti onesti.',
      'Protéines, vitamines et en-cas aux ingrédients honnêtes.',
    ),
    image: photo(
      'hero-home',
      translated('Sporter met een shake', 'Sportlerin mit Shake', 'Athlete with a shake', 'Atleta con uno shake', 'Sportive avec un shake'),
      '#fff1e8',
    ),
    button: linkTo(PAGE_IDS.productsOverview, LABELS.shopNow),
    backgroundColor: '#fff1e8',
    textColor: '#1a1a1a',
    },
    FLUSH,
  );

const HOME_SECTIONS_AFTER_HERO: Block[] = [
  section('collection_grid', {
    heading: translated('Shop per categorie', 'Nach Kategorie shoppen', 'Shop by category', 'Acquista per categoria', 'Acheter par catégorie'),
    collections: CONTENT_COLLECTIONS.map((collection) => ids.collection(collection.handle)),
  }, FLUSH),
  section('product_carousel', {
    heading: translated('Bestsellers', 'Bestseller', 'Bestsellers', 'I più venduti', 'Meilleures ventes'),
    products: ['whey-protein', 'vegan-protein', 'protein-bar', 'creatine', 'multivitamin', 'clear-whey'].map(ids.product),
    button: linkTo(PAGE_IDS.productsOverview, LABELS.viewAll),
  }, FLUSH),
  section('article_carousel', {
    heading: translated('Uit het fitblog', 'Aus dem Fitblog', 'From the fitblog', 'Dal fitblog', 'Du fitblog'),
    // The first one is a draft: without drafts the carousel shows the other four.
    articles: [
      'new-year-goals',
      'vitamin-d-in-winter',
      'protein-after-training',
      'how-much-protein-per-day',
      'plant-based-protein-explained',
    ].map(ids.article),
  }, FLUSH),
  section('usp', {items: USP_ITEMS}, FLUSH),
];

const HOME_PAGE: ContentRecord = {
  id: PAGE_IDS.home,
  model: 'home_page',
  createdAt: at('2022-02-01'),
  updatedAt: at('2024-11-04'),
  fields: {
    title: LABELS.home,
    sections: [hero(localized(HERO_HEADING)), ...HOME_SECTIONS_AFTER_HERO],
  },
  // An editor's unpublished change: only the Dutch hero heading differs.
  draft: {
    sections: [hero(localized({...HERO_HEADING, nl: 'Brandstof voor je beste jaar'})), ...HOME_SECTIONS_AFTER_HERO],
  },
};

export const PAGE_AND_SHELL_RECORDS: ContentRecord[] = [LAYOUT, HOME_PAGE, PRODUCTS_OVERVIEW, ...PAGE_RECORDS, CART_PAGE];
