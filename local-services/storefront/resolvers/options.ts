// Product options (Flavour, Size, Title) and variant selection by options, as Product.options,
// variantBySelectedOptions, selectedOrFirstAvailableVariant, adjacentVariants and the encoded variant fields expose them.
import {LANGUAGES, type DemoOption, type DemoProduct, type DemoVariant, type Localized, type OptionKind} from '../../data/catalogue';

export type OptionGroup = {kind: OptionKind; name: Localized; values: {value: Localized; color?: string}[]};

export type SelectedOptionInput = {name: string; value: string};
export type SelectionArgs = {
  selectedOptions?: SelectedOptionInput[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
};

/** Options in the order variants carry them; values in order of first appearance, as Shopify lists them. */
export function optionGroups(product: DemoProduct): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const variant of product.variants) {
    variant.options.forEach((option, position) => {
      const group = (groups[position] ??= {kind: option.kind, name: option.name, values: []});
      if (!group.values.some((v) => v.value.en === option.value.en)) {
        group.values.push({value: option.value, color: option.color});
      }
    });
  }
  return groups;
}

function same(a: string, b: string, caseInsensitive: boolean): boolean {
  return caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** Names and values are accepted in any catalogue language, so a link built in one market still resolves. */
function inAnyLanguage(text: Localized, candidate: string, caseInsensitive: boolean): boolean {
  return LANGUAGES.some((lang) => same(text[lang], candidate, caseInsensitive));
}

type ResolvedSelection = {known: {position: number; value: string}[]; unknown: number};

function resolveSelection(product: DemoProduct, args: SelectionArgs): ResolvedSelection {
  const groups = optionGroups(product);
  const caseInsensitive = args.caseInsensitiveMatch ?? false;
  const known: ResolvedSelection['known'] = [];
  let unknown = 0;
  for (const input of args.selectedOptions ?? []) {
    const position = groups.findIndex((g) => inAnyLanguage(g.name, input.name, caseInsensitive));
    if (position === -1) unknown += 1;
    else known.push({position, value: input.value});
  }
  return {known, unknown};
}

function variantMatches(variant: DemoVariant, selection: ResolvedSelection, caseInsensitive: boolean): boolean {
  return selection.known.every(({position, value}) => {
    const option: DemoOption | undefined = variant.options[position];
    return option !== undefined && inAnyLanguage(option.value, value, caseInsensitive);
  });
}

export function variantBySelectedOptions(product: DemoProduct, args: SelectionArgs): DemoVariant | null {
  const selection = resolveSelection(product, args);
  if (selection.unknown > 0 && !(args.ignoreUnknownOptions ?? false)) return null;
  if (selection.known.length === 0) return null;
  return product.variants.find((v) => variantMatches(v, selection, args.caseInsensitiveMatch ?? false)) ?? null;
}

export function firstAvailableVariant(product: DemoProduct): DemoVariant {
  return product.variants.find((v) => v.availableForSale) ?? product.variants[0]!;
}

/** The variant the options select (the available one first when several match), else the first available one. */
export function selectedOrFirstAvailableVariant(product: DemoProduct, args: SelectionArgs): DemoVariant {
  const selection = resolveSelection(product, {...args, ignoreUnknownOptions: true});
  if (selection.known.length > 0) {
    const matching = product.variants.filter((v) => variantMatches(v, selection, args.caseInsensitiveMatch ?? false));
    const match = matching.find((v) => v.availableForSale) ?? matching[0];
    if (match) return match;
  }
  return firstAvailableVariant(product);
}

/** Variants differing from the selected (or first available) variant in exactly one option, ordered by id. */
export function adjacentVariants(product: DemoProduct, args: SelectionArgs): DemoVariant[] {
  const base = selectedOrFirstAvailableVariant(product, args);
  return product.variants.filter((candidate) => {
    const differences = candidate.options.filter((o, i) => o.value.en !== base.options[i]?.value.en).length;
    return differences === 1;
  });
}

/** Index of each option value of a variant within its option's value list. */
function valueIndices(groups: OptionGroup[], variant: DemoVariant): number[] {
  return variant.options.map((option, position) =>
    groups[position]!.values.findIndex((v) => v.value.en === option.value.en),
  );
}

type Trie = Map<number, Trie>;

/**
 * Shopify's "v1_" option value encoding (decoded by hydrogen-react's decodeEncodedVariant): a trie of option value
 * indices where ':' descends into the next option, ',' closes a level and ' ' separates leaf values.
 */
export function encodeVariants(product: DemoProduct, variants: DemoVariant[]): string {
  const groups = optionGroups(product);
  const root: Trie = new Map();
  for (const variant of variants) {
    let node = root;
    for (const index of valueIndices(groups, variant)) {
      if (!node.has(index)) node.set(index, new Map());
      node = node.get(index)!;
    }
  }
  const encode = (node: Trie, depth: number): string => {
    const entries = [...node.entries()].sort(([a], [b]) => a - b);
    const isLeafLevel = entries.every(([, child]) => child.size === 0);
    if (isLeafLevel) {
      // Top-level leaves each end with a separator so the decoder emits the last one too.
      return depth === 0 ? entries.map(([index]) => `${index} `).join('') : `${entries.map(([i]) => i).join(' ')},`;
    }
    const body = entries.map(([index, child]) => `${index}:${encode(child, depth + 1)}`).join('');
    return depth === 0 ? body : `${body},`;
  };
  return `v1_${variants.length ? encode(root, 0) : ''}`;
}
