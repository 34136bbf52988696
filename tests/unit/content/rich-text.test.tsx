import {renderInRoute} from '../../support/render';
import type {ReactElement} from 'react';
import {describe, expect, test} from 'vitest';
import {RichText, type RichTextData} from '~/components/content/RichText';
import {isExternalLink, isUnsafeHref, plainText, tableData} from '~/content/rich-text';
import {type MarketId} from '~/markets/markets';

const OWN = ['www.originalfuel.nl', 'www.originalfuel.de', 'shop.localhost:3000'];

describe('which links leave the site (spec §2 Rich text)', () => {
  test('anchors and relative urls stay', () => {
    for (const url of ['#faq', '/products/protein', 'products', '../x', '?cart=1', '']) {
      expect(isExternalLink(url, OWN)).toBe(false);
    }
  });

  test('our own hosts stay, with or without www, any scheme or path', () => {
    expect(isExternalLink('https://www.originalfuel.nl/producten', OWN)).toBe(false);
    expect(isExternalLink('https://originalfuel.de/', OWN)).toBe(false);
    expect(isExternalLink('http://WWW.ORIGINALFUEL.NL', OWN)).toBe(false);
    expect(isExternalLink('//www.originalfuel.nl/x', OWN)).toBe(false);
    expect(isExternalLink('http://shop.localhost:3000/x', OWN)).toBe(false);
  });

  test('other hosts leave', () => {
    expect(isExternalLink('https://www.voedingscentrum.nl/', OWN)).toBe(true);
    expect(isExternalLink('https://originalfuel.nl.evil.example/', OWN)).toBe(true);
    expect(isExternalLink('//cdn.example.com/file.pdf', OWN)).toBe(true);
    expect(isExternalLink('https://shop.localhost:4000/x', OWN)).toBe(true);
  });

  test('mail and phone links open their app, not a tab', () => {
    expect(isExternalLink('mailto:info@originalfuel.nl', OWN)).toBe(false);
    expect(isExternalLink('tel:+31201234567', OWN)).toBe(false);
  });

  test('script urls are unsafe', () => {
    expect(isUnsafeHref('javascript:alert(1)')).toBe(true);
    expect(isUnsafeHref(' JaVa\tScript:alert(1)')).toBe(true);
    expect(isUnsafeHref('https://example.com')).toBe(false);
    expect(isUnsafeHref('/products')).toBe(false);
  });
});

describe('table blocks', () => {
  test('columns and rows in column order; missing cells empty', () => {
    expect(tableData({columns: ['Per 100 g', 'Value'], data: [{'Per 100 g': 'Energy', Value: '380 kcal'}, {Value: 3}]})).toEqual({
      columns: ['Per 100 g', 'Value'],
      rows: [
        ['Energy', '380 kcal'],
        ['', '3'],
      ],
    });
  });

  test('malformed json is no table', () => {
    expect(tableData(null)).toBeNull();
    expect(tableData({columns: [], data: []})).toBeNull();
    expect(tableData({columns: ['a']})).toBeNull();
    expect(tableData('a|b')).toBeNull();
  });
});

// --- DAST fixtures -----------------------------------------------------------------------------------------

const span = (value: string) => ({type: 'span', value});
const paragraph = (...children: object[]) => ({type: 'paragraph', children});
const link = (url: string, text: string) => ({type: 'link', url, children: [span(text)]});
const dast = (...children: object[]) => ({schema: 'dast', document: {type: 'root', children}});

test('plain text of a document', () => {
  const value = dast(paragraph(span('Whey '), link('https://x.example', 'protein')), {type: 'block', item: '1'}, paragraph(span('isolate.')));
  expect(plainText(value)).toBe('Whey protein isolate.');
  expect(plainText(null)).toBe('');
});

// --- Rendering ---------------------------------------------------------------------------------------------

/** Renders inside the route context and a data router whose root loader gives the configured hosts. */
async function render(ui: ReactElement, {market = 'nl_nl', hosts = {}}: {market?: MarketId; hosts?: Record<string, string>} = {}) {
  return renderInRoute(ui, {marketId: market, hosts, url: '/products/all/whey'});
}

describe('<RichText>', () => {
  test('links elsewhere open in a new tab with noopener noreferrer; ours, anchors and mail stay', async () => {
    const html = await render(
      <RichText
        data={{
          value: dast(
            paragraph(
              link('https://www.voedingscentrum.nl/eiwit', 'elsewhere'),
              link('https://www.originalfuel.de/produkte', 'own market'),
              link('https://staging.originalfuel.test/x', 'configured'),
              link('#faq', 'anchor'),
              link('mailto:info@originalfuel.nl', 'mail'),
            ),
          ),
        }}
      />,
      {hosts: {nl_nl: 'staging.originalfuel.test'}},
    );
    expect(html).toContain(
      '<a href="https://www.voedingscentrum.nl/eiwit" target="_blank" rel="noopener noreferrer">elsewhere<span class="sr-only"> <!-- -->(opent in een nieuw tabblad)</span></a>',
    );
    expect(html).toContain('<a href="https://www.originalfuel.de/produkte">own market</a>');
    expect(html).toContain('<a href="https://staging.originalfuel.test/x">configured</a>');
    expect(html).toContain('<a href="#faq">anchor</a>');
    expect(html).toContain('<a href="mailto:info@originalfuel.nl">mail</a>');
  });

  test('our paths and record links go through the link helper, in the market’s words', async () => {
    const data: RichTextData = {
      value: dast(paragraph(link('/products/protein', 'path'), {type: 'itemLink', item: 'p1', children: [span('record')]})),
      links: [{__typename: 'ProductRecord', id: 'p1', slug: 'whey-protein', collection: {slug: 'protein'}}],
    };
    const html = await render(<RichText data={data} />, {market: 'de_de'});
    expect(html).toMatch(/<a [^>]*href="\/de\/produkte\/protein"[^>]*>path<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/de\/produkte\/protein\/whey-protein"[^>]*>record<\/a>/);
  });

  test('a script url renders as text', async () => {
    const html = await render(<RichText data={{value: dast(paragraph(link('javascript:alert(1)', 'click')))}} />);
    expect(html).not.toContain('<a');
    expect(html).toContain('click');
  });

  test('a table scrolls in its own focusable, named box', async () => {
    const html = await render(
      <RichText
        data={{
          value: dast({type: 'block', item: 't1'}),
          blocks: [{__typename: 'TableBlockRecord', id: 't1', table: {columns: ['Per 100 g', 'Value'], data: [{'Per 100 g': 'Protein', Value: '80 g'}]}}],
        }}
      />,
    );
    expect(html).toContain('<div role="region" aria-label="Tabel" tabindex="0" class="my-4 overflow-x-auto"><table');
    // Cells take their rules and padding from the table's class (styles/app.css), not a list each.
    expect(html).toContain('<table class="rich-table min-w-full border-collapse text-left text-sm">');
    expect(html).toContain('<th scope="col">Per 100 g</th>');
    expect(html).toContain('<td>80 g</td>');
  });

  test('an image block renders its responsive image', async () => {
    const html = await render(
      <RichText
        data={{
          value: dast({type: 'block', item: 'i1'}),
          blocks: [
            {
              __typename: 'ImageBlockRecord',
              id: 'i1',
              image: {
                id: 'u1',
                url: 'https://img.example/shake.jpg',
                alt: 'A shake',
                width: 1200,
                height: 800,
                responsiveImage: {src: 'https://img.example/shake.jpg?w=1200', width: 1200, height: 800, alt: 'A shake', bgColor: null},
              },
            },
          ],
        }}
      />,
    );
    expect(html).toContain('<figure');
    expect(html).toContain('src="https://img.example/shake.jpg?w=1200"');
    expect(html).toContain('https://img.example/shake.jpg?w=1200&amp;dpr=2 2400w');
    // The slot is the rich text column's (at most 720px), whatever the content asked for.
    expect(html).toContain('sizes="(min-width: 768px) 720px, 100vw"');
    expect(html).toContain('alt="A shake"');
  });

  test('no document, no output', async () => {
    expect(await render(<RichText data={{value: null}} />)).toBe('');
    expect(await render(<RichText data={null} />)).toBe('');
  });
});
