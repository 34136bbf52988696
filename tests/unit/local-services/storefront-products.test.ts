import {decodeEncodedVariant} from '@shopify/hydrogen-react';
import {describe, expect, test} from 'vitest';
import {productByHandle} from '../../../local-services/data/catalogue';
import {query, storefront} from './storefront-helpers';

const PRODUCT_TITLE = `query ProductTitle($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
  product(handle: $handle) { title options { name values } }
}`;

type TitleResult = {product: {title: string; options: {name: string; values: string[]}[]}};

describe('product', () => {
  test.each([
    ['NL', 'Whey Proteïne', 'Smaak', 'Chocolade'],
    ['DE', 'Whey Protein', 'Geschmack', 'Schokolade'],
    ['EN', 'Whey Protein', 'Flavour', 'Chocolate'],
    ['IT', 'Proteine Whey', 'Gusto', 'Cioccolato'],
    ['FR', 'Protéine Whey', 'Saveur', 'Chocolat'],
  ])('@inContext(language: %s) localizes title and options', async (language, title, optionName, firstValue) => {
    const data = await query<TitleResult>(PRODUCT_TITLE, {handle: 'whey-protein', country: 'NL', language});
    expect(data.product.title).toBe(title);
    expect(data.product.options[0]).toMatchObject({name: optionName});
    expect(data.product.options[0]!.values[0]).toBe(firstValue);
  });

  test('an untranslated language, country ZZ or no @inContext fall back to English', async () => {
    const spanish = await query<TitleResult>(PRODUCT_TITLE, {handle: 'vegan-protein', country: 'ZZ', language: 'ES'});
    expect(spanish.product.title).toBe('Vegan Protein');
    const plain = await query<TitleResult>('{ product(handle: "vegan-protein") { title options { name values } } }');
    expect(plain.product.title).toBe('Vegan Protein');
  });

  test("a variable's declared default fills @inContext, as in Hydrogen's cart documents", async () => {
    const data = await query<{product: {title: string}}>(
      'query ($country: CountryCode = ZZ, $language: LanguageCode = FR) @inContext(country: $country, language: $language) { product(handle: "pea-protein") { title } }',
    );
    expect(data.product.title).toBe('Protéine de Pois');
  });

  test('an unknown handle is null', async () => {
    expect(await query('{ product(handle: "nope") { id } }')).toEqual({product: null});
  });

  test('variants carry prices, stock and the sold-out strawberry 1 kg', async () => {
    const data = await query<{
      product: {variants: {nodes: {title: string; sku: string; price: {amount: string; currencyCode: string}; availableForSale: boolean; quantityAvailable: number}[]}};
    }>('{ product(handle: "whey-protein") { variants(first: 250) { nodes { title sku price { amount currencyCode } availableForSale quantityAvailable } } } }');
    const variants = data.product.variants.nodes;
    expect(variants).toHaveLength(6);
    expect(variants.every((v) => v.price.currencyCode === 'EUR')).toBe(true);
    const soldOut = variants.find((v) => v.title === 'Strawberry / 1 kg');
    expect(soldOut).toMatchObject({availableForSale: false, quantityAvailable: 0});
  });

  test('selected options pick variants, in any catalogue language', async () => {
    const data = await query<{
      product: {
        exact: {title: string} | null;
        unknownOption: {title: string} | null;
        selected: {title: string; availableForSale: boolean};
        fallback: {title: string};
        adjacentVariants: {title: string}[];
      };
    }>(`query @inContext(language: EN) { product(handle: "whey-protein") {
      exact: variantBySelectedOptions(selectedOptions: [{name: "Smaak", value: "Vanille"}, {name: "Grootte", value: "1 kg"}]) { title }
      unknownOption: variantBySelectedOptions(selectedOptions: [{name: "Colour", value: "Red"}, {name: "Size", value: "1 kg"}]) { title }
      selected: selectedOrFirstAvailableVariant(selectedOptions: [{name: "Flavour", value: "Strawberry"}, {name: "Size", value: "1 kg"}]) { title availableForSale }
      fallback: selectedOrFirstAvailableVariant { title }
      adjacentVariants(selectedOptions: [{name: "Flavour", value: "Vanilla"}, {name: "Size", value: "500 g"}]) { title }
    } }`);
    expect(data.product.exact).toEqual({title: 'Vanilla / 1 kg'});
    expect(data.product.unknownOption).toBeNull();
    expect(data.product.selected).toEqual({title: 'Strawberry / 1 kg', availableForSale: false});
    expect(data.product.fallback).toEqual({title: 'Chocolate / 500 g'});
    expect(data.product.adjacentVariants.map((v) => v.title)).toEqual(['Chocolate / 500 g', 'Vanilla / 1 kg', 'Strawberry / 500 g']);
  });

  test("encoded variant existence and availability decode with hydrogen-react's decoder", async () => {
    const data = await query<{product: {encodedVariantExistence: string; encodedVariantAvailability: string}}>(
      '{ product(handle: "whey-protein") { encodedVariantExistence encodedVariantAvailability } }',
    );
    const all = [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1]];
    expect(decodeEncodedVariant(data.product.encodedVariantExistence)).toEqual(all);
    expect(decodeEncodedVariant(data.product.encodedVariantAvailability)).toEqual(all.slice(0, 5));

    const single = await query<{product: {encodedVariantExistence: string}}>(
      '{ product(handle: "multivitamin") { encodedVariantExistence } }',
    );
    expect(decodeEncodedVariant(single.product.encodedVariantExistence)).toEqual([[0]]);
  });

  test('selling plan groups: monthly subscriptions at 10% off, and allocations with the discounted price', async () => {
    const data = await query<{
      product: {
        requiresSellingPlan: boolean;
        sellingPlanGroups: {nodes: {name: string; options: {name: string; values: string[]}[]; sellingPlans: {nodes: {name: string; recurringDeliveries: boolean; priceAdjustments: {adjustmentValue: {adjustmentPercentage: number}}[]}[]}}[]};
        variants: {nodes: {price: {amount: string}; sellingPlanAllocations: {nodes: {priceAdjustments: {price: {amount: string}}[]}[]}}[]};
      };
    }>(`query @inContext(language: NL) { product(handle: "whey-protein") {
      requiresSellingPlan
      sellingPlanGroups(first: 10) { nodes { name options { name values } sellingPlans(first: 10) { nodes {
        name recurringDeliveries priceAdjustments { adjustmentValue { ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage } } }
      } } } }
      variants(first: 1) { nodes { price { amount } sellingPlanAllocations(first: 3) { nodes { priceAdjustments { price { amount } } } } } }
    } }`);
    const group = data.product.sellingPlanGroups.nodes[0]!;
    expect(data.product.requiresSellingPlan).toBe(false);
    expect(group.name).toBe('Abonnement');
    expect(group.options[0]!.values).toEqual(['Elke maand', 'Elke 2 maanden', 'Elke 3 maanden']);
    expect(group.sellingPlans.nodes[0]!.priceAdjustments[0]!.adjustmentValue.adjustmentPercentage).toBe(10);
    const variant = data.product.variants.nodes[0]!;
    expect(variant.price.amount).toBe('19.95');
    expect(variant.sellingPlanAllocations.nodes[0]!.priceAdjustments[0]!.price.amount).toBe('17.96');

    const box = await query<{product: {requiresSellingPlan: boolean}}>('{ product(handle: "vitamin-box-monthly") { requiresSellingPlan } }');
    expect(box.product.requiresSellingPlan).toBe(true);
  });

  test('image urls take transforms as query parameters on the local image service', async () => {
    const data = await query<{product: {featuredImage: {url: string; thumb: string; width: number}}}>(
      '{ product(handle: "whey-protein") { featuredImage { url width thumb: url(transform: {maxWidth: 300, maxHeight: 300, crop: CENTER, preferredContentType: WEBP}) } } }',
    );
    expect(data.product.featuredImage.url).toBe('http://127.0.0.1:4100/images/catalogue/whey-protein/chocolate-500g.png');
    expect(data.product.featuredImage.width).toBe(1200);
    expect(new URL(data.product.featuredImage.thumb).search).toBe('?width=300&height=300&crop=center&format=webp');
  });

  test('metafields are null unless defined; the mix-and-match list references variants', async () => {
    const data = await query<{
      product: {none: null; mix: {type: string; references: {nodes: {__typename: string; product: {handle: string}}[]}}};
    }>(`{ product(handle: "protein-bar") {
      none: metafield(namespace: "custom", key: "missing") { value }
      mix: metafield(namespace: "custom", key: "mix_and_match") { type references(first: 20) { nodes { __typename ... on ProductVariant { product { handle } } } } }
    } }`);
    expect(data.product.none).toBeNull();
    expect(data.product.mix.type).toBe('list.variant_reference');
    expect(data.product.mix.references.nodes.length).toBeGreaterThan(4);
    expect(data.product.mix.references.nodes.every((n) => n.__typename === 'ProductVariant')).toBe(true);
  });

  test('nodes(ids) resolves products and variants, null for unknown ids', async () => {
    const whey = productByHandle('whey-protein')!;
    const data = await query<{nodes: ({__typename: string; id: string} | null)[]}>(
      'query Nodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }',
      {ids: [whey.id, whey.variants[1]!.id, 'gid://shopify/Product/1']},
    );
    expect(data.nodes).toEqual([
      {__typename: 'Product', id: whey.id},
      {__typename: 'ProductVariant', id: whey.variants[1]!.id},
      null,
    ]);
  });

  test('a malformed global id is a GraphQL error, not a crash', async () => {
    const result = await storefront('{ node(id: "not-a-gid") { id } }');
    expect(result.status).toBe(200);
    expect(result.errors![0]!.message).toContain("Invalid global id 'not-a-gid'");
  });

  test('recommendations: up to 10, same primary collection first, never the product itself', async () => {
    const data = await query<{productRecommendations: {handle: string; collections: {nodes: {handle: string}[]}}[]}>(
      '{ productRecommendations(productHandle: "whey-protein") { handle collections(first: 1) { nodes { handle } } } }',
    );
    const handles = data.productRecommendations.map((p) => p.handle);
    expect(handles).toHaveLength(10);
    expect(handles).not.toContain('whey-protein');
    expect(data.productRecommendations[0]!.collections.nodes[0]!.handle).toBe('protein');
  });

  test('shop, localization and the usp_bar metaobject', async () => {
    const data = await query<{
      shop: {name: string; primaryDomain: {url: string}};
      localization: {country: {isoCode: string; name: string; currency: {isoCode: string}}; language: {isoCode: string}; availableCountries: {isoCode: string}[]};
      metaobject: {type: string; field: {value: string}};
    }>(`query @inContext(country: BE, language: FR) {
      shop { name primaryDomain { url } }
      localization { country { isoCode name currency { isoCode } } language { isoCode } availableCountries { isoCode } }
      metaobject(handle: {type: "usp_bar", handle: "default"}) { type field(key: "items") { value } }
    }`);
    expect(data.shop).toEqual({name: 'Original Fuel', primaryDomain: {url: 'http://127.0.0.1:4100'}});
    expect(data.localization.country).toEqual({isoCode: 'BE', name: 'Belgique', currency: {isoCode: 'EUR'}});
    expect(data.localization.language.isoCode).toBe('FR');
    expect(data.localization.availableCountries.map((c) => c.isoCode)).toEqual(['NL', 'DE', 'BE', 'IT', 'FR']);
    expect(JSON.parse(data.metaobject.field.value)).toContain('Livraison gratuite dès 50 €');
  });
});
