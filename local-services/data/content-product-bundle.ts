// protein-bar as a bundle: a mix-and-match box of three snacks plus a shaker that always comes with it.
// The eligible variants, then the fixed shaker, are the Storefront's `custom.mix_and_match` metafield references on protein-bar
// (storefront/demo-content.ts: single bars, protein chocolate, beef jerky, rice cakes); the shaker is the fixed one.
import {block, translated, type Block, type Fields, type LocalizedValue} from '../datocms/records';
import {productByHandle, type DemoProduct, type DemoVariant, type Language} from './catalogue';
import {packshot, photo} from './content-kit';
import {dast, p} from './content-dast';
import {section} from './content-sections-kit';

/** Spec §9: the mix-and-match metafield holds at most 20 references; eligible + fixed stay within it. */
const MAX_REFERENCES = 20;

function product(handle: string): DemoProduct {
  const found = productByHandle(handle);
  if (!found) throw new Error(`bundle content refers to unknown product ${handle}`);
  return found;
}

const perLanguage = (fn: (language: Language) => string): LocalizedValue<string> =>
  translated(fn('nl'), fn('de'), fn('en'), fn('it'), fn('fr'));

/** 'Protein Bar Chocolate'; single-variant products just by their title. */
function itemTitle(owner: DemoProduct, variant: DemoVariant): LocalizedValue<string> {
  const flavour = variant.options.find((option) => option.kind === 'flavour');
  return perLanguage((language) => (flavour ? `${owner.title[language]} ${flavour.value[language]}` : owner.title[language]));
}

const POPUP_BUTTON = translated('Kies deze', 'Diesen wählen', 'Choose this one', 'Scegli questo', 'Choisir');

function item(owner: DemoProduct, variant: DemoVariant): Block {
  const title = itemTitle(owner, variant);
  return block('mix_and_match_item', {
    title,
    thumbnail: packshot(variant.imagePath, title, owner.backgroundColor),
    variantId: variant.id,
    popup: block('mix_and_match_popup', {
      buttonLabel: POPUP_BUTTON,
      heading: title,
      body: perLanguage((language) => owner.shortDescription[language]),
    }),
  });
}

const PROTEIN_BAR = product('protein-bar');

/** The metafield's list, in its order: every single bar, then the other snacks' variants. */
const ELIGIBLE: Block[] = [
  ...PROTEIN_BAR.variants.filter((variant) => variant.slug.endsWith('-1-bar')).map((variant) => item(PROTEIN_BAR, variant)),
  ...['protein-chocolate', 'beef-jerky', 'rice-cakes'].flatMap((handle) => {
    const owner = product(handle);
    return owner.variants.map((variant) => item(owner, variant));
  }),
];

const SHAKER = product('shaker');
const FIXED: Block[] = [item(SHAKER, SHAKER.variants[0]!)];

if (ELIGIBLE.length + FIXED.length > MAX_REFERENCES) throw new Error('mix and match: more than 20 references');

const MIX_AND_MATCH = block('mix_and_match', {
  headerMedia: photo('mix-and-match-protein-bar-wide', translated('Snackbox', 'Snackbox', 'Snack box', 'Snack box', 'Box snacks'), '#fbeef4'),
  heading: translated('Stel je eigen box samen', 'Stell deine eigene Box zusammen', 'Build your own box', 'Componi la tua box', 'Compose ta box'),
  subheading: translated(
    'Kies 3 snacks; de shaker zit er altijd bij.',
    'Wähle 3 Snacks; der Shaker ist immer dabei.',
    'Pick 3 snacks; the shaker is always included.',
    'Scegli 3 snack; lo shaker è sempre incluso.',
    'Choisis 3 en-cas ; le shaker est toujours inclus.',
  ),
  eligibleVariants: ELIGIBLE,
  fixedComponents: FIXED,
  buttonLabel: translated('Voeg box toe', 'Box hinzufügen', 'Add box to cart', 'Aggiungi la box', 'Ajouter la box'),
  useCollapse: true,
  buttonCollapseLabel: translated('Bekijk alle snacks', 'Alle Snacks ansehen', 'See all snacks', 'Vedi tutti gli snack', 'Voir tous les en-cas'),
  pickAmount: 3,
});

export const PROTEIN_BAR_PAGE: Fields = {
  newPdpSectionsFormat: true,
  proteinBarPackage: true,
  selectTitleVariantSize: translated('Kies je pakket', 'Wähle deine Packung', 'Choose your pack', 'Scegli la confezione', 'Choisis ton pack'),
  mixAndMatch: MIX_AND_MATCH,
  sections: [
    section('summary', {
      heading: translated('Over de reep', 'Über den Riegel', 'About the bar', 'Informazioni sulla barretta', 'À propos de la barre'),
      content: translated(
        dast(p('20 g eiwit, een zachte vulling en een laagje chocolade.')),
        dast(p('20 g Eiweiß, eine weiche Füllung und eine Schicht Schokolade.')),
        dast(p('20 g of protein, a soft filling and a layer of chocolate.')),
        dast(p('20 g di proteine, un ripieno morbido e uno strato di cioccolato.')),
        dast(p('20 g de protéines, un cœur moelleux et une couche de chocolat.')),
      ),
    }),
    section('mix_and_match', {}, {backgroundColor: '#fbeef4'}),
    section('reviews_list', {
      labelReviews: translated('reviews', 'Bewertungen', 'reviews', 'recensioni', 'avis'),
      buttonLoadMoreLabel: translated('Meer reviews', 'Mehr Bewertungen', 'More reviews', 'Altre recensioni', "Plus d'avis"),
      buttonWriteReviewLabel: translated('Schrijf een review', 'Bewertung schreiben', 'Write a review', 'Scrivi una recensione', 'Écrire un avis'),
      reviewType: 'product',
      ratingType: 'score',
    }),
  ],
};
