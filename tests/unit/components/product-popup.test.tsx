import {renderInRoute} from '../../support/render';
import type {ReactElement} from 'react';
import {describe, expect, test} from 'vitest';
import {ProductPopup, ProductPopupTrigger} from '~/components/product/popup/ProductPopup';
import {joinPopup, popupOffer, popupProduct, popupProductPath, type PopupContent, type PopupProduct} from '~/commerce/popup-product';
import {Dialog} from '~/components/ui/Dialog';
import type {SubscriptionVariantFragment} from '~graphql/storefront/storefront.generated';

async function render(ui: ReactElement, marketId = 'nl_nl', basePath = ''): Promise<string> {
  return renderInRoute(ui, {marketId, basePath});
}

const PRODUCT_ID = 'gid://shopify/Product/1';

function storefrontVariant(n: number, title: string, available = true, productId = PRODUCT_ID): SubscriptionVariantFragment {
  return {
    id: `gid://shopify/ProductVariant/${n}`,
    title,
    availableForSale: available,
    price: {amount: '34.95', currencyCode: 'EUR'},
    compareAtPrice: n === 1 ? {amount: '39.95', currencyCode: 'EUR'} : null,
    image: {id: `img-${n}`, url: `https://cdn.example/${n}.png`, altText: null, width: 600, height: 600},
    selectedOptions: [
      {name: 'Flavour', value: title.split(' / ')[0]!},
      {name: 'Size', value: title.split(' / ')[1]!},
    ],
    product: {id: productId, handle: 'whey-protein', title: 'Whey Protein', requiresSellingPlan: false, sellingPlanGroups: {nodes: []}},
    sellingPlanAllocations: {nodes: []},
  };
}

const CONTENT: PopupContent = {
  id: 'rec-1',
  productId: PRODUCT_ID,
  slug: 'whey-protein',
  title: 'Whey Protein',
  shortDescription: '24 g protein per shake',
  collection: {slug: 'protein'},
  image: null,
  variants: [
    {id: 'cv-2', slug: 'strawberry-1kg', variantId: 'gid://shopify/ProductVariant/2', name: 'Strawberry 1 kg'},
    {id: 'cv-1', slug: 'chocolate-1kg', variantId: 'gid://shopify/ProductVariant/1', name: null},
  ],
};

const VARIANTS = [
  storefrontVariant(1, 'Chocolate / 1 kg'),
  storefrontVariant(2, 'Strawberry / 1 kg', false),
  storefrontVariant(3, 'Vanilla / 1 kg'),
  storefrontVariant(9, 'Other', true, 'gid://shopify/Product/2'),
];

const LABELS = {buttonAddToCartLabel: 'Put in cart', buttonLearnMoreLabel: 'All about it'};

describe('quick view data', () => {
  test('the content’s variants in its order, named by content or Storefront, priced by the Storefront', () => {
    const product = popupProduct(CONTENT, VARIANTS)!;
    expect(product.variants.map(({variantId, slug, title, availableForSale}) => ({variantId, slug, title, availableForSale}))).toEqual([
      {variantId: 'gid://shopify/ProductVariant/2', slug: 'strawberry-1kg', title: 'Strawberry 1 kg', availableForSale: false},
      {variantId: 'gid://shopify/ProductVariant/1', slug: 'chocolate-1kg', title: 'Chocolate / 1 kg', availableForSale: true},
    ]);
    expect(product.collection).toBe('protein');
  });

  test('without content variants, every Storefront variant of the product, slugged from its options', () => {
    const product = popupProduct({...CONTENT, variants: []}, VARIANTS)!;
    expect(product.variants.map((variant) => variant.slug)).toEqual(['chocolate-1-kg', 'strawberry-1-kg', 'vanilla-1-kg']);
  });

  test('nothing to show without a slug, a product id or variants', () => {
    expect(popupProduct({...CONTENT, slug: null}, VARIANTS)).toBeNull();
    expect(popupProduct(CONTENT, [])).toBeNull();
  });

  test('pages send only the offer (the Storefront side); the join with the card content gives the same quick view', () => {
    const offer = popupOffer(CONTENT, VARIANTS)!;
    expect(Object.keys(offer).sort()).toEqual(['requiresSellingPlan', 'variants']);
    expect(joinPopup(CONTENT, offer)).toEqual(popupProduct(CONTENT, VARIANTS));
    expect(joinPopup(CONTENT, null)).toBeNull();
    expect(joinPopup({...CONTENT, productId: null}, offer)).toBeNull();
  });

  test('content without a title takes the Storefront title, carried by the offer', () => {
    const untitled = {...CONTENT, title: null};
    const offer = popupOffer(untitled, VARIANTS)!;
    expect(offer.title).toBeTruthy();
    expect(joinPopup(untitled, offer)!.title).toBe(offer.title);
  });

  test('the product path: collection or all, slug, variant slug', () => {
    const product = popupProduct({...CONTENT, collection: null}, VARIANTS)!;
    expect(popupProductPath(product, product.variants[1])).toBe('/products/all/whey-protein/chocolate-1kg');
  });
});

describe('quick view popup', () => {
  const product = popupProduct(CONTENT, VARIANTS) as PopupProduct;

  test('the trigger is a named button; the dialog is closed until it is pressed', async () => {
    const html = await render(<ProductPopupTrigger card={{...CONTENT, id: 'rec-1'}} labels={LABELS} />);
    expect(html).toContain('aria-label="Snel bekijken: Whey Protein"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain('role="dialog"');
  });

  test('open: a modal dialog labelled by the product title, with price, variant choice and actions', async () => {
    const html = await render(<ProductPopup product={product} labels={LABELS} open onClose={() => {}} />, 'de_de', '/de');
    const labelledBy = /role="dialog" aria-modal="true" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}" class="text-xl font-extrabold">Whey Protein</h2>`);
    expect(html).toContain('24 g protein per shake');
    // The first variant that can be bought is selected; sold-out ones say so.
    expect(html).toMatch(/<option value="gid:\/\/shopify\/ProductVariant\/1" selected="">Chocolate \/ 1 kg<\/option>/);
    expect(html).toContain('Strawberry 1 kg (Ausverkauft)');
    expect(html).toContain('34,95\u00a0€');
    expect(html).toContain('<s class="text-sm font-normal text-muted">');
    expect(html).toContain('gid://shopify/ProductVariant/1&quot;,&quot;quantity&quot;:1');
    expect(html).toMatch(/<button type="submit"[^>]*>Put in cart<\/button>/);
    expect(html).toContain('href="/de/produkte/protein/whey-protein/chocolate-1kg"');
    expect(html).toContain('All about it');
    expect(html).toContain('aria-label="Schließen"');
  });

  test('labels fall back to the UI strings; a product that needs a selling plan is bought on its page', async () => {
    const html = await render(
      <ProductPopup product={{...product, requiresSellingPlan: true}} labels={null} open onClose={() => {}} />,
      'eu_en',
      '/en',
    );
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Add to cart<\/button>/);
    expect(html).toContain('Learn more');
  });

  test('before its variants arrive the dialog says it is loading; one that cannot be had links to the product page', async () => {
    const loading = await render(<ProductPopup product={null} loading card={CONTENT} labels={LABELS} open onClose={() => {}} />);
    expect(loading).toContain('Whey Protein</h2>');
    expect(loading).toContain('<p role="status">Laden…</p>');
    expect(loading).not.toContain('href=');
    const unavailable = await render(<ProductPopup product={null} card={CONTENT} labels={LABELS} open onClose={() => {}} />, 'de_de', '/de');
    expect(unavailable).toContain('Dieses Produkt kann hier gerade nicht angezeigt werden.');
    expect(unavailable).toMatch(/href="\/de\/produkte\/protein\/whey-protein"[^>]*>All about it</);
  });
});

describe('dialog', () => {
  test('renders nothing while closed', async () => {
    expect(await render(<Dialog open={false} onClose={() => {}} title="Hidden">Body</Dialog>)).toBe('');
  });

  test('a dialog that must be answered has no close button', async () => {
    const html = await render(
      <Dialog open onClose={() => {}} title="Choose" dismissible={false}>
        Body
      </Dialog>,
    );
    expect(html).toContain('aria-modal="true"');
    expect(html).not.toContain('aria-label="Sluiten"');
  });
});
