import {describe, expect, test} from 'vitest';
import {defaultVariant, findVariant, isHiddenOption, variantBySlug, variantSlug} from '~/commerce/variants';

const variant = (id: string, flavour: string, size: string, availableForSale = true) => ({
  id,
  availableForSale,
  selectedOptions: [
    {name: 'Flavour', value: flavour},
    {name: 'Size', value: size},
  ],
});
const variants = [variant('v1', 'Chocolate', '500g', false), variant('v2', 'Chocolate', '1kg'), variant('v3', 'Vanilla', '500g')];

describe('variant slugs', () => {
  test('the content variant’s slug when there is one, else the option values', () => {
    expect(variantSlug(variants[1]!, [{variantId: 'v2', slug: 'choco-big'}])).toBe('choco-big');
    expect(variantSlug(variants[1]!)).toBe('chocolate-1kg');
    expect(variantBySlug(variants, 'vanilla-500g')?.id).toBe('v3');
    expect(variantBySlug(variants, 'nope')).toBeUndefined();
  });

  test('Default Title and "waardes" options are hidden', () => {
    expect(isHiddenOption({name: 'Title', values: ['Default Title']})).toBe(true);
    expect(isHiddenOption({name: 'waardes', values: ['A']})).toBe(true);
    expect(isHiddenOption({name: 'Flavour', values: ['Chocolate']})).toBe(false);
    expect(variantSlug({id: 'x', availableForSale: true, selectedOptions: [{name: 'Title', value: 'Default Title'}]})).toBe(
      'default',
    );
  });

  test('the default variant is the first one that can be bought', () => {
    expect(defaultVariant(variants)?.id).toBe('v2');
  });

  test('what "can be bought" means can be given (content sold-out flags), else the first variant', () => {
    expect(defaultVariant(variants, (v) => v.availableForSale && v.id !== 'v2')?.id).toBe('v3');
    expect(defaultVariant(variants, () => false)?.id).toBe('v1');
  });

  test('a variant by its option values, only when every option matches', () => {
    expect(
      findVariant(
        variants,
        new Map([
          ['Flavour', 'Vanilla'],
          ['Size', '500g'],
        ]),
      )?.id,
    ).toBe('v3');
    expect(
      findVariant(
        variants,
        new Map([
          ['Flavour', 'Vanilla'],
          ['Size', '1kg'],
        ]),
      ),
    ).toBeUndefined();
    expect(findVariant(variants, new Map([['Flavour', 'Vanilla']]))).toBeUndefined();
  });
});


