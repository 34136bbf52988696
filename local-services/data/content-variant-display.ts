// How variants present themselves on the product page (spec §3 Content variant, Option display setting): select
// options per option kind, page colours per flavour, size notes, and the editors' per-variant exceptions that
// exercise each feature:
//   whey-protein/chocolate-1kg   imageLocalized in de only (wins over image there)
//   whey-protein/chocolate-500g  isRepeatHidden
//   whey-protein/vanilla-500g    preorderProduct
//   whey-protein strawberry      flavour addFootnote (the product's variantsFootnoteContent explains the mark)
//   whey-isolate/vanilla-500g    isSoldOut although Shopify has stock (editor override)
//   protein-bar (every variant)  customSelectThumbnail + label colours
import {block, localized, translated, type Block, type Fields, type LocalizedValue, type Upload} from '../datocms/records';
import type {DemoOption, DemoProduct, DemoVariant} from './catalogue';
import {photo} from './content-kit';

type Text = LocalizedValue<string>;

/** Flavours are round swatches showing their packshot; sizes are pills of text. */
export function flavourSelectOption(thumbnail: Upload): Block {
  return block('select_option', {shape: 'round', showBorder: true, showShadow: false, media: thumbnail});
}

export const SIZE_SELECT_OPTION: Block = block('select_option', {shape: 'pill', showBorder: true, showShadow: true, media: null});

/** Notes per size (by its English value): what it suits, and which one most people pick. */
const SIZE_NOTES: Record<string, {suitableFor: Text; defaultNote?: Text}> = {
  '500 g': {
    suitableFor: translated('Om te proberen', 'Zum Ausprobieren', 'To try it out', 'Per provare', 'Pour essayer'),
  },
  '1 kg': {
    suitableFor: translated('Voor 3× per week sporten', 'Für 3× Training pro Woche', 'For training 3× a week', 'Per 3 allenamenti a settimana', 'Pour 3 séances par semaine'),
    defaultNote: translated('Meest gekozen', 'Am beliebtesten', 'Most popular', 'Il più scelto', 'Le plus choisi'),
  },
  '12 bars': {
    suitableFor: translated('Voor de hele week', 'Für die ganze Woche', 'For the whole week', 'Per tutta la settimana', 'Pour toute la semaine'),
    defaultNote: translated('Voordeelverpakking', 'Vorteilspack', 'Value pack', 'Confezione convenienza', 'Pack avantage'),
  },
};

export function sizeNotes(option: DemoOption): Fields {
  const notes = SIZE_NOTES[option.value.en];
  return {suitableFor: notes?.suitableFor ?? null, defaultNote: notes?.defaultNote ?? null, addFootnote: false};
}

/** Flavours whose name carries the footnote mark on these products. */
const FOOTNOTED_FLAVOURS: Record<string, string> = {'whey-protein': 'Strawberry'};

export const hasFlavourFootnote = (product: DemoProduct, option: DemoOption) => FOOTNOTED_FLAVOURS[product.handle] === option.value.en;

/** `hex` mixed with white: `amount` 0 keeps the colour, 1 is white. */
function tint(hex: string, amount: number): string {
  const channels = (hex.replace('#', '').match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  return `#${channels.map((c) => Math.round(c + (255 - c) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** Selecting a flavour recolours the page: a light tint of the flavour behind, the flavour itself in front. */
export function flavourPageColours(option: DemoOption | undefined): Fields {
  if (!option?.color) return {pageBackgroundColor: null, pageForegroundColor: null, pageTextColor: null, breadcrumbsColor: null};
  return {
    pageBackgroundColor: tint(option.color, 0.85),
    pageForegroundColor: option.color,
    pageTextColor: '#1a1a1a',
    breadcrumbsColor: option.color,
  };
}

const PRICE_PER_SERVING = translated('€ 1,05 per portie', '1,05 € pro Portion', '€1.05 per serving', '1,05 € a porzione', '1,05 € par portion');

const PROTEIN_BAR_LABEL = {labelBackgroundColor: '#8b3a62', labelTextColor: '#ffffff'};

/** The editors' exceptions for one variant, on top of what is derived from the catalogue. */
export function variantOverrides(product: DemoProduct, variant: DemoVariant): Fields {
  const key = `${product.handle}/${variant.slug}`;
  const fields: Fields = {};
  if (product.handle === 'whey-protein') {
    fields.additionalImages = [1, 2].map((n) => photo(`whey-${variant.slug}-detail-${n}-square`, 'Whey Protein'));
  }
  if (product.handle === 'protein-bar') {
    const flavour = variant.slug.replace(/-(1-bar|12-bars)$/, '');
    Object.assign(fields, PROTEIN_BAR_LABEL, {customSelectThumbnail: photo(`select-protein-bar-${flavour}-square`, '', '#fbeef4')});
  }
  switch (key) {
    case 'whey-protein/chocolate-1kg':
      fields.priceNote = PRICE_PER_SERVING;
      // Only the German shop shows another packshot (a German label); other locales keep `image`.
      fields.imageLocalized = localized({de: photo('whey-chocolate-1kg-de-square', 'Whey Protein Schokolade 1 kg', '#fff1e8')});
      break;
    case 'whey-protein/vanilla-1kg':
      fields.priceNote = PRICE_PER_SERVING;
      break;
    case 'whey-protein/chocolate-500g':
      fields.isRepeatHidden = true;
      break;
    case 'whey-protein/vanilla-500g':
      fields.preorderProduct = true;
      break;
    case 'whey-isolate/vanilla-500g':
      fields.isSoldOut = true;
      break;
  }
  return fields;
}
