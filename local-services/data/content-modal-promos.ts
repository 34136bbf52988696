// Demo modal promos (spec §3 Modal promo): one per trigger, each on one page only, so the demo does not pester
// shoppers everywhere (README "Modal promos"): service pages the browser tests look at but do not click through,
// and the fit blog (exit intent, which no other test provokes). Page paths are the market's own words, without the locale prefix,
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

const CONTACT_PATHS = translated(
  '/hoe-kunnen-we-je-helpen',
  '/kontakt',
  '/how-can-we-help-you',
  '/come-possiamo-aiutarti',
  '/pouvons-nous-vous-aider',
);
const WHOLESALE_PATHS = translated(
  '/partner-worden',
  '/partner-werden',
  '/become-partner',
  '/diventa-partner',
  '/devenez-partenaire',
);
const SERVICE_CONTACT_PATHS = translated(
  '/klantenservice/contact',
  '/kundenservice/contact',
  '/customer-service/contact',
  '/servizio-clienti/contact',
  '/service-client/contact',
);

/** The contact page: on page load, again at most once an hour per visitor; closes every way. */
const CONTACT_WELCOME = promo('contact-welcome', {
  media: photo(
    'promo-welcome-wide',
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
          ids.page('recipe_overview'),
          translated('Bekijk recepten', 'Rezepte ansehen', 'See recipes', 'Vedi le ricette', 'Voir les recettes'),
        ),
      ],
    }),
  ],
  onPageLoad: true,
  useInterval: true,
  intervalInMinutes: 60,
  onSpecificPage: true,
  specificPageUrl: CONTACT_PATHS,
});

/** The partner page (a content page): after 400px of scrolling, within a window, once per session; Escape only. */
const WHOLESALE_SCROLL = promo('wholesale-scroll', {
  media: null,
  content: [
    text(
      translated(
        'Eerst zelf proeven? 10% korting op je eerste bestelling met code WELCOME10.',
        'Erst selbst probieren? 10 % Rabatt auf deine erste Bestellung mit dem Code WELCOME10.',
        'Taste it first? 10% off your first order with code WELCOME10.',
        'Prima vuoi assaggiare? 10% di sconto sul primo ordine con il codice WELCOME10.',
        "Envie de goûter d'abord ? 10 % de réduction sur votre première commande avec le code WELCOME10.",
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
  specificPageUrl: WHOLESALE_PATHS,
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

/** Customer service: on load, phones only; it closes when the viewport grows past mobile. */
const SERVICE_MOBILE = promo('service-mobile', {
  media: null,
  content: [
    text(
      translated(
        'Liever bellen? Onze klantenservice is op werkdagen open van 9 tot 17 uur.',
        'Lieber anrufen? Unser Kundenservice ist werktags von 9 bis 17 Uhr erreichbar.',
        'Rather call? Our customer service is open on weekdays from 9 to 5.',
        'Preferisci chiamare? Il nostro servizio clienti è aperto nei giorni feriali dalle 9 alle 17.',
        'Vous préférez appeler ? Notre service client est ouvert en semaine de 9 h à 17 h.',
      ),
    ),
  ],
  onPageLoad: true,
  onSpecificPage: true,
  specificPageUrl: SERVICE_CONTACT_PATHS,
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
  contactWelcome: CONTACT_WELCOME.id,
  wholesaleScroll: WHOLESALE_SCROLL.id,
  fitblogExit: FITBLOG_EXIT.id,
  serviceMobile: SERVICE_MOBILE.id,
  ended: ENDED.id,
  brokenUrl: BROKEN_URL.id,
};

export const MODAL_PROMO_RECORDS: ContentRecord[] = [
  CONTACT_WELCOME,
  WHOLESALE_SCROLL,
  FITBLOG_EXIT,
  SERVICE_MOBILE,
  ENDED,
  BROKEN_URL,
];
