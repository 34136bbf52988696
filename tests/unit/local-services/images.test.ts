import sharp from 'sharp';
import {beforeEach, describe, expect, test} from 'vitest';
import {handleImages, renderCache} from '../../../local-services/images';

const ORIGIN = 'http://127.0.0.1:4100';

async function image(path: string, accept = '*/*') {
  const response = await handleImages(new Request(`${ORIGIN}${path}`, {headers: {accept}}), {origin: ORIGIN});
  const body = Buffer.from(await response.arrayBuffer());
  const meta = response.ok ? await sharp(body).metadata() : undefined;
  return {response, body, meta};
}

describe('image service', () => {
  beforeEach(() => renderCache.clear());

  test('imgix params: webp of the requested width, with the natural aspect ratio', async () => {
    const {response, meta} = await image('/images/catalogue/whey-protein/chocolate-1kg.png?w=320&fm=webp');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(meta).toMatchObject({format: 'webp', width: 320, height: 320});
  });

  test('catalogue images default to 1200x1200 in the path format', async () => {
    const {response, meta} = await image('/images/catalogue/multivitamin/default.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(meta).toMatchObject({format: 'png', width: 1200, height: 1200});
  });

  test('Shopify params: width, height and crop give an exact crop; format=webp converts', async () => {
    const {meta} = await image('/images/catalogue/protein-bar/chocolate-12-bars.png?width=600&height=300&crop=center&format=webp');
    expect(meta).toMatchObject({format: 'webp', width: 600, height: 300});
  });

  test('fit=clip keeps the aspect ratio inside the box; dpr multiplies', async () => {
    const {meta} = await image('/images/content/article-breakfast.jpg?w=400&h=400&fit=clip&dpr=2');
    expect(meta).toMatchObject({format: 'jpeg', width: 800});
    expect(meta!.height).toBeLessThan(800);
  });

  test('auto=format serves webp only when the browser accepts it', async () => {
    const webp = await image('/images/content/hero-home.jpg?w=300&auto=format', 'image/avif,image/webp,*/*');
    expect(webp.meta!.format).toBe('webp');
    expect(webp.response.headers.get('vary')).toBe('Accept');
    const jpeg = await image('/images/content/hero-home.jpg?w=300&auto=format', 'image/jpeg');
    expect(jpeg.meta!.format).toBe('jpeg');
  });

  test('content images are deterministic per name', async () => {
    const a = await image('/images/content/recipe-pancakes.png?w=200');
    renderCache.clear();
    const b = await image('/images/content/recipe-pancakes.png?w=200');
    const c = await image('/images/content/recipe-porridge.png?w=200');
    expect(a.body.equals(b.body)).toBe(true);
    expect(a.body.equals(c.body)).toBe(false);
  });

  test('repeat requests come from the cache', async () => {
    const first = await image('/images/catalogue/vegan-protein/banana-1kg.png?w=500');
    const second = await image('/images/catalogue/vegan-protein/banana-1kg.png?w=500');
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
  });

  test('unknown products, variants and paths are 404', async () => {
    expect((await image('/images/catalogue/nope/default.png')).response.status).toBe(404);
    expect((await image('/images/catalogue/whey-protein/mint-1kg.png')).response.status).toBe(404);
    expect((await image('/images/elsewhere/x.png')).response.status).toBe(404);
  });
});
