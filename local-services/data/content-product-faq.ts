// The FAQ on the whey-protein page: eight questions with structured-text answers in five languages, so paging
// (initial 3, then 3 more) has three pages, and answers exercise links and lists.
import {block, translated, type Block, type LocalizedValue, type StructuredText} from '../datocms/records';
import {dast, itemLink, link, list, p, strong} from './content-dast';
import {CALENDLY_URL, ids} from './content-kit';

type Qa = {question: LocalizedValue<string>; answer: LocalizedValue<StructuredText>};

const ARTICLE = ids.article('how-much-protein-per-day');

const QAS: Qa[] = [
  {
    question: translated(
      'Wanneer neem ik whey proteïne?',
      'Wann nehme ich Whey Protein?',
      'When should I take whey protein?',
      'Quando assumere le proteine whey?',
      'Quand prendre la protéine whey ?',
    ),
    answer: translated(
      dast(p('Het liefst binnen een uur na je training, of als eiwitrijk tussendoortje.')),
      dast(p('Am besten innerhalb einer Stunde nach dem Training oder als eiweißreicher Snack.')),
      dast(p('Ideally within an hour after training, or as a high-protein snack.')),
      dast(p("Idealmente entro un'ora dall'allenamento, o come spuntino proteico.")),
      dast(p("Idéalement dans l'heure qui suit l'entraînement, ou en en-cas protéiné.")),
    ),
  },
  {
    question: translated(
      'Hoeveel eiwit heb ik per dag nodig?',
      'Wie viel Eiweiß brauche ich pro Tag?',
      'How much protein do I need per day?',
      'Di quante proteine ho bisogno al giorno?',
      'De combien de protéines ai-je besoin par jour ?',
    ),
    answer: translated(
      dast(p('Sporters hebben 1,2 tot 2 g per kilo lichaamsgewicht nodig. Lees meer in ', itemLink(ARTICLE, 'ons artikel'), '.')),
      dast(p('Sportler brauchen 1,2 bis 2 g pro Kilo Körpergewicht. Mehr dazu in ', itemLink(ARTICLE, 'unserem Artikel'), '.')),
      dast(p('Athletes need 1.2 to 2 g per kilo of body weight. Read more in ', itemLink(ARTICLE, 'our article'), '.')),
      dast(p('Gli sportivi hanno bisogno di 1,2-2 g per chilo di peso corporeo. Leggi di più nel ', itemLink(ARTICLE, 'nostro articolo'), '.')),
      dast(p('Les sportifs ont besoin de 1,2 à 2 g par kilo de poids corporel. Plus de détails dans ', itemLink(ARTICLE, 'notre article'), '.')),
    ),
  },
  {
    question: translated(
      'Kan ik het mengen met melk?',
      'Kann ich es mit Milch mischen?',
      'Can I mix it with milk?',
      'Posso mescolarle con il latte?',
      'Puis-je le mélanger avec du lait ?',
    ),
    answer: translated(
      dast(p('Ja. Met melk wordt je shake romiger, met water lichter.')),
      dast(p('Ja. Mit Milch wird dein Shake cremiger, mit Wasser leichter.')),
      dast(p('Yes. Milk makes your shake creamier, water makes it lighter.')),
      dast(p("Sì. Con il latte lo shake è più cremoso, con l'acqua più leggero.")),
      dast(p("Oui. Avec du lait ton shake est plus onctueux, avec de l'eau plus léger.")),
    ),
  },
  {
    question: translated('Bevat het lactose?', 'Enthält es Laktose?', 'Does it contain lactose?', 'Contiene lattosio?', 'Contient-il du lactose ?'),
    answer: translated(
      dast(p('Een beetje: ', strong('minder dan 1,5 g per portie'), '. Bij een allergie voor melk raden we onze vegan proteïne aan.')),
      dast(p('Ein wenig: ', strong('weniger als 1,5 g pro Portion'), '. Bei einer Milchallergie empfehlen wir unser veganes Protein.')),
      dast(p('A little: ', strong('less than 1.5 g per serving'), '. If you are allergic to milk, try our vegan protein.')),
      dast(p('Poco: ', strong('meno di 1,5 g per porzione'), '. In caso di allergia al latte consigliamo la nostra proteina vegana.')),
      dast(p('Un peu : ', strong('moins de 1,5 g par portion'), '. En cas d’allergie au lait, essaie notre protéine végane.')),
    ),
  },
  {
    question: translated(
      'Hoe lang is een zak houdbaar?',
      'Wie lange ist ein Beutel haltbar?',
      'How long does a bag keep?',
      'Quanto dura una confezione?',
      'Combien de temps se conserve un sachet ?',
    ),
    answer: translated(
      dast(p('Ongeopend 18 maanden. Na openen binnen 3 maanden gebruiken en droog bewaren.')),
      dast(p('Ungeöffnet 18 Monate. Nach dem Öffnen innerhalb von 3 Monaten verbrauchen und trocken lagern.')),
      dast(p('Unopened 18 months. Once opened, use within 3 months and keep dry.')),
      dast(p("Chiusa 18 mesi. Una volta aperta, consumare entro 3 mesi e conservare all'asciutto.")),
      dast(p('Fermé 18 mois. Une fois ouvert, à consommer sous 3 mois et à conserver au sec.')),
    ),
  },
  {
    question: translated(
      'Hoe werkt het abonnement?',
      'Wie funktioniert das Abo?',
      'How does the subscription work?',
      "Come funziona l'abbonamento?",
      "Comment fonctionne l'abonnement ?",
    ),
    answer: translated(
      dast(list('bulleted', ['Kies elke 1, 2 of 3 maanden.'], ['Je krijgt 10% korting op elke levering.'], ['Opzeggen kan altijd.'])),
      dast(list('bulleted', ['Wähle alle 1, 2 oder 3 Monate.'], ['Du sparst 10 % bei jeder Lieferung.'], ['Jederzeit kündbar.'])),
      dast(list('bulleted', ['Choose every 1, 2 or 3 months.'], ['Save 10% on every delivery.'], ['Cancel any time.'])),
      dast(list('bulleted', ['Scegli ogni 1, 2 o 3 mesi.'], ['Risparmi il 10% su ogni consegna.'], ['Puoi disdire quando vuoi.'])),
      dast(list('bulleted', ['Choisis tous les 1, 2 ou 3 mois.'], ['10 % de réduction sur chaque livraison.'], ['Résiliable à tout moment.'])),
    ),
  },
  {
    question: translated(
      'Is het getest op doping?',
      'Ist es auf Doping getestet?',
      'Is it tested for doping?',
      'È testato per il doping?',
      'Est-il testé contre le dopage ?',
    ),
    answer: translated(
      dast(p('Ja, elke batch wordt getest. Bekijk de resultaten op ', link('https://www.informed-sport.com', 'Informed Sport'), '.')),
      dast(p('Ja, jede Charge wird getestet. Die Ergebnisse findest du bei ', link('https://www.informed-sport.com', 'Informed Sport'), '.')),
      dast(p('Yes, every batch is tested. See the results on ', link('https://www.informed-sport.com', 'Informed Sport'), '.')),
      dast(p('Sì, ogni lotto viene testato. Consulta i risultati su ', link('https://www.informed-sport.com', 'Informed Sport'), '.')),
      dast(p('Oui, chaque lot est testé. Consulte les résultats sur ', link('https://www.informed-sport.com', 'Informed Sport'), '.')),
    ),
  },
  {
    question: translated(
      'Kan ik persoonlijk advies krijgen?',
      'Kann ich persönlich beraten werden?',
      'Can I get personal advice?',
      'Posso ricevere una consulenza personale?',
      'Puis-je obtenir un conseil personnalisé ?',
    ),
    answer: translated(
      dast(p('Zeker. ', link(CALENDLY_URL, 'Plan een gratis gesprek'), ' met onze diëtist.')),
      dast(p('Klar. ', link(CALENDLY_URL, 'Buche ein kostenloses Gespräch'), ' mit unserer Ernährungsberaterin.')),
      dast(p('Sure. ', link(CALENDLY_URL, 'Book a free call'), ' with our dietitian.')),
      dast(p('Certo. ', link(CALENDLY_URL, 'Prenota una chiamata gratuita'), ' con la nostra nutrizionista.')),
      dast(p('Bien sûr. ', link(CALENDLY_URL, 'Réserve un appel gratuit'), ' avec notre diététicienne.')),
    ),
  },
];

export const FAQ_BLOCKS: Block[] = QAS.map(({question, answer}) => block('faq_block', {question, answer}));
