import {renderInRoute} from '../../support/render';
import type {ReactElement} from 'react';
import {describe, expect, test} from 'vitest';
import type {BundleData, BundleItem, BundleVariant} from '~/commerce/bundle';
import {MixAndMatch} from '~/components/product/bundle/MixAndMatch';
import type {MixAndMatchPartsFragment} from '~graphql/content/content.generated';

async function render(ui: ReactElement, marketId = 'nl_nl', basePath = ''): Promise<string> {
  return renderInRoute(ui, {marketId, basePath});
}

const variant = (n: number, overrides: Partial<BundleVariant> = {}): BundleVariant => ({
  id: `gid://shopify/ProductVariant/${n}`,
  title: `Variant ${n}`,
  productTitle: 'Protein Bar',
  productHandle: 'protein-bar',
  availableForSale: true,
  requiresSellingPlan: false,
  price: {amount: '2.49', currencyCode: 'EUR'},
  compareAtPrice: null,
  image: {url: `https://cdn.example/${n}.png`, altText: null, width: 600, height: 600},
  sellingPlans: [],
  ...overrides,
});

const item = (id: string, title: string, n: number, overrides: Partial<BundleItem> = {}): BundleItem => ({
  id,
  title,
  thumbnail: null,
  popup: null,
  variant: variant(n),
  ...overrides,
});

const BUNDLE: BundleData = {
  id: 'mm-1',
  productHandle: 'protein-bar',
  pickAmount: 3,
  eligible: [
    item('choc', 'Chocolate', 1, {popup: {heading: 'About chocolate', body: 'Cocoa.', buttonLabel: 'Ingredients'}}),
    item('peanut', 'Peanut', 2),
    item('caramel', 'Caramel', 3, {variant: variant(3, {availableForSale: false})}),
  ],
  fixed: [item('shaker', 'Shaker', 5, {variant: variant(5, {price: {amount: '5.00', currencyCode: 'EUR'}})})],
};

const RECORD: MixAndMatchPartsFragment = {
  id: 'mm-1',
  heading: 'Build your box',
  subheading: 'Pick three bars',
  pickAmount: 3,
  buttonLabel: 'Add my box',
  useCollapse: false,
  buttonCollapseLabel: null,
  headerMedia: null,
  eligibleVariants: [],
  fixedComponents: [],
};

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('mix and match builder', () => {
  test('heading, subheading, one card per eligible variant and the fixed components labelled', async () => {
    const html = await render(<MixAndMatch mixAndMatch={RECORD} bundle={BUNDLE} />);
    expect(html).toContain('Build your box');
    expect(html).toContain('Pick three bars');
    expect(count(html, 'data-testid="bundle-item"')).toBe(3);
    expect(count(html, 'data-testid="bundle-fixed"')).toBe(1);
    expect(html).toContain('Altijd inbegrepen');
    expect(html).toContain('Shaker');
  });

  test('pick buttons name the item; a sold-out item is marked and cannot be added', async () => {
    const html = await render(<MixAndMatch mixAndMatch={RECORD} bundle={BUNDLE} />);
    expect(html).toContain('aria-label="Chocolate toevoegen"');
    expect(html).toMatch(/disabled="" aria-label="Caramel toevoegen"/);
    expect(html).toMatch(/Uitverkocht/);
  });

  test('progress starts at nothing picked and the add-to-cart button waits for a full box', async () => {
    const html = await render(<MixAndMatch mixAndMatch={RECORD} bundle={BUNDLE} />);
    expect(html).toContain('0 van 3 gekozen');
    expect(html).toContain('Kies er nog 3');
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Add my box<\/button>/);
    // The form posts the product and the picks to the market's cart action; the server builds the lines, so
    // the page carries no cart lines and no private `_bundle` attributes.
    expect(html).toContain('action="/cart"');
    expect(html).toContain('name="intent" value="bundle"');
    expect(html).toContain('name="product" value="protein-bar"');
    expect(html).not.toContain('name="pick"');
    expect(html).not.toContain('_bundle');
    expect(html).not.toContain('cartFormInput');
  });

  test('the total already counts the fixed components', async () => {
    const html = await render(<MixAndMatch mixAndMatch={RECORD} bundle={BUNDLE} />);
    expect(html).toMatch(/data-testid="bundle-total">.*€\s?5,00/);
  });

  test('an item with a popup has a button that opens a dialog (closed at first)', async () => {
    const html = await render(<MixAndMatch mixAndMatch={RECORD} bundle={BUNDLE} />);
    expect(html).toMatch(/aria-haspopup="dialog"[^>]*>Meer info<span class="sr-only">: <!-- -->Chocolate/);
    expect(html).not.toContain('role="dialog"');
  });

  test('with useCollapse the builder hides behind the collapse button', async () => {
    const html = await render(
      <MixAndMatch mixAndMatch={{...RECORD, useCollapse: true, buttonCollapseLabel: 'Compose yours'}} bundle={BUNDLE} />,
    );
    expect(html).toMatch(/aria-expanded="false" aria-controls="([^"]+)"[^>]*>Compose yours<\/button><div id="\1" hidden="">/);
  });

  test('the header media is drawn by the shared Media component', async () => {
    const headerMedia: MixAndMatchPartsFragment['headerMedia'] = {
      id: 'up-1',
      url: 'https://img.example/box.jpg',
      alt: 'Snack box',
      title: null,
      width: 1600,
      height: 900,
      mimeType: 'image/jpeg',
      video: null,
      responsiveImage: {
        src: 'https://img.example/box.jpg?w=1200',
        width: 1200,
        height: 675,
        alt: 'Snack box',
        bgColor: null,
      },
    };
    const html = await render(<MixAndMatch mixAndMatch={{...RECORD, headerMedia}} bundle={BUNDLE} />);
    expect(html).toContain('https://img.example/box.jpg?w=1200&amp;dpr=0.5 600w');
    expect(html).toContain('alt="Snack box"');
  });

  test('German market: German labels and money format', async () => {
    const html = await render(<MixAndMatch mixAndMatch={RECORD} bundle={BUNDLE} />, 'de_de', '/de');
    expect(html).toContain('0 von 3 gewählt');
    expect(html).toContain('2,49\u00a0€');
    expect(html).toContain('action="/de/cart"');
  });

  test('plans offered by every item show a purchase-mode choice', async () => {
    const plan = (frequency: string, name: string) => ({id: `plan-${frequency}`, name, frequency, price: {amount: '2.00', currencyCode: 'EUR'}});
    const withPlans: BundleData = {
      ...BUNDLE,
      fixed: [],
      eligible: BUNDLE.eligible.map((entry) => ({...entry, variant: {...entry.variant, sellingPlans: [plan('MONTH:1', 'Every month')]}})),
    };
    const html = await render(<MixAndMatch mixAndMatch={RECORD} bundle={withPlans} />, 'eu_en', '/en');
    expect(html).toContain('How would you like to buy?');
    expect(html).toContain('One-time purchase');
    expect(html).toContain('Every month');
  });
});
