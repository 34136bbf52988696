// StorefrontImage is our copy of Hydrogen's fluid <Image> (app/components/media/StorefrontImage.tsx): the same
// HTML for the props we use, checked against Hydrogen's own, so the server's pages do not change with it.
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

describe('StorefrontImage renders what Hydrogen’s Image renders', () => {
  for (const data of SOURCES) {
    test(data.url, () => {
      for (const props of [
        {aspectRatio: '1/1', sizes: '80px', className: 'size-full object-cover'},
        {aspectRatio: '1/1', sizes: '(min-width: 768px) 50vw, 85vw', loading: 'eager' as const, className: 'w-full'},
      ]) {
        expect(renderToString(<StorefrontImage data={data} {...props} />)).toBe(renderToString(<Image data={data} {...props} />));
      }
    });
  }
});
