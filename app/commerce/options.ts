// Spec §3 Content variant / Option display setting: which choices the option pickers offer, how each looks and
// whether it can be bought. The rules the panel follows are listed at the top of ./purchase.ts.
import type {ProductPurchaseFragment, ResponsiveImagePartsFragment} from '~graphql/content/content.generated';
import type {MoneyLike} from '~/markets/format';
import {findVariant, isHiddenOption, variantSlug, type SelectedOption, type VariantLike} from './variants';

export type ContentVariant = ProductPurchaseFragment['variants'][number];
export type DisplaySetting = ContentVariant['optionsDisplaySettings'][number];
export type FlavourSetting = Extract<DisplaySetting, {__typename: 'FlavourRecord'}>;
export type SizeSetting = Extract<DisplaySetting, {__typename: 'SizeRecord'}>;

export type PurchaseVariant = VariantLike & {price: MoneyLike};

// ---------------------------------------------------------------------------------------------------------
// Variant state

export type VariantState = {soldOut: boolean; preorder: boolean; repeatHidden: boolean};

/**
 * Sold out when Storefront cannot sell it, the editors marked the variant sold out, or the whole product is sold
 * out; preorder when the variant or the product is marked preorder; repeat-hidden as the editors marked it.
 */
export function variantState(
  variant: {availableForSale: boolean},
  content: Pick<ContentVariant, 'isSoldOut' | 'preorderProduct' | 'isRepeatHidden'> | undefined,
  product: {soldOut: boolean; preorder: boolean},
): VariantState {
  return {
    soldOut: product.soldOut || !variant.availableForSale || Boolean(content?.isSoldOut),
    preorder: product.preorder || Boolean(content?.preorderProduct),
    repeatHidden: Boolean(content?.isRepeatHidden),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Display settings

/** Lower case, without accents, spaces or punctuation: "500 g" and "500g" compare equal. */
const comparable = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

function namesOf(setting: DisplaySetting): string[] {
  if (setting.__typename === 'FlavourRecord') return setting.name ? [setting.name] : [];
  const size = setting.size ?? '';
  return size ? [`${size}${setting.unit ?? ''}`, size] : [];
}

/**
 * Which display setting describes which visible option of one variant: a setting that names the option's value
 * (a flavour's name; a size's size + unit) belongs to that option; the settings left over go, in order, to the
 * options still without one.
 */
export function settingsByOption(options: SelectedOption[], settings: DisplaySetting[]): Map<string, DisplaySetting> {
  const byOption = new Map<string, DisplaySetting>();
  const unclaimed = new Set(settings);
  for (const option of options) {
    const value = comparable(option.value);
    const named = [...unclaimed].find((setting) => namesOf(setting).some((name) => comparable(name) === value));
    if (named) {
      byOption.set(option.name, named);
      unclaimed.delete(named);
    }
  }
  const leftOver = [...unclaimed];
  for (const option of options) {
    if (byOption.has(option.name)) continue;
    const next = leftOver.shift();
    if (!next) break;
    byOption.set(option.name, next);
  }
  return byOption;
}

const visibleOptions = (variant: VariantLike) =>
  variant.selectedOptions.filter((option) => !isHiddenOption(option, option.value));

// ---------------------------------------------------------------------------------------------------------
// Choices

export type ChoiceStatus = 'available' | 'preorder' | 'soldOut' | 'unavailable';
export type ChoiceShape = 'round' | 'square' | 'pill';
export type ChoiceLook = {
  shape: ChoiceShape;
  border: boolean;
  shadow: boolean;
  /**
   * Flavour and plain choices: the variant's customSelectThumbnail, else the select option's media, else the
   * flavour's thumbnail. Size choices: only their select option's media (a variant's picture shows its flavour).
   */
  thumbnail: ResponsiveImagePartsFragment | null;
  labelBackground: string | null;
  labelText: string | null;
};

type ChoiceBase = {
  value: string;
  selected: boolean;
  /** Canonical path of the variant this choice leads to; null when no variant has this combination. */
  path: string | null;
  status: ChoiceStatus;
  /** Marked "*": the footnote under the pickers is about this value. */
  footnote: boolean;
  look: ChoiceLook;
};
export type FlavourChoice = ChoiceBase & {kind: 'flavour'; name: string; colour: string | null; secondaryColor: string | null};
export type SizeChoice = ChoiceBase & {
  kind: 'size';
  size: string;
  unit: string | null;
  servings: number | null;
  servingsLabel: string | null;
  suitableFor: string | null;
  defaultNote: string | null;
  /** proteinBarPackage: the number of bars in the pack ("12 bars"); null otherwise. */
  bars: number | null;
  /** The price of the variant the choice leads to (per-bar prices). */
  price: MoneyLike | null;
};
export type PlainChoice = ChoiceBase & {kind: 'plain'; label: string};
export type OptionChoice = FlavourChoice | SizeChoice | PlainChoice;
export type OptionKind = OptionChoice['kind'];

export type PurchaseOption = {
  name: string;
  kind: OptionKind;
  /** The editors' title for this picker; null means the panel's "Choose {name}". */
  title: string | null;
  choices: OptionChoice[];
};

export type OptionSettings = {
  variantsHeading?: string | null;
  selectTitleVariantSize?: string | null;
  proteinBarPackage?: boolean | null;
};

const SHAPES: readonly ChoiceShape[] = ['round', 'square', 'pill'];
const hex = (field: {hex: string} | null | undefined) => field?.hex || null;

function lookOf(kind: OptionKind, setting: DisplaySetting | undefined, source: ContentVariant | undefined): ChoiceLook {
  const select = setting?.selectOption;
  const shape = SHAPES.find((candidate) => candidate === select?.shape) ?? (kind === 'flavour' ? 'round' : 'pill');
  const flavourThumbnail = setting?.__typename === 'FlavourRecord' ? setting.thumbnail : null;
  return {
    shape,
    border: select?.showBorder ?? true,
    shadow: Boolean(select?.showShadow),
    thumbnail:
      kind === 'size'
        ? select?.media?.responsiveImage ?? null
        : source?.customSelectThumbnail?.responsiveImage ??
          select?.media?.responsiveImage ??
          flavourThumbnail?.responsiveImage ??
          null,
    labelBackground: hex(source?.labelBackgroundColor),
    labelText: hex(source?.labelTextColor),
  };
}

function barsIn(setting: SizeSetting): number | null {
  const count = parseInt(setting.size ?? '', 10);
  return Number.isFinite(count) && count > 0 ? count : setting.servings ?? null;
}

function choiceOf(
  base: Omit<ChoiceBase, 'look' | 'footnote'>,
  setting: DisplaySetting | undefined,
  source: ContentVariant | undefined,
  target: PurchaseVariant | undefined,
  settings: OptionSettings,
): OptionChoice {
  const footnote = Boolean(setting?.addFootnote);
  if (setting?.__typename === 'FlavourRecord') {
    return {
      ...base,
      kind: 'flavour',
      footnote,
      look: lookOf('flavour', setting, source),
      name: setting.name || base.value,
      colour: hex(setting.colour),
      secondaryColor: hex(setting.secondaryColor),
    };
  }
  if (setting?.__typename === 'SizeRecord') {
    return {
      ...base,
      kind: 'size',
      footnote,
      look: lookOf('size', setting, source),
      size: setting.size || base.value,
      unit: setting.size ? setting.unit || null : null,
      servings: setting.servings ?? null,
      servingsLabel: setting.servingsLabel || null,
      suitableFor: setting.suitableFor || null,
      defaultNote: setting.defaultNote || null,
      bars: settings.proteinBarPackage ? barsIn(setting) : null,
      price: target?.price ?? null,
    };
  }
  return {...base, kind: 'plain', footnote, look: lookOf('plain', undefined, source), label: base.value};
}

/**
 * The pickers: one per visible option, one choice per value. A choice leads to the variant with the other
 * options kept; repeat-hidden variants are never led to (only the selected one, reached by its own URL, shows),
 * and a value only repeat-hidden variants have is left out. The display setting comes from the variant the
 * choice leads to, else from the first content variant whose variant has that value.
 */
export function purchaseOptions<V extends PurchaseVariant>({
  options,
  variants,
  selected,
  contentVariants,
  stateOf,
  productPath,
  settings = {},
}: {
  options: {name: string; values: string[]}[];
  variants: V[];
  selected: V;
  contentVariants: ContentVariant[];
  stateOf: (variant: V) => VariantState;
  productPath: string;
  settings?: OptionSettings;
}): PurchaseOption[] {
  const contentOf = (variant: V | undefined) =>
    variant ? contentVariants.find((candidate) => candidate.variantId === variant.id) : undefined;
  const settingFor = (variant: V | undefined, optionName: string) => {
    const content = contentOf(variant);
    return variant && content
      ? settingsByOption(visibleOptions(variant), content.optionsDisplaySettings).get(optionName)
      : undefined;
  };
  const offered = variants.filter((variant) => variant === selected || !stateOf(variant).repeatHidden);
  const current = new Map(selected.selectedOptions.map((option) => [option.name, option.value]));

  let headingUsed = false;
  return options
    .filter((option) => !isHiddenOption(option))
    .map((option) => {
      const choices = option.values.flatMap((value): OptionChoice[] => {
        const isSelected = current.get(option.name) === value;
        const withValue = offered.filter((variant) =>
          variant.selectedOptions.some((o) => o.name === option.name && o.value === value),
        );
        if (!withValue.length && !isSelected) return [];
        const target = findVariant(offered, new Map(current).set(option.name, value));
        const described = [target, ...withValue].find((variant) => settingFor(variant, option.name));
        const source = contentOf(described) ?? contentOf(target);
        const state = target ? stateOf(target) : undefined;
        const status: ChoiceStatus = !state
          ? 'unavailable'
          : state.soldOut
          ? 'soldOut'
          : state.preorder
          ? 'preorder'
          : 'available';
        const path = target ? `${productPath}/${variantSlug(target, contentVariants)}` : null;
        const base = {value, selected: isSelected, path, status};
        return [choiceOf(base, settingFor(described, option.name), source, target, settings)];
      });
      const kind: OptionKind = choices.find((choice) => choice.kind !== 'plain')?.kind ?? 'plain';
      let title: string | null = null;
      if (kind === 'size' && settings.selectTitleVariantSize) title = settings.selectTitleVariantSize;
      else if (!headingUsed && settings.variantsHeading) {
        title = settings.variantsHeading;
        headingUsed = true;
      }
      return {name: option.name, kind, title, choices};
    })
    .filter((option) => option.choices.length > 0);
}

// ---------------------------------------------------------------------------------------------------------
// Footnote

export type DastNode = {type: string; children?: DastNode[]; value?: unknown; [key: string]: unknown};
const DROPPED = new Set(['block', 'inlineBlock', 'inlineItem']);

function plainNodes(nodes: DastNode[]): DastNode[] {
  return nodes.flatMap((node) => {
    if (DROPPED.has(node.type)) return [];
    // A record link keeps its text: the footnote needs no link-target resolution.
    if (node.type === 'itemLink') return plainNodes(node.children ?? []);
    return [node.children ? {...node, children: plainNodes(node.children)} : node];
  });
}

/** The footnote's text begins with "*" already (editors often write the mark themselves). */
export function startsWithMark(document: DastNode): boolean {
  let node: DastNode | undefined = document;
  while (node && node.type !== 'span') node = node.children?.[0];
  return typeof node?.value === 'string' && node.value.trimStart().startsWith('*');
}

/**
 * The variants footnote as structured text without blocks and record links (a footnote is formatted text),
 * so it renders without block renderers; null when it has no document.
 */
export function footnoteDocument(value: unknown): {schema: 'dast'; document: DastNode} | null {
  const document = (value as {document?: DastNode} | null)?.document;
  if (!document || !Array.isArray(document.children) || document.children.length === 0) return null;
  return {schema: 'dast', document: {...document, children: plainNodes(document.children)}};
}
