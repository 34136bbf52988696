// Product page content per product handle, merged into the derived ProductRecords (content-commerce.ts).
// Which product exercises what:
//   whey-protein         new sections format with every section kind, and every product-level field
//   vegan-protein        legacy layout (summary / benefits / specificationGroups / faq fields)
//   protein-bar          bundle: mix and match (content-product-bundle.ts), packs of bars
//   protein-coffee       preorder product (product-level preorderProduct)
//   vitamin-box-monthly  subscription only (the catalogue requires a selling plan), opens on the subscription tab
//   whey-isolate         a reviews section on a product without reviews (it shows the business reviews)
// Every other product has none of these: lists resolve empty and single fields null.
import {block, localized, translated, type Block, type Fields, type LocalizedValue} from '../datocms/records';
import {LANGUAGES, productByHandle} from './catalogue';
import {dast, p} from './content-dast';
import {CALENDLY_URL, ids, linkTo, packshot, photo} from './content-kit';
import {icon, pattern, YOUTUBE_SHAKE_VIDEO} from './content-media';
import {PROTEIN_BAR_PAGE} from './content-product-bundle';
import {VEGAN_PROTEIN_PAGE} from './content-product-legacy';
import {section} from './content-sections-kit';
import {WHEY_LIFESTYLE_IMAGES, WHEY_PROTEIN_SECTIONS} from './content-whey-sections';

type Text = LocalizedValue<string>;
const t = translated<string>;

// ---------------------------------------------------------------------------------------------------------------
// Pieces several products share

const ksp = (text: Text, iconName: string) => block('ksp', {text, icon: icon(iconName)});

const BUTTON_KSPS: Block[] = [
  ksp(t('Gratis verzending vanaf € 40', 'Kostenloser Versand ab 40 €', 'Free shipping from €40', 'Spedizione gratuita da 40 €', 'Livraison gratuite dès 40 €'), 'truck'),
  ksp(
    t('Voor 23:59 besteld, morgen in huis', 'Bis 23:59 bestellt, morgen geliefert', 'Ordered by 23:59, delivered tomorrow', 'Ordina entro le 23:59, consegna domani', 'Commandé avant 23h59, livré demain'),
    'clock',
  ),
  ksp(t('30 dagen geld terug', '30 Tage Geld zurück', '30-day money-back guarantee', 'Rimborso entro 30 giorni', 'Remboursé sous 30 jours'), 'shield'),
];

const paymentNote = (label: Text, iconName: string, productPage: boolean) => block('payment_note', {label, icon: icon(iconName), productPage});

const PAYMENT_NOTES: Block[] = [
  paymentNote(
    t('Betaal met iDEAL, Bancontact of creditcard', 'Bezahle mit PayPal, Klarna oder Kreditkarte', 'Pay with iDEAL, PayPal or credit card', 'Paga con PayPal o carta di credito', 'Paie par carte bancaire ou PayPal'),
    'card',
    true,
  ),
  // Cart only (productPage false).
  paymentNote(t('Achteraf betalen met Klarna', 'Später bezahlen mit Klarna', 'Pay later with Klarna', 'Paga dopo con Klarna', 'Paie plus tard avec Klarna'), 'klarna', false),
];

const SUBSCRIPTION_NOTES: Block[] = [
  paymentNote(t('10% korting op elke levering', '10 % Rabatt auf jede Lieferung', '10% off every delivery', '10% di sconto su ogni consegna', '10 % de réduction sur chaque livraison'), 'repeat', true),
  paymentNote(t('Altijd opzegbaar', 'Jederzeit kündbar', 'Cancel any time', 'Disdici quando vuoi', 'Résiliable à tout moment'), 'calendar', false),
];

const SUBSCRIPTION_COPY = t(
  'Neem een abonnement en krijg 10% korting op elke levering. Je kiest zelf hoe vaak.',
  'Mit dem Abo sparst du 10 % bei jeder Lieferung. Du bestimmst, wie oft.',
  'Subscribe and save 10% on every delivery. You choose how often.',
  'Abbonati e risparmia il 10% su ogni consegna. Scegli tu ogni quanto.',
  'Abonne-toi et économise 10 % sur chaque livraison. Tu choisis la fréquence.',
);

const BOOKING_CONSULT = block('booking_consult', {
  heading: t(
    'Twijfel je welk eiwit bij je past?',
    'Unsicher, welches Protein zu dir passt?',
    'Not sure which protein suits you?',
    'Non sai quale proteina fa per te?',
    'Tu hésites sur la protéine qui te convient ?',
  ),
  body: t(
    'Plan een gratis gesprek van 15 minuten met onze diëtist.',
    'Buche ein kostenloses 15-Minuten-Gespräch mit unserer Ernährungsberaterin.',
    'Book a free 15-minute call with our dietitian.',
    'Prenota una chiamata gratuita di 15 minuti con la nostra nutrizionista.',
    'Réserve un appel gratuit de 15 minutes avec notre diététicienne.',
  ),
  label: t('Plan een gesprek', 'Gespräch buchen', 'Book a call', 'Prenota una chiamata', 'Réserver un appel'),
  url: CALENDLY_URL,
});

const deliveryCode = (setting: 'regular' | 'next_business_day') =>
  block('delivery_code', {
    regularDeliveryLabel: t('Levering in 2-3 werkdagen', 'Lieferung in 2–3 Werktagen', 'Delivered in 2–3 working days', 'Consegna in 2-3 giorni lavorativi', 'Livraison en 2 à 3 jours ouvrés'),
    nextBusinessDayDeliveryLabel: t(
      'Voor 23:59 besteld, morgen in huis',
      'Bis 23:59 bestellt, morgen geliefert',
      'Order by 23:59, delivered tomorrow',
      'Ordina entro le 23:59, consegna domani',
      'Commande avant 23h59, livrée demain',
    ),
    setting,
    icon: icon('truck'),
    enabled: true,
  });

// ---------------------------------------------------------------------------------------------------------------
// whey-protein: every product-level field

const CREATINE = productByHandle('creatine')!;

const WHEY_PROTEIN_PAGE: Fields = {
  newPdpSectionsFormat: true,
  sections: WHEY_PROTEIN_SECTIONS,
  initialTab: 'subscription',
  patternSvg: pattern('whey-protein', 'wide'),
  patternSvgMobile: pattern('whey-protein', 'portrait'),
  lifestyleCarousel: WHEY_LIFESTYLE_IMAGES,
  buttonKsps: BUTTON_KSPS,
  video: YOUTUBE_SHAKE_VIDEO,
  videoCover: photo('video-cover-whey-square', t('Whey shake', 'Whey-Shake', 'Whey shake', 'Shake whey', 'Shake whey'), '#fff1e8'),
  // Marks flavours with addFootnote (strawberry) with an asterisk; this text explains it under the options.
  variantsFootnoteContent: translated(
    dast(p('* Met natuurlijk aroma uit aardbeienconcentraat.')),
    dast(p('* Mit natürlichem Aroma aus Erdbeerkonzentrat.')),
    dast(p('* With natural flavouring from strawberry concentrate.')),
    dast(p('* Con aroma naturale da concentrato di fragola.')),
    dast(p('* Avec arôme naturel issu de concentré de fraise.')),
  ),
  variantsHidden: false,
  sticker: block('sticker', {
    value: '24g',
    valueSize: 40,
    margin: 8,
    copy: t('eiwit per portie', 'Eiweiß pro Portion', 'protein per serving', 'proteine per porzione', 'protéines par portion'),
    copySize: 14,
    offsetY: 12,
    backgroundColor: '#f2b705',
    textColor: '#1d1d1b',
  }),
  selectTitleVariantSize: t('Kies je formaat', 'Wähle deine Größe', 'Choose your size', 'Scegli il formato', 'Choisis ta taille'),
  proteinBarPackage: false,
  specsSubheading: t('Eiwit', 'Eiweiß', 'Protein', 'Proteine', 'Protéines'),
  specs: [
    block('spec', {unitName: t('per 30 g', 'pro 30 g', 'per 30 g', 'per 30 g', 'pour 30 g'), unitMeasurement: 'g', unitAmount: '24'}),
    block('spec', {unitName: t('per 100 g', 'pro 100 g', 'per 100 g', 'per 100 g', 'pour 100 g'), unitMeasurement: 'g', unitAmount: '80'}),
  ],
  paymentNotes: PAYMENT_NOTES,
  paymentSubscriptionNotes: SUBSCRIPTION_NOTES,
  calendlyConsult: BOOKING_CONSULT,
  showCompanyInfo: true,
  showCustomerService: true,
  subscriptionCopy: SUBSCRIPTION_COPY,
  subscriptionImage: photo('subscription-whey-square', t('Abonnement', 'Abo', 'Subscription', 'Abbonamento', 'Abonnement'), '#fff1e8'),
  deliveryCode: deliveryCode('next_business_day'),
  preorderProduct: false,
  cartUpsellBlock: ['shaker', 'creatine', 'protein-bar'].map(ids.product),
  upsell: block('upsell', {
    productImage: packshot(CREATINE.variants[0]!.imagePath, t('Creatine', 'Kreatin', 'Creatine', 'Creatina', 'Créatine'), CREATINE.backgroundColor),
    backgroundColor: CREATINE.backgroundColor,
    title: t('Combineer met creatine', 'Kombiniere mit Kreatin', 'Combine with creatine', 'Abbinala alla creatina', 'Associe-la à la créatine'),
    text: t(
      'Meer kracht bij korte, intensieve inspanning.',
      'Mehr Kraft bei kurzen, intensiven Belastungen.',
      'More power for short, intense efforts.',
      'Più forza negli sforzi brevi e intensi.',
      'Plus de force pour les efforts courts et intenses.',
    ),
    link: linkTo(ids.product('creatine'), t('Bekijk creatine', 'Kreatin ansehen', 'View creatine', 'Scopri la creatina', 'Voir la créatine')),
  }),
  mixAndMatch: null,
};

// ---------------------------------------------------------------------------------------------------------------
// Preorder and subscription-only products

/** A summary section whose text is one plain paragraph per language. */
const summaryOf = (heading: Text, text: Text) =>
  section('summary', {
    heading,
    content: localized(Object.fromEntries(LANGUAGES.map((language) => [language, dast(p(text.values[language]!))]))),
  });

const PROTEIN_COFFEE_PAGE: Fields = {
  newPdpSectionsFormat: true,
  preorderProduct: true,
  deliveryCode: deliveryCode('regular'),
  sections: [
    summaryOf(
      t('Nieuw: Proteïne Koffie', 'Neu: Protein-Kaffee', 'New: Protein Coffee', 'Novità: Caffè Proteico', 'Nouveau : Café Protéiné'),
      t(
        'Reserveer nu: de eerste zakken worden over drie weken verzonden.',
        'Jetzt vorbestellen: die ersten Beutel werden in drei Wochen verschickt.',
        'Pre-order now: the first bags ship in three weeks.',
        'Preordina ora: le prime confezioni partono tra tre settimane.',
        'Précommande maintenant : les premiers sachets partent dans trois semaines.',
      ),
    ),
    section('preorder', {}, {backgroundColor: '#fff1e8'}),
    section('delivery_code'),
  ],
};

const VITAMIN_BOX_PAGE: Fields = {
  newPdpSectionsFormat: true,
  initialTab: 'subscription',
  subscriptionCopy: t(
    'Elke maand je vitamines in de bus, met 10% korting. Pauzeren of opzeggen kan altijd.',
    'Jeden Monat deine Vitamine im Briefkasten, mit 10 % Rabatt. Pausieren oder kündigen geht immer.',
    'Your vitamins through the letterbox every month, 10% off. Pause or cancel any time.',
    'Ogni mese le tue vitamine nella cassetta, con il 10% di sconto. Puoi sospendere o disdire quando vuoi.',
    'Tes vitamines dans la boîte aux lettres chaque mois, avec 10 % de réduction. Pause ou résiliation à tout moment.',
  ),
  subscriptionImage: photo('subscription-vitamin-box-square', t('Vitaminebox', 'Vitaminbox', 'Vitamin box', 'Box vitamine', 'Box vitamines'), '#fff8e1'),
  paymentSubscriptionNotes: SUBSCRIPTION_NOTES,
  calendlyConsult: BOOKING_CONSULT,
  sections: [
    summaryOf(
      t('Alleen als abonnement', 'Nur im Abo', 'Subscription only', 'Solo in abbonamento', 'Uniquement sur abonnement'),
      t(
        'De vitaminebox is er alleen als abonnement: elke maand een nieuwe voorraad.',
        'Die Vitaminbox gibt es nur im Abo: jeden Monat ein neuer Vorrat.',
        'The vitamin box comes as a subscription only: a fresh supply every month.',
        'La box vitamine è disponibile solo in abbonamento: una nuova scorta ogni mese.',
        'La box vitamines existe uniquement sur abonnement : un nouveau stock chaque mois.',
      ),
    ),
    section('subscription', {}, {backgroundColor: '#fff8e1'}),
    section('booking_consult'),
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// A product the review service has no reviews of (local-services/data/reviews.ts PRODUCTS_WITHOUT_REVIEWS)

const WHEY_ISOLATE_PAGE: Fields = {
  newPdpSectionsFormat: true,
  sections: [
    section('reviews', {heading: t('Reviews van klanten', 'Kundenbewertungen', 'Customer reviews', 'Recensioni dei clienti', 'Avis clients')}),
  ],
};

export const PRODUCT_PAGE_FIELDS: Record<string, Fields> = {
  'whey-protein': WHEY_PROTEIN_PAGE,
  'vegan-protein': VEGAN_PROTEIN_PAGE,
  'protein-bar': PROTEIN_BAR_PAGE,
  'protein-coffee': PROTEIN_COFFEE_PAGE,
  'vitamin-box-monthly': VITAMIN_BOX_PAGE,
  'whey-isolate': WHEY_ISOLATE_PAGE,
};
