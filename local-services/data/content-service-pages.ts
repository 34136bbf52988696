// The service pages' blocks (issue 11 §4): contact channels and opening hours, wholesale reasons, the plant-based
// guide's topics, the nutrition advice steps, FAQs and calls to action; and the vitamin test's questions and results.
import {block, translated, type Block, type ContentRecord, type Fields, type LocalizedValue} from '../datocms/records';
import {dast, p} from './content-dast';
import {at, CALENDLY_URL, ids, linkTo, linkToUrl} from './content-kit';

type Text = LocalizedValue<string>;
type Five = [nl: string, de: string, en: string, it: string, fr: string];

const t = (...words: Five): Text => translated(...words);
const card = (heading: Text, text: Text, link: Block | null = null) => block('service_card', {heading, text, link});
const hours = (days: Text, time: Text) => block('opening_hours', {days, hours: time});
const faq = (question: Text, [nl, de, en, it, fr]: Five) =>
  block('faq_block', {question, answer: translated(dast(p(nl)), dast(p(de)), dast(p(en)), dast(p(it)), dast(p(fr)))});

const NUTRITION_PAGE = ids.page('page', 'nutrition-advise-submit');
const VITAMIN_TEST_PAGE = ids.page('page', 'vitamintest');

/** Every service field, empty: pages without blocks of their own still answer every field. */
const NO_SERVICE_FIELDS: Fields = {
  serviceCards: [],
  openingHours: [],
  faqHeading: null,
  faqs: [],
  ctaHeading: null,
  ctaText: null,
  cta: null,
};

const FAQ_HEADING = t(
  'Veelgestelde vragen',
  'Häufige Fragen',
  'Frequently asked questions',
  'Domande frequenti',
  'Questions fréquentes',
);

const CONTACT: Fields = {
  serviceCards: [
    card(
      t('E-mail', 'E-Mail', 'Email', 'E-mail', 'E-mail'),
      t(
        'We antwoorden binnen één werkdag.',
        'Wir antworten innerhalb eines Werktags.',
        'We answer within one working day.',
        'Rispondiamo entro un giorno lavorativo.',
        'Nous répondons sous un jour ouvré.',
      ),
      linkToUrl('mailto:service@originalfuel.example', 'service@originalfuel.example'),
    ),
    card(
      t('Telefoon', 'Telefon', 'Phone', 'Telefono', 'Téléphone'),
      t(
        'Bel ons tijdens openingstijden.',
        'Ruf uns während der Öffnungszeiten an.',
        'Call us during opening hours.',
        'Chiamaci negli orari di apertura.',
        "Appelle-nous pendant les heures d'ouverture.",
      ),
      linkToUrl('tel:+31201234567', '+31 20 123 4567'),
    ),
    card(
      t('Chat', 'Chat', 'Chat', 'Chat', 'Chat'),
      t(
        'Klik rechtsonder op de chatknop: meestal heb je binnen vijf minuten antwoord.',
        'Klick unten rechts auf den Chat-Button: meist antworten wir in fünf Minuten.',
        'Click the chat button at the bottom right: we usually answer within five minutes.',
        'Clicca sul pulsante della chat in basso a destra: di solito rispondiamo in cinque minuti.',
        'Clique sur le bouton de chat en bas à droite : nous répondons en général en cinq minutes.',
      ),
    ),
    card(
      t(
        'Persoonlijk advies',
        'Persönliche Beratung',
        'Personal advice',
        'Consulenza personale',
        'Conseil personnalisé',
      ),
      t(
        'Plan een gratis belafspraak met een diëtist.',
        'Buche ein kostenloses Gespräch mit einer Ernährungsberaterin.',
        'Book a free call with a dietitian.',
        'Prenota una chiamata gratuita con un nutrizionista.',
        'Réserve un appel gratuit avec un diététicien.',
      ),
      linkToUrl(
        CALENDLY_URL,
        t('Plan een gesprek', 'Gespräch buchen', 'Book a call', 'Prenota una chiamata', 'Réserver un appel'),
      ),
    ),
  ],
  openingHours: [
    hours(
      t('Maandag t/m vrijdag', 'Montag bis Freitag', 'Monday to Friday', 'Da lunedì a venerdì', 'Du lundi au vendredi'),
      t('9:00 – 17:00', '9:00 – 17:00', '9 am – 5 pm', '9:00 – 17:00', '9 h – 17 h'),
    ),
    hours(
      t('Zaterdag', 'Samstag', 'Saturday', 'Sabato', 'Samedi'),
      t('10:00 – 14:00', '10:00 – 14:00', '10 am – 2 pm', '10:00 – 14:00', '10 h – 14 h'),
    ),
    hours(
      t(
        'Zondag en feestdagen',
        'Sonn- und Feiertage',
        'Sundays and public holidays',
        'Domenica e festivi',
        'Dimanche et jours fériés',
      ),
      t('Gesloten', 'Geschlossen', 'Closed', 'Chiuso', 'Fermé'),
    ),
  ],
  faqHeading: FAQ_HEADING,
  faqs: [
    faq(
      t(
        'Wanneer wordt mijn bestelling bezorgd?',
        'Wann wird meine Bestellung geliefert?',
        'When will my order arrive?',
        'Quando arriva il mio ordine?',
        'Quand ma commande sera-t-elle livrée ?',
      ),
      [
        'Voor 23:59 besteld is in Nederland de volgende werkdag in huis; in de rest van Europa binnen twee tot vier werkdagen.',
        'Bis 23:59 bestellt, ist deine Bestellung in zwei bis vier Werktagen bei dir.',
        'Ordered by 23:59, your order arrives the next working day in the Netherlands and within two to four working days elsewhere in Europe.',
        'Ordinato entro le 23:59, il tuo ordine arriva in due-quattro giorni lavorativi.',
        'Commandée avant 23h59, ta commande arrive en deux à quatre jours ouvrés.',
      ],
    ),
    faq(
      t(
        'Kan ik mijn bestelling retourneren?',
        'Kann ich meine Bestellung zurückschicken?',
        'Can I return my order?',
        'Posso restituire il mio ordine?',
        'Puis-je retourner ma commande ?',
      ),
      [
        'Ja: ongeopende producten stuur je binnen 30 dagen kosteloos terug. Niet tevreden over een geopend product? Neem contact op, we zoeken samen een oplossing.',
        'Ja: ungeöffnete Produkte kannst du innerhalb von 30 Tagen kostenlos zurückschicken. Bei geöffneten Produkten finden wir gemeinsam eine Lösung.',
        'Yes: send unopened products back within 30 days free of charge. Not happy with an opened product? Contact us and we will find a solution together.',
        'Sì: i prodotti non aperti si restituiscono gratis entro 30 giorni. Per i prodotti aperti troviamo insieme una soluzione.',
        'Oui : renvoie gratuitement les produits non ouverts sous 30 jours. Pour un produit ouvert, contacte-nous et nous trouverons une solution.',
      ],
    ),
    faq(
      t(
        'Kan ik mijn bestelling nog wijzigen?',
        'Kann ich meine Bestellung noch ändern?',
        'Can I still change my order?',
        'Posso ancora modificare il mio ordine?',
        'Puis-je encore modifier ma commande ?',
      ),
      [
        'Zolang je bestelling nog niet is ingepakt wel: bel of chat ons zo snel mogelijk met je bestelnummer.',
        'Solange sie noch nicht verpackt ist: ruf uns an oder schreib uns im Chat mit deiner Bestellnummer.',
        'As long as it has not been packed: call or chat with us as soon as possible with your order number.',
        'Finché non è stato imballato: chiamaci o scrivici in chat con il numero d’ordine.',
        'Tant qu’elle n’est pas emballée : appelle-nous ou écris-nous dans le chat avec ton numéro de commande.',
      ],
    ),
  ],
  ctaHeading: t(
    'Liever advies op maat?',
    'Lieber eine persönliche Beratung?',
    'Rather have tailored advice?',
    'Preferisci un consiglio su misura?',
    'Tu préfères un conseil sur mesure ?',
  ),
  ctaText: t(
    'Vraag gratis voedingsadvies aan: een diëtist neemt binnen drie werkdagen contact met je op.',
    'Fordere eine kostenlose Ernährungsberatung an: wir melden uns innerhalb von drei Werktagen.',
    'Request free nutrition advice: a dietitian contacts you within three working days.',
    'Richiedi una consulenza nutrizionale gratuita: ti contattiamo entro tre giorni lavorativi.',
    'Demande un conseil nutritionnel gratuit : un diététicien te contacte sous trois jours ouvrés.',
  ),
  cta: linkTo(
    NUTRITION_PAGE,
    t(
      'Voedingsadvies aanvragen',
      'Beratung anfragen',
      'Request nutrition advice',
      'Richiedi una consulenza',
      'Demander un conseil',
    ),
  ),
};

const WHOLESALE: Fields = {
  serviceCards: [
    card(
      t('Goede marges', 'Gute Margen', 'Healthy margins', 'Margini interessanti', 'De bonnes marges'),
      t(
        'Staffelprijzen vanaf de eerste doos.',
        'Staffelpreise ab dem ersten Karton.',
        'Tiered prices from the first box.',
        'Prezzi a scaglioni dal primo cartone.',
        'Des prix dégressifs dès le premier carton.',
      ),
    ),
    card(
      t('Snel geleverd', 'Schnell geliefert', 'Fast delivery', 'Consegna rapida', 'Livraison rapide'),
      t(
        'Op werkdagen voor 15:00 besteld, morgen in je winkel.',
        'Werktags bis 15 Uhr bestellt, morgen in deinem Laden.',
        'Ordered by 3 pm on a weekday, in your shop tomorrow.',
        'Ordina entro le 15 nei giorni feriali, domani in negozio.',
        'Commandé avant 15 h en semaine, livré demain.',
      ),
    ),
    card(
      t('Marketing inbegrepen', 'Marketing inklusive', 'Marketing included', 'Marketing incluso', 'Marketing inclus'),
      t(
        'Displays, proefzakjes en foto’s voor je webshop.',
        'Displays, Proben und Fotos für deinen Shop.',
        'Displays, samples and photos for your web shop.',
        'Espositori, campioni e foto per il tuo negozio online.',
        'Présentoirs, échantillons et photos pour ta boutique en ligne.',
      ),
    ),
  ],
  faqHeading: FAQ_HEADING,
  faqs: [
    faq(
      t(
        'Wat is de minimale bestelling?',
        'Was ist die Mindestbestellung?',
        'What is the minimum order?',
        'Qual è l’ordine minimo?',
        'Quelle est la commande minimum ?',
      ),
      [
        'Je eerste bestelling is minimaal € 250; daarna bestel je vanaf € 100.',
        'Deine erste Bestellung beträgt mindestens 250 €, danach ab 100 €.',
        'Your first order is at least €250; after that, from €100.',
        'Il primo ordine è di almeno 250 €; poi da 100 €.',
        'Ta première commande est d’au moins 250 € ; ensuite dès 100 €.',
      ],
    ),
    faq(
      t(
        'Wie kan partner worden?',
        'Wer kann Partner werden?',
        'Who can become a partner?',
        'Chi può diventare partner?',
        'Qui peut devenir partenaire ?',
      ),
      [
        'Sportscholen, winkels, webshops en coaches met een KvK-nummer.',
        'Studios, Läden, Onlineshops und Coaches mit Gewerbeanmeldung.',
        'Gyms, shops, web shops and coaches with a registered business.',
        'Palestre, negozi, shop online e coach con partita IVA.',
        'Salles de sport, magasins, boutiques en ligne et coachs avec un numéro d’entreprise.',
      ],
    ),
  ],
  ctaHeading: t('Word partner', 'Partner werden', 'Become a partner', 'Diventa partner', 'Deviens partenaire'),
  ctaText: t(
    'Mail ons je bedrijfsgegevens; we sturen binnen twee werkdagen een voorstel.',
    'Schick uns deine Firmendaten; du bekommst in zwei Werktagen ein Angebot.',
    'Email us your business details; we send a proposal within two working days.',
    'Inviaci i dati della tua azienda; ti mandiamo una proposta entro due giorni lavorativi.',
    'Envoie-nous les coordonnées de ton entreprise ; nous t’envoyons une proposition sous deux jours ouvrés.',
  ),
  cta: linkToUrl(
    'mailto:partners@originalfuel.example',
    t('Mail ons', 'Schreib uns', 'Email us', 'Scrivici', 'Écris-nous'),
  ),
};

const PLANT_BASED_GUIDE: Fields = {
  serviceCards: [
    card(
      t('Eiwit uit planten', 'Eiweiß aus Pflanzen', 'Protein from plants', 'Proteine vegetali', 'Protéines végétales'),
      t(
        'Combineer peulvruchten, granen en noten voor alle essentiële aminozuren.',
        'Kombiniere Hülsenfrüchte, Getreide und Nüsse für alle essenziellen Aminosäuren.',
        'Combine legumes, grains and nuts for every essential amino acid.',
        'Combina legumi, cereali e frutta secca per tutti gli aminoacidi essenziali.',
        'Associe légumineuses, céréales et noix pour tous les acides aminés essentiels.',
      ),
      linkTo(ids.product('vegan-protein'), 'Vegan Protein'),
    ),
    card(
      t('Vitamine B12', 'Vitamin B12', 'Vitamin B12', 'Vitamina B12', 'Vitamine B12'),
      t(
        'Zit vrijwel alleen in dierlijke producten: suppleren is verstandig.',
        'Steckt fast nur in tierischen Lebensmitteln: ergänzen ist sinnvoll.',
        'Found almost only in animal products: a supplement is wise.',
        'Si trova quasi solo nei prodotti animali: integrarla è saggio.',
        'Présente presque uniquement dans les produits animaux : la supplémentation est conseillée.',
      ),
      linkTo(ids.product('vitamin-b12'), 'Vitamin B12'),
    ),
    card(
      t('IJzer', 'Eisen', 'Iron', 'Ferro', 'Fer'),
      t(
        'Eet bonen en groene groenten samen met vitamine C voor een betere opname.',
        'Iss Bohnen und grünes Gemüse mit Vitamin C für eine bessere Aufnahme.',
        'Eat beans and greens with vitamin C for better absorption.',
        'Mangia legumi e verdure verdi con vitamina C per assorbirlo meglio.',
        'Mange haricots et légumes verts avec de la vitamine C pour mieux l’absorber.',
      ),
    ),
    card(
      t('Omega-3', 'Omega-3', 'Omega-3', 'Omega-3', 'Oméga-3'),
      t(
        'Lijnzaad, chiazaad en walnoten leveren ALA; algenolie levert EPA en DHA.',
        'Leinsamen, Chiasamen und Walnüsse liefern ALA, Algenöl EPA und DHA.',
        'Flaxseed, chia and walnuts give ALA; algae oil gives EPA and DHA.',
        'Semi di lino, chia e noci danno ALA; l’olio di alghe EPA e DHA.',
        'Lin, chia et noix apportent de l’ALA ; l’huile d’algues de l’EPA et du DHA.',
      ),
    ),
  ],
  faqHeading: FAQ_HEADING,
  faqs: [
    faq(
      t(
        'Krijg ik genoeg eiwit zonder vlees?',
        'Bekomme ich ohne Fleisch genug Eiweiß?',
        'Do I get enough protein without meat?',
        'Assumo abbastanza proteine senza carne?',
        'Ai-je assez de protéines sans viande ?',
      ),
      [
        'Ja, met gevarieerde plantaardige bronnen en zo nodig een plantaardige shake haal je makkelijk 1,2 tot 1,6 gram per kilo lichaamsgewicht.',
        'Ja, mit abwechslungsreichen pflanzlichen Quellen und bei Bedarf einem veganen Shake erreichst du leicht 1,2 bis 1,6 g pro Kilo Körpergewicht.',
        'Yes: with varied plant sources and, where needed, a plant-based shake you easily reach 1.2 to 1.6 grams per kilo of body weight.',
        'Sì: con fonti vegetali varie e, se serve, uno shake vegano raggiungi facilmente 1,2-1,6 g per chilo di peso.',
        'Oui : avec des sources végétales variées et, si besoin, un shake végétal, tu atteins facilement 1,2 à 1,6 g par kilo de poids.',
      ],
    ),
    faq(
      t(
        'Welke supplementen heb ik nodig?',
        'Welche Nahrungsergänzung brauche ich?',
        'Which supplements do I need?',
        'Di quali integratori ho bisogno?',
        'De quels compléments ai-je besoin ?',
      ),
      [
        'Vitamine B12 altijd; vitamine D in de winter. Doe de vitaminetest voor advies dat bij jou past.',
        'Vitamin B12 immer, Vitamin D im Winter. Mach den Vitamintest für eine Empfehlung, die zu dir passt.',
        'Vitamin B12 always; vitamin D in winter. Take the vitamin test for advice that suits you.',
        'Vitamina B12 sempre, vitamina D in inverno. Fai il test vitaminico per un consiglio su misura.',
        'La vitamine B12 toujours, la vitamine D en hiver. Fais le test de vitamines pour un conseil adapté.',
      ],
    ),
  ],
  ctaHeading: t(
    'Welke vitamines passen bij jou?',
    'Welche Vitamine passen zu dir?',
    'Which vitamins suit you?',
    'Quali vitamine fanno per te?',
    'Quelles vitamines te conviennent ?',
  ),
  ctaText: t(
    'Vier vragen, direct advies.',
    'Vier Fragen, sofort eine Empfehlung.',
    'Four questions, advice straight away.',
    'Quattro domande, subito un consiglio.',
    'Quatre questions, un conseil immédiat.',
  ),
  cta: linkTo(
    VITAMIN_TEST_PAGE,
    t(
      'Doe de vitaminetest',
      'Zum Vitamintest',
      'Take the vitamin test',
      'Fai il test vitaminico',
      'Faire le test de vitamines',
    ),
  ),
};

const NUTRITION_ADVICE: Fields = {
  serviceCards: [
    card(
      t(
        '1. Vertel ons je doel',
        '1. Nenne uns dein Ziel',
        '1. Tell us your goal',
        '1. Raccontaci il tuo obiettivo',
        '1. Dis-nous ton objectif',
      ),
      t(
        'Vul het formulier hieronder in.',
        'Fülle das Formular unten aus.',
        'Fill in the form below.',
        'Compila il modulo qui sotto.',
        'Remplis le formulaire ci-dessous.',
      ),
    ),
    card(
      t(
        '2. Een diëtist belt je',
        '2. Wir rufen dich an',
        '2. A dietitian calls you',
        '2. Un nutrizionista ti chiama',
        '2. Un diététicien t’appelle',
      ),
      t(
        'Binnen drie werkdagen, op een moment dat jou past.',
        'Innerhalb von drei Werktagen, wann es dir passt.',
        'Within three working days, at a time that suits you.',
        'Entro tre giorni lavorativi, quando ti è comodo.',
        'Sous trois jours ouvrés, au moment qui te convient.',
      ),
    ),
    card(
      t(
        '3. Je plan op maat',
        '3. Dein persönlicher Plan',
        '3. Your tailored plan',
        '3. Il tuo piano su misura',
        '3. Ton plan sur mesure',
      ),
      t(
        'Met voedingsschema en productadvies, gratis.',
        'Mit Ernährungsplan und Produktempfehlung, kostenlos.',
        'With a meal plan and product advice, free of charge.',
        'Con piano alimentare e consigli sui prodotti, gratis.',
        'Avec un plan alimentaire et des conseils produits, gratuit.',
      ),
    ),
  ],
};

const SERVICE_FIELDS: Record<string, Fields> = {
  contact: CONTACT,
  wholesale: WHOLESALE,
  'plant-based-guide': PLANT_BASED_GUIDE,
  'nutrition-advise-submit': NUTRITION_ADVICE,
};

/** A page record's service fields by its slug; every field present, empty where the page has none. */
export function serviceFieldsOf(slug: string): Fields {
  return {...NO_SERVICE_FIELDS, ...SERVICE_FIELDS[slug]};
}

// ---------------------------------------------------------------------------------------------------------------
// Vitamin test

type ResultDef = {slug: string; heading: Text; text: Text; products: string[]};

const RESULTS: ResultDef[] = [
  {
    slug: 'vitamin-d',
    heading: t(
      'Jouw advies: extra vitamine D',
      'Deine Empfehlung: mehr Vitamin D',
      'Your advice: extra vitamin D',
      'Il tuo consiglio: più vitamina D',
      'Notre conseil : plus de vitamine D',
    ),
    text: t(
      'Je komt weinig buiten: vitamine D helpt je botten en weerstand, zeker van oktober tot maart.',
      'Du bist wenig draußen: Vitamin D unterstützt Knochen und Abwehrkräfte, besonders von Oktober bis März.',
      'You spend little time outdoors: vitamin D supports your bones and immunity, especially from October to March.',
      'Stai poco all’aperto: la vitamina D sostiene ossa e difese, soprattutto da ottobre a marzo.',
      'Tu sors peu : la vitamine D soutient tes os et ton immunité, surtout d’octobre à mars.',
    ),
    products: ['vitamin-d3', 'vitamin-k2-d3', 'multivitamin'],
  },
  {
    slug: 'plant-based',
    heading: t(
      'Jouw advies: plantaardige basis',
      'Deine Empfehlung: pflanzliche Basis',
      'Your advice: the plant-based basics',
      'Il tuo consiglio: le basi vegetali',
      'Notre conseil : les bases végétales',
    ),
    text: t(
      'Je eet (bijna) geen dierlijke producten: vul vitamine B12, ijzer en omega-3 aan.',
      'Du isst (fast) keine tierischen Produkte: ergänze Vitamin B12, Eisen und Omega-3.',
      'You eat (almost) no animal products: add vitamin B12, iron and omega-3.',
      'Non mangi (quasi) prodotti animali: integra vitamina B12, ferro e omega-3.',
      'Tu ne manges (presque) pas de produits animaux : complète en vitamine B12, fer et oméga-3.',
    ),
    products: ['vitamin-b12', 'iron', 'omega-3'],
  },
  {
    slug: 'energy',
    heading: t(
      'Jouw advies: meer energie',
      'Deine Empfehlung: mehr Energie',
      'Your advice: more energy',
      'Il tuo consiglio: più energia',
      'Notre conseil : plus d’énergie',
    ),
    text: t(
      'Je traint veel of voelt je vaak moe: magnesium en een multivitamine ondersteunen herstel en energie.',
      'Du trainierst viel oder bist oft müde: Magnesium und ein Multivitamin unterstützen Erholung und Energie.',
      'You train a lot or often feel tired: magnesium and a multivitamin support recovery and energy.',
      'Ti alleni molto o ti senti spesso stanco: magnesio e un multivitaminico sostengono recupero ed energia.',
      'Tu t’entraînes beaucoup ou tu es souvent fatigué : magnésium et multivitamine soutiennent récupération et énergie.',
    ),
    products: ['magnesium', 'multivitamin', 'electrolytes'],
  },
  {
    slug: 'all-round',
    heading: t(
      'Jouw advies: een goede basis',
      'Deine Empfehlung: eine gute Basis',
      'Your advice: a good foundation',
      'Il tuo consiglio: una buona base',
      'Notre conseil : une bonne base',
    ),
    text: t(
      'Je eet gevarieerd: een multivitamine is een eenvoudige aanvulling op drukke dagen.',
      'Du isst abwechslungsreich: ein Multivitamin ist eine einfache Ergänzung für volle Tage.',
      'You eat a varied diet: a multivitamin is a simple addition for busy days.',
      'Mangi in modo vario: un multivitaminico è un’aggiunta semplice per le giornate piene.',
      'Tu manges varié : une multivitamine est un complément simple pour les journées chargées.',
    ),
    products: ['multivitamin', 'vitamin-c'],
  },
];

const resultId = (slug: string) => ids.page('vitamin_test_result', slug);

const answer = (value: string, label: Text, recommends: string[]) =>
  block('vitamin_test_answer', {value, label, recommends: recommends.map(resultId)});

const question = (key: string, text: Text, answers: Block[]) =>
  block('vitamin_test_question', {key, question: text, answers});

const QUESTIONS: Block[] = [
  question('diet', t('Hoe eet je?', 'Wie ernährst du dich?', 'How do you eat?', 'Come mangi?', 'Comment manges-tu ?'), [
    answer(
      'everything',
      t(
        'Van alles, ook vlees en vis',
        'Von allem, auch Fleisch und Fisch',
        'Everything, including meat and fish',
        'Di tutto, anche carne e pesce',
        'De tout, viande et poisson compris',
      ),
      ['all-round'],
    ),
    answer('vegetarian', t('Vegetarisch', 'Vegetarisch', 'Vegetarian', 'Vegetariano', 'Végétarien'), ['plant-based']),
    answer('vegan', t('Veganistisch', 'Vegan', 'Vegan', 'Vegano', 'Végan'), ['plant-based', 'plant-based']),
  ]),
  question(
    'outdoors',
    t(
      'Hoeveel ben je buiten?',
      'Wie viel bist du draußen?',
      'How much time do you spend outdoors?',
      'Quanto tempo passi all’aperto?',
      'Combien de temps passes-tu dehors ?',
    ),
    [
      answer(
        'daily',
        t(
          'Elke dag meer dan een half uur',
          'Täglich über eine halbe Stunde',
          'More than half an hour every day',
          'Più di mezz’ora al giorno',
          'Plus d’une demi-heure par jour',
        ),
        ['all-round'],
      ),
      answer(
        'sometimes',
        t(
          'Een paar keer per week',
          'Ein paar Mal pro Woche',
          'A few times a week',
          'Qualche volta a settimana',
          'Quelques fois par semaine',
        ),
        ['vitamin-d'],
      ),
      answer('rarely', t('Zelden', 'Selten', 'Rarely', 'Raramente', 'Rarement'), ['vitamin-d', 'vitamin-d']),
    ],
  ),
  question(
    'training',
    t(
      'Hoe vaak train je?',
      'Wie oft trainierst du?',
      'How often do you train?',
      'Quanto spesso ti alleni?',
      'À quelle fréquence t’entraînes-tu ?',
    ),
    [
      answer('rarely', t('Zelden', 'Selten', 'Rarely', 'Raramente', 'Rarement'), []),
      answer(
        'weekly',
        t(
          'Een tot drie keer per week',
          'Ein- bis dreimal pro Woche',
          'Once to three times a week',
          'Da una a tre volte a settimana',
          'Une à trois fois par semaine',
        ),
        ['all-round'],
      ),
      answer(
        'often',
        t(
          'Vier keer of vaker per week',
          'Viermal oder öfter pro Woche',
          'Four times a week or more',
          'Quattro volte o più a settimana',
          'Quatre fois ou plus par semaine',
        ),
        ['energy'],
      ),
    ],
  ),
  question(
    'energy',
    t(
      'Hoe voel je je meestal?',
      'Wie fühlst du dich meistens?',
      'How do you usually feel?',
      'Come ti senti di solito?',
      'Comment te sens-tu en général ?',
    ),
    [
      answer(
        'fit',
        t('Fit en uitgerust', 'Fit und ausgeruht', 'Fit and rested', 'In forma e riposato', 'En forme et reposé'),
        ['all-round'],
      ),
      answer('tired', t('Vaak moe', 'Oft müde', 'Often tired', 'Spesso stanco', 'Souvent fatigué'), [
        'energy',
        'energy',
      ]),
    ],
  ),
];

export const VITAMIN_TEST_RECORDS: ContentRecord[] = [
  {
    id: ids.page('vitamin_test'),
    model: 'vitamin_test',
    createdAt: at('2024-03-01'),
    updatedAt: at('2024-11-01'),
    fields: {
      questions: QUESTIONS,
      submitLabel: t(
        'Bekijk mijn advies',
        'Meine Empfehlung ansehen',
        'See my advice',
        'Vedi il mio consiglio',
        'Voir mon conseil',
      ),
    },
  },
  ...RESULTS.map(
    ({slug, heading, text, products}): ContentRecord => ({
      id: resultId(slug),
      model: 'vitamin_test_result',
      createdAt: at('2024-03-01'),
      updatedAt: at('2024-11-01'),
      fields: {slug, heading, text, products: products.map(ids.product)},
    }),
  ),
];
