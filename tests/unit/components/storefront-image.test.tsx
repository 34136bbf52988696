// StorefrontImage is our copy of Hydrogen's fluid <Image> (app/components/media/StorefrontImage.tsx): the same
// HTML for the props we use, checked against Hydrogen's own, except the srcset candidates narrower than the
// narrowest slot `sizes` allows (no browser picks them), which ours leaves out.
import {Image} from '@shopify/hydrogen';
import {renderToString} from 'react-dom/server';
import {describe, expect, test} from 'vitest';
import {StorefrontImage, type StorefrontImageData} from '~/components/media/StorefrontImage';

const SOURCES: StorefrontImageData[] = [
  {url: 'https://cdn.shopify.com/s/files/1/whey.png?v=1', altText: 'Whey', width: 2048, height: 2048},
  {url: 'https://cdn.shopify.com/s/files/1/small.png', altText: null, width: 650, height: 650},
  {url: 'https://cdn.shopify.com/s/files/1/tiny.png', altText: '', width: 120, height: 120},
  {url: 'https://cdn.shopify.com/s/files/1/tall.jpg', altText: 'Tall', width: 1000, height: 3000},
  {url: '/images/catalogue/local.png', altText: 'Local', width: null, height: null},
];

// Hydrogen's markup without the srcset candidates narrower than `narrowerThan` px.
function withoutNarrowCandidates(html: string, narrowerThan: number): string {
  return html.replace(/srcSet="([^"]*)"/, (_, srcSet: string) => {
    const candidates = srcSet.split(', ').filter((candidate) => !/ \d+w$/.test(candidate) || Number(/ (\d+)w$/.exec(candidate)![1]) >= narrowerThan);
    return `srcSet="${candidates.join(', ')}"`;
  });
}

describe('StorefrontImage renders what Hydrogen’s Image renders', () => {
  for (const data of SOURCES) {
    test(data.url, () => {
      const cases = [
        {props: {aspectRatio: '1/1', sizes: '80px', className: 'size-full object-cover'}, narrowestSlot: 80},
        {
          props: {aspectRatio: '1/1', sizes: '(min-width: 768px) 50vw, 85vw', loading: 'eager' as const, className: 'w-full'},
          // 85vw of a 320 px viewport.
          narrowestSlot: 272,
        },
      ];
      for (const {props, narrowestSlot} of cases) {
        const hydrogen = renderToString(<Image data={data} {...props} />);
        expect(renderToString(<StorefrontImage data={data} {...props} />)).toBe(withoutNarrowCandidates(hydrogen, narrowestSlot));
      }
    });
  }

  test('leaves out candidates narrower than the narrowest slot, keeping the first wide enough', () => {
    const html = renderToString(
      <StorefrontImage data={SOURCES[0]!} aspectRatio="1/1" sizes="(min-width: 768px) 50vw, 85vw" />,
    );
    const widths = /srcSet="([^"]*)"/.exec(html)![1]!.split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(widths[0]).toBe('400w');
    expect(widths).not.toContain('200w');
  });
});
