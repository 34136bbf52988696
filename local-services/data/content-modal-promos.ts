// Demo modal promos (spec §3 Modal promo): one per trigger, each on one page only, so the demo does not pester
// shoppers everywhere (README "Modal promos"). Page paths are the market's own words, without the locale prefix,
// so the Belgian markets (falling back to nl and fr) find their page too. Two records exercise bad input: one
// whose window has ended and one whose page URL cannot be read.
import {block, translated, type Block, type ContentRecord, type Fields, type LocalizedValue} from '../datocms/records';
import {at, ids, linkTo, linkToUrl, photo} from './content-kit';
import {BRAND_LOOP_VIDEO} from './content-media';

const promoId = (key: string) => ids.page('modal_promo', key);

function text(copy: LocalizedValue<string>, extra: Fields = {}): Block {
  return block('modal_promo_text', {
    copy,
    copyDesktop: null,
    textColor: null,
    fontSize: 'medium',
    fontWeight: 'regular',
    ...extra,
  });
}

const NO_TRIGGERS: Fields = {
  onPageLoad: false,
  onScroll: false,
  scrollOffset: null,
  onPageExit: false,
  showOnSpecificTime: false,
  startDatetime: null,
  endDatetime: null,
  useInterval: false,
  intervalInMinutes: null,
  onSpecificPage: false,
  specificPageUrl: null,
  outerClickCloseModal: true,
  escButtonCloseModal: true,
  mobileOnly: false,
};

function promo(key: string, fields: Fields): ContentRecord {
  return {id: promoId(key), model: 'modal_promo', createdAt: at('2025-01-10'), fields: {...NO_TRIGGERS, ...fields}};
}

/** The recipes overview: on page load, again at most once an hour per visitor; closes every way. */
const RECIPES_WELCOME = promo('recipes-welcome', {
  media: photo(
    'promo-recipes-wide',
    translated(
      'Een bord vol eiwit',
      'Ein Teller voller Protein',
      'A plate full of protein',
      'Un piatto pieno di proteine',
      'Une assiette pleine de protéines',
    ),
  ),
  content: [
    text(
      translated(
        'Nieuw: 20 eiwitrijke recepten',
        'Neu: 20 proteinreiche Rezepte',
        'New: 20 high-protein recipes',
        'Novità: 20 ricette proteiche',
        'Nouveau : 20 recettes protéinées',
      ),
      {
        copyDesktop: translated(
          'Nieuw: 20 eiwitrijke recepten voor elk moment van de dag',
          'Neu: 20 proteinreiche Rezepte für jede Tageszeit',
          'New: 20 high-protein recipes for every moment of the day',
          'Novità: 20 ricette proteiche per ogni momento della giornata',
          'Nouveau : 20 recettes protéinées pour chaque moment de la journée',
        ),
        fontSize: 'large',
        fontWeight: 'bold',
        textColor: '#1d1d1b',
      },
    ),
    block('modal_promo_buttons', {
      buttons: [
        linkTo(
          ids.page('products_overview'),
          translated('Bekijk producten', 'Produkte ansehen', 'See products', 'Vedi i prodotti', 'Voir les produits'),
        ),
      ],
    }),
  ],
  onPageLoad: true,
  useInterval: true,
  intervalInMinutes: 60,
  onSpecificPage: true,
  specificPageUrl: translated('/recepten', '/rezepte', '/recipes', '/ricette', '/recettes'),
});

/** About us (a content page): after 400px of scrolling, within a window, once per session; Escape only. */
const ABOUT_SCROLL = promo('about-scroll', {
  media: null,
  content: [
    text(
      translated(
        'Proef zelf waar we in 2015 mee begonnen: 10% korting met code WELCOME10.',
        'Probiere, womit wir 2015 angefangen haben: 10 % Rabatt mit dem Code WELCOME10.',
        'Taste what we started with in 2015: 10% off with code WELCOME10.',
        'Assaggia ciò con cui abbiamo iniziato nel 2015: 10% di sconto con il codice WELCOME10.',
        'Goûtez ce par quoi nous avons commencé en 2015 : 10 % de réduction avec le code WELCOME10.',
      ),
      {fontWeight: 'semibold'},
    ),
  ],
  onScroll: true,
  scrollOffset: 400,
  showOnSpecificTime: true,
  startDatetime: '2025-01-01T00:00:00Z',
  endDatetime: '2099-12-31T23:00:00Z',
  onSpecificPage: true,
  specificPageUrl: '/about-us',
  outerClickCloseModal: false,
});

/** The fit blog overview: exit intent (desktop), with the brand video; outside click only, no Escape. */
const FITBLOG_EXIT = promo('fitblog-exit', {
  media: BRAND_LOOP_VIDEO,
  content: [
    text(
      translated(
        'Ga je al? Elke week nieuwe tips in je mailbox.',
        'Schon weg? Jede Woche neue Tipps in deinem Postfach.',
        'Leaving already? New tips in your inbox every week.',
        'Te ne vai già? Ogni settimana nuovi consigli nella tua casella.',
        'Vous partez déjà ? De nouveaux conseils chaque semaine dans votre boîte.',
      ),
    ),
    block('modal_promo_buttons', {
      buttons: [linkToUrl('/account', translated('Aanmelden', 'Anmelden', 'Sign up', 'Iscriviti', "S'inscrire"))],
    }),
  ],
  onPageExit: true,
  onSpecificPage: true,
  specificPageUrl: '/fitblog',
  escButtonCloseModal: false,
});

/** The partner page: on load, phones only; it closes when the viewport grows past mobile. */
const WHOLESALE_MOBILE = promo('wholesale-mobile', {
  media: null,
  content: [
    text(
      translated(
        'Liever bellen? Onze partnerlijn is op werkdagen open van 9 tot 17 uur.',
        'Lieber anrufen? Unsere Partnerhotline ist werktags von 9 bis 17 Uhr erreichbar.',
        'Rather call? Our partner line is open on weekdays from 9 to 5.',
        'Preferisci chiamare? La nostra linea partner è aperta nei giorni feriali dalle 9 alle 17.',
        'Vous préférez appeler ? Notre ligne partenaires est ouverte en semaine de 9 h à 17 h.',
      ),
    ),
  ],
  onPageLoad: true,
  onSpecificPage: true,
  specificPageUrl: translated(
    '/partner-worden',
    '/partner-werden',
    '/become-partner',
    '/diventa-partner',
    '/devenez-partenaire',
  ),
  mobileOnly: true,
});

/** Bad input: a window that has ended (never shown) and a page URL that is no URL (skipped, logged). */
const ENDED = promo('ended', {
  content: [text(translated('Zomeractie', 'Sommeraktion', 'Summer deal', 'Offerta estiva', "Offre d'été"))],
  onPageLoad: true,
  showOnSpecificTime: true,
  startDatetime: '2023-06-01T00:00:00Z',
  endDatetime: '2023-08-31T23:00:00Z',
});
const BROKEN_URL = promo('broken-url', {
  content: [text(translated('Kapot', 'Kaputt', 'Broken', 'Rotto', 'Cassé'))],
  onPageLoad: true,
  onSpecificPage: true,
  specificPageUrl: 'http://[not a url',
});

export const MODAL_PROMO_IDS = {
  recipesWelcome: RECIPES_WELCOME.id,
  aboutScroll: ABOUT_SCROLL.id,
  fitblogExit: FITBLOG_EXIT.id,
  wholesaleMobile: WHOLESALE_MOBILE.id,
  ended: ENDED.id,
  brokenUrl: BROKEN_URL.id,
};

export const MODAL_PROMO_RECORDS: ContentRecord[] = [
  RECIPES_WELCOME,
  ABOUT_SCROLL,
  FITBLOG_EXIT,
  WHOLESALE_MOBILE,
  ENDED,
  BROKEN_URL,
];
