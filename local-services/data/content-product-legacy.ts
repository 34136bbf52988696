// vegan-protein in the legacy layout (newPdpSectionsFormat false): no sections list, but the fixed summary,
// benefits, specification groups and FAQ fields, which the app shows in its fixed order.
import {block, translated, type Block, type Fields, type LocalizedValue} from '../datocms/records';
import {dast, p, strong} from './content-dast';
import {photo} from './content-kit';
import {FAQ_BLOCKS} from './content-product-faq';
import {section} from './content-sections-kit';
import {READ_LESS, READ_MORE} from './content-whey-sections';

type Text = LocalizedValue<string>;
const t = translated<string>;

const benefit = (title: Text, text: Text, image: string) => block('benefit', {title, text, image: photo(image, title)});

const specItem = (label: Text, value: Text | string) => block('specification_item', {label, value});

const BENEFITS: Block[] = [
  benefit(
    t('21 g plantaardig eiwit', '21 g pflanzliches Eiweiß', '21 g plant protein', '21 g di proteine vegetali', '21 g de protéines végétales'),
    t(
      'Uit erwt en rijst, met alle essentiële aminozuren.',
      'Aus Erbse und Reis, mit allen essenziellen Aminosäuren.',
      'From pea and rice, with all essential amino acids.',
      'Da pisello e riso, con tutti gli aminoacidi essenziali.',
      'De pois et de riz, avec tous les acides aminés essentiels.',
    ),
    'benefit-vegan-protein-square',
  ),
  benefit(
    t('100% plantaardig', '100 % pflanzlich', '100% plant-based', '100% vegetale', '100 % végétal'),
    t('Zonder melk, soja of gluten.', 'Ohne Milch, Soja oder Gluten.', 'No milk, soy or gluten.', 'Senza latte, soia o glutine.', 'Sans lait, soja ni gluten.'),
    'benefit-vegan-plant-square',
  ),
  benefit(
    t('Zacht van smaak', 'Milder Geschmack', 'Smooth taste', 'Gusto delicato', 'Goût doux'),
    t('Geen krijtachtige nasmaak.', 'Kein kreidiger Nachgeschmack.', 'No chalky aftertaste.', 'Nessun retrogusto gessoso.', "Pas d'arrière-goût crayeux."),
    'benefit-vegan-taste-square',
  ),
];

export const VEGAN_PROTEIN_PAGE: Fields = {
  newPdpSectionsFormat: false,
  summary: section('summary', {
    heading: t('Over Vegan Proteïne', 'Über Veganes Protein', 'About Vegan Protein', 'Informazioni su Proteine Vegane', 'À propos de la Protéine Végane'),
    content: translated(
      dast(p('Vegan Proteïne combineert ', strong('erwt en rijst'), ' tot een compleet plantaardig eiwit. Lekker in een shake of smoothie.')),
      dast(p('Veganes Protein kombiniert ', strong('Erbse und Reis'), ' zu einem vollständigen Pflanzenprotein. Lecker im Shake oder Smoothie.')),
      dast(p('Vegan Protein combines ', strong('pea and rice'), ' into a complete plant protein. Great in a shake or smoothie.')),
      dast(p('Proteine Vegane unisce ', strong('pisello e riso'), ' in una proteina vegetale completa. Ottima in shake o smoothie.')),
      dast(p('La Protéine Végane associe ', strong('pois et riz'), ' en une protéine végétale complète. Parfaite en shake ou smoothie.')),
    ),
    truncateAfter: 120,
    readMoreLabel: READ_MORE,
    readLessLabel: READ_LESS,
  }),
  benefits: section('benefits', {
    heading: t('Waarom plantaardig', 'Warum pflanzlich', 'Why plant-based', 'Perché vegetale', 'Pourquoi végétal'),
    items: BENEFITS,
    readMoreLabel: READ_MORE,
    readLessLabel: READ_LESS,
    openByDefault: false,
  }),
  specificationGroups: section('specification_groups', {
    heading: t('Wat zit erin', 'Was drin ist', "What's inside", 'Cosa contiene', 'Ce qu’il contient'),
    selectLabel: t('Kies een onderdeel', 'Wähle einen Bereich', 'Choose a topic', 'Scegli una sezione', 'Choisis une rubrique'),
    groups: [
      block('specification_group', {
        label: t('Voedingswaarden', 'Nährwerte', 'Nutrition', 'Valori nutrizionali', 'Valeurs nutritionnelles'),
        defaultOpen: true,
        items: [
          specItem(t('Energie', 'Energie', 'Energy', 'Energia', 'Énergie'), '112 kcal'),
          specItem(t('Eiwit', 'Eiweiß', 'Protein', 'Proteine', 'Protéines'), '21 g'),
        ],
      }),
      block('specification_group', {
        label: t('Ingrediënten', 'Zutaten', 'Ingredients', 'Ingredienti', 'Ingrédients'),
        defaultOpen: false,
        items: [
          specItem(
            t('Ingrediënten', 'Zutaten', 'Ingredients', 'Ingredienti', 'Ingrédients'),
            t(
              'Erwteneiwit, rijsteiwit, cacao, aroma, zoetstof: steviolglycosiden',
              'Erbsenprotein, Reisprotein, Kakao, Aroma, Süßungsmittel: Steviolglycoside',
              'Pea protein, rice protein, cocoa, flavouring, sweetener: steviol glycosides',
              'Proteine del pisello, proteine del riso, cacao, aromi, edulcorante: glicosidi steviolici',
              'Protéines de pois, protéines de riz, cacao, arôme, édulcorant : glycosides de stéviol',
            ),
          ),
        ],
      }),
    ],
  }),
  faq: section('faq', {
    heading: t('Veelgestelde vragen', 'Häufige Fragen', 'Frequently asked questions', 'Domande frequenti', 'Questions fréquentes'),
    headingTag: 'h3',
    // Questions that hold for any protein powder.
    blocks: [2, 4, 5, 6].map((index) => FAQ_BLOCKS[index]!),
    initialAmount: 4,
    paginateAmount: 4,
    responsive: false,
  }),
};
