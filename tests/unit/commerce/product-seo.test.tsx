import {renderToString} from 'react-dom/server';
import {describe, expect, test} from 'vitest';
import {productJsonLd, productPageJsonLd} from '~/commerce/product-json-ld';
import {JsonLd} from '~/components/ui/JsonLd';
import {contentDescription, contentMetaTags, type SeoTag} from '~/content/seo-tags';

describe('product JSON-LD', () => {
  // Built inside each test (not at collection time) so every call runs under the test that checks it.
  const build = () =>
    productJsonLd({
      name: 'Whey Protein',
      description: 'Fast protein',
      url: 'https://shop.example/products/protein/whey-protein',
      images: ['https://img.example/whey.png'],
      brand: 'Original Fuel',
      gtin: '8712345678901',
      variants: [
        {sku: 'WP-C-1', price: {amount: '34.95', currencyCode: 'EUR'}, availableForSale: true, url: 'https://shop.example/a'},
        {sku: 'WP-S-1', price: {amount: '34.9', currencyCode: 'EUR'}, availableForSale: false, url: 'https://shop.example/b'},
      ],
    });

  test('one offer per variant with price, currency and availability, plus gtin', () => {
    const jsonLd = build();
    expect(jsonLd).toMatchObject({'@type': 'Product', gtin: '8712345678901', brand: {name: 'Original Fuel'}});
    expect(jsonLd.offers).toEqual([
      expect.objectContaining({price: '34.95', priceCurrency: 'EUR', availability: 'https://schema.org/InStock'}),
      expect.objectContaining({price: '34.90', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock'}),
    ]);
  });

  test('a schema.org Product with its description, brand and the first variant’s SKU; offers are Offers', () => {
    const jsonLd = build();
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      description: 'Fast protein',
      brand: {'@type': 'Brand', name: 'Original Fuel'},
      sku: 'WP-C-1',
    });
    expect(jsonLd.offers.map((offer) => [offer['@type'], offer.sku])).toEqual([
      ['Offer', 'WP-C-1'],
      ['Offer', 'WP-S-1'],
    ]);
    const bare = productJsonLd({name: 'Bar', url: 'https://shop.example/bar', images: [], brand: 'Original Fuel', variants: []});
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('sku');
    expect(bare.offers).toEqual([]);
  });

  test('a product page writes the same JSON-LD from the short offers its loader sends', () => {
    const fromPage = productPageJsonLd({
      purchase: {title: 'Whey Protein', images: [{storefront: {url: 'https://img.example/whey.png'}}]},
      seo: {description: 'Fast protein', canonical: 'https://shop.example/products/protein/whey-protein'},
      offers: {
        gtin: '8712345678901',
        currencyCode: 'EUR',
        variants: [
          {sku: 'WP-C-1', title: 'Chocolate / 1 kg', price: '34.95', available: true, slug: 'chocolate-1kg'},
          {sku: null, title: null, price: '34.9', available: false, slug: 'strawberry-1kg'},
        ],
      },
    });
    expect(fromPage).toEqual(
      productJsonLd({
        name: 'Whey Protein',
        description: 'Fast protein',
        url: 'https://shop.example/products/protein/whey-protein',
        images: ['https://img.example/whey.png'],
        brand: 'Original Fuel',
        gtin: '8712345678901',
        variants: [
          {
            sku: 'WP-C-1',
            title: 'Chocolate / 1 kg',
            price: {amount: '34.95', currencyCode: 'EUR'},
            availableForSale: true,
            url: 'https://shop.example/products/protein/whey-protein/chocolate-1kg',
          },
          {
            price: {amount: '34.9', currencyCode: 'EUR'},
            availableForSale: false,
            url: 'https://shop.example/products/protein/whey-protein/strawberry-1kg',
          },
        ],
      }),
    );
    expect(fromPage.offers[1]).toEqual({
      '@type': 'Offer',
      url: 'https://shop.example/products/protein/whey-protein/strawberry-1kg',
      price: '34.90',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  test('the script tag cannot be closed by text inside the data', () => {
    const html = renderToString(<JsonLd data={{name: '</script><script>alert(1)</script>'}} />);
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script\\u003e');
    const json = /<script[^>]*>(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('meta tags from content', () => {
  test('Open Graph tags pass; title, description, robots, og:url and links are ours', () => {
    const tags: SeoTag[] = [
      {tag: 'title', content: 'Ignored'},
      {tag: 'meta', attributes: {name: 'description', content: 'Lekker eiwit'}},
      {tag: 'meta', attributes: {property: 'og:image', content: 'https://img/x.png'}},
      {tag: 'meta', attributes: {property: 'og:url', content: 'https://elsewhere/x'}},
      {tag: 'meta', attributes: {name: 'robots', content: 'index'}},
      {tag: 'link', attributes: {rel: 'canonical', href: 'https://elsewhere'}},
    ];
    expect(contentMetaTags(tags)).toEqual([{property: 'og:image', content: 'https://img/x.png'}]);
    expect(contentDescription(tags)).toBe('Lekker eiwit');
  });
});
