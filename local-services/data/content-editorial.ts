// Demo fit-blog articles, recipes and their tags. Besides ordinary entries, the lists hold the cases the app
// must leave out (spec §4 Lists, §5): no publication date, an empty slug, a blank heading, a draft never
// published, and an article only translated into nl and de. Fifteen listed articles fill three overview pages
// of six, eight listed recipes two; a few carry a video or product highlights (spec §3 show{product}O).
import {localized, translated, type ContentRecord, type LocalizedValue, type Upload} from '../datocms/records';
import {at, ids, photo} from './content-kit';
import {BRAND_LOOP_VIDEO} from './content-media';

type Text = LocalizedValue<string>;

const TAGS: [slug: string, name: Text][] = [
  ['training', translated('Training', 'Training', 'Training', 'Allenamento', 'Entraînement')],
  ['nutrition', translated('Voeding', 'Ernährung', 'Nutrition', 'Alimentazione', 'Nutrition')],
  ['lifestyle', translated('Lifestyle', 'Lifestyle', 'Lifestyle', 'Stile di vita', 'Style de vie')],
  ['breakfast', translated('Ontbijt', 'Frühstück', 'Breakfast', 'Colazione', 'Petit-déjeuner')],
  ['snacks', translated('Snacks', 'Snacks', 'Snacks', 'Spuntini', 'En-cas')],
  ['vegan', translated('Vegan', 'Vegan', 'Vegan', 'Vegano', 'Végétalien')],
];

export const TAG_RECORDS: ContentRecord[] = TAGS.map(([slug, name]) => ({
  id: ids.tag(slug),
  model: 'tag',
  createdAt: at('2023-01-09'),
  fields: {name, slug},
}));

type Entry = {
  /** Stable key for the id; also the slug unless `slug` says otherwise. */
  key: string;
  slug?: string;
  publicationDate: string | null;
  tags: string[];
  heading: Text;
  intro: Text;
  timeToRead?: number;
  draftOnly?: boolean;
  /** Shown instead of the main image on the entry's page (spec §2 media display). */
  video?: Upload;
  /** Spec §3 show{product}O and {product}OIsWhite: the products the entry highlights, white or in colour. */
  highlights?: {product: HighlightProduct; white?: boolean}[];
};

type HighlightProduct = 'wheyProtein' | 'veganProtein' | 'proteinBar';
const HIGHLIGHT_PRODUCTS: HighlightProduct[] = ['wheyProtein', 'veganProtein', 'proteinBar'];

const ARTICLES: Entry[] = [
  {
    key: 'vitamin-d-in-winter',
    publicationDate: '2024-12-02',
    tags: ['nutrition'],
    timeToRead: 4,
    heading: translated(
      'Vitamine D in de winter',
      'Vitamin D im Winter',
      'Vitamin D in winter',
      'La vitamina D in inverno',
      'La vitamine D en hiver',
    ),
    intro: translated(
      'Minder zon betekent minder vitamine D. Wanneer aanvullen zinvol is.',
      'Weniger Sonne heißt weniger Vitamin D. Wann eine Ergänzung sinnvoll ist.',
      'Less sun means less vitamin D. When a supplement makes sense.',
      'Meno sole significa meno vitamina D. Quando ha senso integrarla.',
      'Moins de soleil, moins de vitamine D. Quand une supplémentation a du sens.',
    ),
  },
  {
    key: 'protein-after-training',
    publicationDate: '2024-11-04',
    tags: ['training', 'nutrition'],
    timeToRead: 5,
    highlights: [{product: 'wheyProtein'}, {product: 'proteinBar', white: true}],
    heading: translated(
      'Waarom eiwit na je training telt',
      'Warum Eiweiß nach dem Training zählt',
      'Why protein after training matters',
      "Perché le proteine dopo l'allenamento contano",
      "Pourquoi les protéines comptent après l'entraînement",
    ),
    intro: translated(
      'Wat er in je spieren gebeurt na het sporten, en hoeveel eiwit je dan echt nodig hebt.',
      'Was nach dem Sport in deinen Muskeln passiert und wie viel Eiweiß du dann wirklich brauchst.',
      'What happens in your muscles after exercise, and how much protein you really need.',
      'Cosa succede nei muscoli dopo lo sport e di quante proteine hai davvero bisogno.',
      'Ce qui se passe dans tes muscles après le sport, et la quantité de protéines dont tu as vraiment besoin.',
    ),
  },
  {
    key: 'how-much-protein-per-day',
    publicationDate: '2024-10-21',
    tags: ['nutrition'],
    timeToRead: 7,
    heading: translated(
      'Hoeveel eiwit heb je per dag nodig?',
      'Wie viel Eiweiß brauchst du pro Tag?',
      'How much protein do you need per day?',
      'Di quante proteine hai bisogno al giorno?',
      'De combien de protéines as-tu besoin par jour ?',
    ),
    intro: translated(
      'Een eenvoudige rekensom op basis van je gewicht en hoe actief je bent.',
      'Eine einfache Rechnung nach Körpergewicht und Aktivität.',
      'A simple calculation based on your weight and how active you are.',
      'Un semplice calcolo basato sul tuo peso e sul tuo livello di attività.',
      "Un calcul simple selon ton poids et ton niveau d'activité.",
    ),
  },
  {
    key: 'plant-based-protein-explained',
    publicationDate: '2024-10-07',
    tags: ['nutrition', 'vegan'],
    timeToRead: 6,
    highlights: [{product: 'veganProtein', white: true}],
    heading: translated(
      'Plantaardig eiwit, zo zit het',
      'Pflanzliches Eiweiß einfach erklärt',
      'Plant-based protein explained',
      'Le proteine vegetali spiegate',
      'Les protéines végétales expliquées',
    ),
    intro: translated(
      'Erwt, rijst, hennep en soja: de verschillen en hoe je ze combineert.',
      'Erbse, Reis, Hanf und Soja: die Unterschiede und wie du sie kombinierst.',
      'Pea, rice, hemp and soy: how they differ and how to combine them.',
      'Pisello, riso, canapa e soia: le differenze e come combinarle.',
      'Pois, riz, chanvre et soja : leurs différences et comment les combiner.',
    ),
  },
  {
    key: 'morning-routine-for-energy',
    publicationDate: '2024-09-30',
    tags: ['lifestyle'],
    timeToRead: 4,
    heading: translated(
      'Een ochtendroutine voor meer energie',
      'Eine Morgenroutine für mehr Energie',
      'A morning routine for more energy',
      'Una routine mattutina per più energia',
      "Une routine matinale pour plus d'énergie",
    ),
    intro: translated(
      'Vijf kleine gewoontes die je dag een vliegende start geven.',
      'Fünf kleine Gewohnheiten für einen starken Start in den Tag.',
      'Five small habits that give your day a flying start.',
      'Cinque piccole abitudini per iniziare la giornata con slancio.',
      'Cinq petites habitudes pour bien démarrer la journée.',
    ),
  },
  {
    key: 'strength-training-for-beginners',
    publicationDate: '2024-09-12',
    tags: ['training'],
    timeToRead: 8,
    video: BRAND_LOOP_VIDEO,
    heading: translated(
      'Krachttraining voor beginners',
      'Krafttraining für Einsteiger',
      'Strength training for beginners',
      'Allenamento di forza per principianti',
      'Musculation pour débutants',
    ),
    intro: translated(
      'Met deze drie oefeningen en een simpel schema zet je de eerste stap.',
      'Mit drei Übungen und einem einfachen Plan machst du den ersten Schritt.',
      'Three exercises and a simple schedule to take the first step.',
      'Tre esercizi e un programma semplice per fare il primo passo.',
      'Trois exercices et un programme simple pour faire le premier pas.',
    ),
  },
  {
    key: 'recovery-and-sleep',
    publicationDate: '2024-08-26',
    tags: ['training', 'lifestyle'],
    timeToRead: 6,
    heading: translated(
      'Herstel begint in bed',
      'Regeneration beginnt im Bett',
      'Recovery starts in bed',
      'Il recupero inizia a letto',
      'La récupération commence au lit',
    ),
    intro: translated(
      'Waarom slaap je beste trainingsmaatje is, en hoe je er meer uit haalt.',
      'Warum Schlaf dein bester Trainingspartner ist und wie du mehr daraus machst.',
      'Why sleep is your best training partner, and how to get more out of it.',
      'Perché il sonno è il tuo miglior compagno di allenamento e come sfruttarlo al meglio.',
      "Pourquoi le sommeil est ton meilleur partenaire d'entraînement, et comment en profiter.",
    ),
  },
  {
    key: 'hydration-during-exercise',
    publicationDate: '2024-07-15',
    tags: ['training'],
    timeToRead: 5,
    heading: translated(
      'Goed drinken tijdens het sporten',
      'Richtig trinken beim Sport',
      'Staying hydrated during exercise',
      'Idratarsi bene durante lo sport',
      "Bien s'hydrater pendant le sport",
    ),
    intro: translated(
      'Hoeveel vocht en welke elektrolyten je nodig hebt bij duursport.',
      'Wie viel Flüssigkeit und welche Elektrolyte du beim Ausdauersport brauchst.',
      'How much fluid and which electrolytes you need for endurance sport.',
      'Quanti liquidi e quali elettroliti servono negli sport di resistenza.',
      "Quelle quantité d'eau et quels électrolytes pour les sports d'endurance.",
    ),
  },
  {
    // Translated into nl and de only: its _locales are [nl, de]; other locales see it only through fallbacks.
    key: 'meal-prep-sunday',
    publicationDate: '2024-06-03',
    tags: ['lifestyle', 'nutrition'],
    timeToRead: 6,
    heading: localized({nl: 'Meal prep op zondag', de: 'Meal Prep am Sonntag'}),
    intro: localized({
      nl: 'Zo kook je in twee uur voor de hele week.',
      de: 'So kochst du in zwei Stunden für die ganze Woche.',
    }),
  },
  {
    key: 'pre-workout-snacks',
    publicationDate: '2024-11-18',
    tags: ['training', 'nutrition'],
    timeToRead: 4,
    heading: translated(
      'Wat eet je voor je training?',
      'Was isst du vor dem Training?',
      'What to eat before training',
      "Cosa mangiare prima dell'allenamento",
      "Que manger avant l'entraînement ?",
    ),
    intro: translated(
      'Lichte snacks die energie geven zonder zwaar op je maag te liggen.',
      'Leichte Snacks, die Energie geben, ohne schwer im Magen zu liegen.',
      'Light snacks that give energy without sitting heavy in your stomach.',
      'Spuntini leggeri che danno energia senza appesantire lo stomaco.',
      "Des en-cas légers qui donnent de l'énergie sans peser sur l'estomac.",
    ),
  },
  {
    key: 'magnesium-and-muscles',
    publicationDate: '2024-08-05',
    tags: ['nutrition'],
    timeToRead: 5,
    heading: translated(
      'Magnesium en je spieren',
      'Magnesium und deine Muskeln',
      'Magnesium and your muscles',
      'Il magnesio e i tuoi muscoli',
      'Le magnésium et tes muscles',
    ),
    intro: translated(
      'Waarom dit mineraal telt bij krampen, herstel en slaap.',
      'Warum dieses Mineral bei Krämpfen, Regeneration und Schlaf zählt.',
      'Why this mineral matters for cramps, recovery and sleep.',
      'Perché questo minerale conta per crampi, recupero e sonno.',
      'Pourquoi ce minéral compte pour les crampes, la récupération et le sommeil.',
    ),
  },
  {
    key: 'walking-10000-steps',
    publicationDate: '2024-07-01',
    tags: ['lifestyle'],
    timeToRead: 4,
    heading: translated(
      'Zijn 10.000 stappen echt nodig?',
      'Braucht es wirklich 10.000 Schritte?',
      'Do you really need 10,000 steps?',
      'Servono davvero 10.000 passi?',
      'Faut-il vraiment 10 000 pas ?',
    ),
    intro: translated(
      'Wat onderzoek zegt over wandelen en je gezondheid.',
      'Was die Forschung über Gehen und Gesundheit sagt.',
      'What research says about walking and your health.',
      'Cosa dice la ricerca sul camminare e la salute.',
      'Ce que dit la recherche sur la marche et la santé.',
    ),
  },
  {
    key: 'omega-3-basics',
    publicationDate: '2024-05-06',
    tags: ['nutrition'],
    timeToRead: 5,
    heading: translated(
      'Omega-3: de basis',
      'Omega-3: die Grundlagen',
      'Omega-3: the basics',
      'Omega-3: le basi',
      'Oméga-3 : les bases',
    ),
    intro: translated(
      'Waar je deze vetzuren vindt en hoeveel je nodig hebt.',
      'Wo du diese Fettsäuren findest und wie viel du brauchst.',
      'Where to find these fatty acids and how much you need.',
      'Dove trovare questi acidi grassi e quanti ne servono.',
      'Où trouver ces acides gras et en quelle quantité.',
    ),
  },
  {
    key: 'hiit-or-cardio',
    publicationDate: '2024-04-15',
    tags: ['training'],
    timeToRead: 6,
    heading: translated(
      'HIIT of rustige cardio?',
      'HIIT oder ruhiges Cardio?',
      'HIIT or steady cardio?',
      'HIIT o cardio costante?',
      'HIIT ou cardio modéré ?',
    ),
    intro: translated(
      'Twee manieren om je conditie op te bouwen, en wanneer je welke kiest.',
      'Zwei Wege zu mehr Ausdauer und wann du welchen wählst.',
      'Two ways to build fitness, and when to choose which.',
      'Due modi per migliorare la resistenza e quando sceglierli.',
      'Deux façons de gagner en endurance, et quand choisir laquelle.',
    ),
  },
  {
    key: 'vegan-athletes',
    publicationDate: '2024-03-11',
    tags: ['vegan', 'training'],
    timeToRead: 7,
    highlights: [{product: 'veganProtein'}],
    heading: translated(
      'Sporten op een plantaardig dieet',
      'Sport mit pflanzlicher Ernährung',
      'Training on a plant-based diet',
      'Allenarsi con una dieta vegetale',
      "S'entraîner avec une alimentation végétale",
    ),
    intro: translated(
      'Zo krijg je genoeg eiwit, ijzer en B12 binnen.',
      'So bekommst du genug Eiweiß, Eisen und B12.',
      'How to get enough protein, iron and B12.',
      'Come assumere abbastanza proteine, ferro e B12.',
      'Comment avoir assez de protéines, de fer et de B12.',
    ),
  },
  {
    // A blank heading: the app's article list leaves it out (spec §5).
    key: 'untitled-notes',
    publicationDate: '2024-06-17',
    tags: ['lifestyle'],
    timeToRead: 3,
    heading: translated(' ', ' ', ' ', ' ', ' '),
    intro: translated('Notities', 'Notizen', 'Notes', 'Appunti', 'Notes'),
  },
  {
    // No publication date: the app's lists leave it out (spec §4 Lists).
    key: 'creatine-myths',
    publicationDate: null,
    tags: ['training'],
    timeToRead: 5,
    heading: translated(
      'Vijf mythes over creatine',
      'Fünf Mythen über Kreatin',
      'Five myths about creatine',
      'Cinque miti sulla creatina',
      'Cinq mythes sur la créatine',
    ),
    intro: translated(
      'Wat klopt er wel en niet van de verhalen over creatine?',
      'Was an den Geschichten über Kreatin stimmt und was nicht.',
      "What is and isn't true about the stories around creatine.",
      "Cosa c'è di vero nelle storie sulla creatina.",
      'Le vrai et le faux sur la créatine.',
    ),
  },
  {
    // Empty slug: the app's article list leaves it out (spec §5).
    key: 'fibre',
    slug: '',
    publicationDate: '2024-05-20',
    tags: ['nutrition'],
    timeToRead: 4,
    heading: translated(
      'Vezels: de vergeten voedingsstof',
      'Ballaststoffe: der vergessene Nährstoff',
      'Fibre: the forgotten nutrient',
      'Le fibre: il nutriente dimenticato',
      'Les fibres : le nutriment oublié',
    ),
    intro: translated(
      'Waarom vezels belangrijk zijn voor je darmen en verzadiging.',
      'Warum Ballaststoffe für Darm und Sättigung wichtig sind.',
      'Why fibre matters for your gut and for feeling full.',
      "Perché le fibre sono importanti per l'intestino e la sazietà.",
      'Pourquoi les fibres comptent pour ton intestin et ta satiété.',
    ),
  },
  {
    // Never published: only visible with drafts.
    key: 'new-year-goals',
    publicationDate: '2025-01-06',
    tags: ['lifestyle'],
    timeToRead: 5,
    draftOnly: true,
    heading: translated(
      'Haalbare doelen voor het nieuwe jaar',
      'Realistische Ziele fürs neue Jahr',
      'Achievable goals for the new year',
      'Obiettivi realistici per il nuovo anno',
      'Des objectifs réalistes pour la nouvelle année',
    ),
    intro: translated(
      'Hoe je goede voornemens omzet in gewoontes die blijven.',
      'Wie aus guten Vorsätzen Gewohnheiten werden, die bleiben.',
      'How to turn resolutions into habits that stick.',
      'Come trasformare i buoni propositi in abitudini che durano.',
      'Comment transformer tes bonnes résolutions en habitudes durables.',
    ),
  },
];

const RECIPES: Entry[] = [
  {
    key: 'overnight-protein-oats',
    publicationDate: '2024-11-11',
    tags: ['breakfast'],
    heading: translated(
      'Overnight protein oats',
      'Overnight Protein Oats',
      'Overnight protein oats',
      'Overnight oats proteici',
      'Overnight oats protéinés',
    ),
    intro: translated(
      'Vijf minuten werk op de avond, een romig ontbijt met 30 g eiwit in de ochtend.',
      'Fünf Minuten am Abend, ein cremiges Frühstück mit 30 g Eiweiß am Morgen.',
      'Five minutes in the evening, a creamy breakfast with 30 g of protein in the morning.',
      'Cinque minuti la sera, una colazione cremosa con 30 g di proteine al mattino.',
      'Cinq minutes le soir, un petit-déjeuner crémeux avec 30 g de protéines le matin.',
    ),
  },
  {
    key: 'chocolate-protein-pancakes',
    publicationDate: '2024-10-28',
    tags: ['breakfast'],
    highlights: [{product: 'wheyProtein', white: true}],
    heading: translated(
      'Chocolade-eiwitpannenkoeken',
      'Schoko-Protein-Pancakes',
      'Chocolate protein pancakes',
      'Pancake proteici al cioccolato',
      'Pancakes protéinés au chocolat',
    ),
    intro: translated(
      'Luchtige pannenkoeken met chocolade, klaar in een kwartier.',
      'Fluffige Pancakes mit Schokolade, in einer Viertelstunde fertig.',
      'Fluffy chocolate pancakes, ready in fifteen minutes.',
      "Pancake soffici al cioccolato, pronti in un quarto d'ora.",
      "Des pancakes moelleux au chocolat, prêts en un quart d'heure.",
    ),
  },
  {
    key: 'peanut-butter-energy-balls',
    publicationDate: '2024-10-14',
    tags: ['snacks', 'vegan'],
    heading: translated(
      'Pindakaas-energyballs',
      'Erdnussbutter-Energy-Balls',
      'Peanut butter energy balls',
      'Energy balls al burro di arachidi',
      'Energy balls au beurre de cacahuète',
    ),
    intro: translated(
      'Zes ingrediënten, geen oven: de perfecte snack voor onderweg.',
      'Sechs Zutaten, kein Ofen: der perfekte Snack für unterwegs.',
      'Six ingredients, no oven: the perfect snack on the go.',
      'Sei ingredienti, niente forno: lo spuntino perfetto da portare con sé.',
      "Six ingrédients, sans four : l'en-cas idéal à emporter.",
    ),
  },
  {
    key: 'berry-smoothie-bowl',
    publicationDate: '2024-09-23',
    tags: ['breakfast', 'vegan'],
    heading: translated(
      'Smoothiebowl met bosvruchten',
      'Smoothie-Bowl mit Beeren',
      'Berry smoothie bowl',
      'Smoothie bowl ai frutti di bosco',
      'Smoothie bowl aux fruits rouges',
    ),
    intro: translated(
      'Fris, fruitig en vol plantaardig eiwit.',
      'Frisch, fruchtig und voller pflanzlichem Eiweiß.',
      'Fresh, fruity and full of plant-based protein.',
      'Fresca, fruttata e ricca di proteine vegetali.',
      'Frais, fruité et plein de protéines végétales.',
    ),
  },
  {
    key: 'banana-protein-muffins',
    publicationDate: '2024-09-02',
    tags: ['snacks'],
    heading: translated(
      'Bananen-eiwitmuffins',
      'Bananen-Protein-Muffins',
      'Banana protein muffins',
      'Muffin proteici alla banana',
      'Muffins protéinés à la banane',
    ),
    intro: translated(
      'Zonder geraffineerde suiker en perfect om mee te nemen.',
      'Ohne raffinierten Zucker und perfekt zum Mitnehmen.',
      'No refined sugar and perfect to take along.',
      'Senza zuccheri raffinati e perfetti da portare via.',
      'Sans sucre raffiné et parfaits à emporter.',
    ),
  },
  {
    key: 'vegan-protein-brownies',
    publicationDate: '2024-08-19',
    tags: ['snacks', 'vegan'],
    heading: translated(
      'Vegan eiwitbrownies',
      'Vegane Protein-Brownies',
      'Vegan protein brownies',
      'Brownies proteici vegani',
      'Brownies protéinés vegan',
    ),
    intro: translated(
      'Smeuïg, chocoladeachtig en toch vol eiwit.',
      'Saftig, schokoladig und trotzdem voller Eiweiß.',
      'Fudgy, chocolatey and still full of protein.',
      'Morbidi, al cioccolato e comunque ricchi di proteine.',
      'Fondants, chocolatés et pourtant riches en protéines.',
    ),
  },
  {
    key: 'protein-hummus',
    publicationDate: '2024-08-05',
    tags: ['snacks', 'vegan'],
    heading: translated(
      'Eiwitrijke hummus',
      'Proteinreicher Hummus',
      'High-protein hummus',
      'Hummus proteico',
      'Houmous protéiné',
    ),
    intro: translated(
      'Kikkererwten en plantaardig eiwit: een dip die je lang vol houdt.',
      'Kichererbsen und pflanzliches Eiweiß: ein Dip, der lange satt macht.',
      'Chickpeas and plant protein: a dip that keeps you full for long.',
      'Ceci e proteine vegetali: una salsa che sazia a lungo.',
      'Pois chiches et protéines végétales : une sauce qui cale longtemps.',
    ),
  },
  {
    key: 'green-protein-smoothie',
    publicationDate: '2024-07-08',
    tags: ['breakfast', 'vegan'],
    heading: translated(
      'Groene eiwitsmoothie',
      'Grüner Protein-Smoothie',
      'Green protein smoothie',
      'Smoothie proteico verde',
      'Smoothie protéiné vert',
    ),
    intro: translated(
      'Spinazie, banaan en vanille: ontbijt in een glas.',
      'Spinat, Banane und Vanille: Frühstück im Glas.',
      'Spinach, banana and vanilla: breakfast in a glass.',
      'Spinaci, banana e vaniglia: la colazione in un bicchiere.',
      'Épinards, banane et vanille : le petit-déjeuner dans un verre.',
    ),
  },
  {
    // No publication date: the app's lists leave it out (spec §4 Lists).
    key: 'high-protein-granola',
    publicationDate: null,
    tags: ['breakfast'],
    heading: translated(
      'Eiwitrijke granola',
      'Proteinreiches Granola',
      'High-protein granola',
      'Granola proteica',
      'Granola protéiné',
    ),
    intro: translated(
      'Krokante granola uit eigen oven.',
      'Knuspriges Granola aus dem eigenen Ofen.',
      'Crunchy granola from your own oven.',
      'Granola croccante fatta in casa.',
      'Un granola croustillant fait maison.',
    ),
  },
  {
    // Empty slug: the app's recipe list leaves it out (spec §5).
    key: 'matcha-shake',
    slug: '',
    publicationDate: '2024-07-29',
    tags: ['snacks'],
    heading: translated(
      'Matcha-eiwitshake',
      'Matcha-Proteinshake',
      'Matcha protein shake',
      'Shake proteico al matcha',
      'Shake protéiné au matcha',
    ),
    intro: translated(
      'Een groene shake voor een rustige energieboost.',
      'Ein grüner Shake für einen sanften Energieschub.',
      'A green shake for a calm energy boost.',
      'Uno shake verde per una carica di energia tranquilla.',
      "Un shake vert pour un regain d'énergie en douceur.",
    ),
  },
];

function entryRecord(model: 'article' | 'recipe', entry: Entry): ContentRecord {
  // Created a week before publication; undated entries sit in the past like forgotten drafts.
  const created = entry.publicationDate ? shiftDays(entry.publicationDate, -7) : '2024-03-04';
  return {
    id: model === 'article' ? ids.article(entry.key) : ids.recipe(entry.key),
    model,
    createdAt: at(created),
    updatedAt: at(entry.publicationDate ?? created, '07:30:00'),
    draftOnly: entry.draftOnly,
    fields: {
      slug: entry.slug ?? entry.key,
      heading: entry.heading,
      publicationDate: entry.publicationDate,
      ...(model === 'article' ? {timeToRead: entry.timeToRead ?? null} : {}),
      tags: entry.tags.map(ids.tag),
      mainImage: photo(`${model}-${entry.key}`, entry.heading),
      intro: entry.intro,
      video: entry.video ?? null,
      ...highlightFlags(entry.highlights ?? []),
    },
  };
}

/** show{Product}O and {product}OIsWhite for every product: set for those the entry highlights. */
function highlightFlags(highlights: NonNullable<Entry['highlights']>): Record<string, boolean> {
  return Object.fromEntries(
    HIGHLIGHT_PRODUCTS.flatMap((product) => {
      const highlight = highlights.find((candidate) => candidate.product === product);
      const name = product[0]!.toUpperCase() + product.slice(1);
      return [
        [`show${name}O`, Boolean(highlight)],
        [`${product}OIsWhite`, Boolean(highlight?.white)],
      ];
    }),
  );
}

function shiftDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}

export const ARTICLE_RECORDS: ContentRecord[] = ARTICLES.map((entry) => entryRecord('article', entry));
export const RECIPE_RECORDS: ContentRecord[] = RECIPES.map((entry) => entryRecord('recipe', entry));
