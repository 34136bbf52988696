import {renderInRoute} from '../../support/render';
import type {ReactElement} from 'react';
import {describe, expect, test} from 'vitest';
import {Upsell} from '~/components/product/Upsell';
import type {UpsellPartsFragment} from '~graphql/content/content.generated';

async function render(ui: ReactElement, marketId = 'nl_nl', basePath = ''): Promise<string> {
  return renderInRoute(ui, {marketId, basePath});
}

const UPSELL: UpsellPartsFragment = {
  id: 'up-1',
  title: 'Make it a shake',
  text: 'Pair it with our shaker.',
  backgroundColor: {hex: '#fff1e8'},
  productImage: {
    responsiveImage: {
      src: 'https://img.example/shaker.png?w=1120&h=1120&fit=crop&fm=webp',
      width: 1120,
      height: 1120,
      alt: 'Shaker',
      bgColor: null,
    },
  },
  link: {
    id: 'link-1',
    label: 'Shop the shaker',
    url: null,
    openInNewTab: false,
    useEntryLink: true,
    entryLink: {__typename: 'ProductRecord', id: 'p-1', slug: 'whey-protein', collection: {slug: 'protein'}},
  },
};

describe('product upsell', () => {
  test('image, background colour, title, text and a link in the market’s words', async () => {
    const html = await render(<Upsell upsell={UPSELL} />, 'de_de', '/de');
    expect(html).toContain('background-color:#fff1e8');
    expect(html).toContain('Make it a shake');
    expect(html).toContain('Pair it with our shaker.');
    expect(html).toContain('shaker.png?w=1120&amp;h=1120&amp;fit=crop&amp;fm=webp');
    expect(html).toMatch(/<a [^>]*href="\/de\/produkte\/protein\/whey-protein"[^>]*>Shop the shaker<\/a>/);
  });

  test('nothing without an upsell', async () => {
    expect(await render(<Upsell upsell={null} />)).toBe('');
  });
});
