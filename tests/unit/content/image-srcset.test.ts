import {describe, expect, it} from 'vitest';
import {imageSrcSet, MAX_RENDITION_SCALE, renditionScales, scaledSource} from '~/content/image-srcset';
import {IMAGE_SCALES, MIN_IMAGE_WIDTH} from '~styles/tokens';

const widths = (srcSet: string | undefined) => srcSet?.split(',').map((entry) => entry.split(' ')[1]);

describe('responsive image candidates (spec §9 scales)', () => {
  it('offers the spec scales up to twice the rendition, each at its width', () => {
    expect(renditionScales(800)).toEqual([0.25, 0.5, 0.75, 1, 1.5, 2]);
    expect(widths(imageSrcSet({src: 'https://img.example/a.jpg?w=800', width: 800}))).toEqual([
      '200w',
      '400w',
      '600w',
      '800w',
      '1200w',
      '1600w',
    ]);
  });

  it('skips candidates under 50 px wide, and keeps one exactly 50 px wide', () => {
    expect(MIN_IMAGE_WIDTH).toBe(50);
    expect(renditionScales(96)).toEqual([0.75, 1, 1.5, 2]);
    expect(renditionScales(200)).toEqual([0.25, 0.5, 0.75, 1, 1.5, 2]);
    expect(renditionScales(199)).toEqual([0.5, 0.75, 1, 1.5, 2]);
    expect(widths(imageSrcSet({src: '/a.png', width: 66}))).toEqual(['66w', '99w', '132w']);
    expect(widths(imageSrcSet({src: '/a.png', width: 40}))).toEqual(['60w', '80w']);
  });

  it('never offers a scale beyond twice the rendition or outside the spec list', () => {
    for (const width of [50, 96, 160, 320, 600, 1440]) {
      for (const scale of renditionScales(width)) {
        expect(IMAGE_SCALES).toContain(scale);
        expect(scale).toBeLessThanOrEqual(MAX_RENDITION_SCALE);
      }
    }
  });

  it('has no candidates for a width that is missing, zero, negative or not a number', () => {
    for (const width of [0, -10, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(imageSrcSet({src: '/a.png', width})).toBeUndefined();
    }
    expect(imageSrcSet({src: '', width: 800})).toBeUndefined();
  });

  it('writes each scale as the CDN dpr parameter, keeping the other parameters, with scale 1 as the src itself', () => {
    const src = 'https://www.datocms-assets.com/1/shake.jpg?w=600&h=400&fit=crop&auto=format';
    expect(scaledSource(src, 1)).toBe(src);
    expect(scaledSource(src, 1.5)).toBe(`${src}&dpr=1.5`);
    expect(scaledSource(`${src}&dpr=3`, 0.5)).toBe(`${src}&dpr=0.5`);
    expect(imageSrcSet({src, width: 600})?.split(',')[3]).toBe(`${src} 600w`);
  });

  it('keeps a relative source relative', () => {
    expect(scaledSource('/images/a.jpg?w=100', 2)).toBe('/images/a.jpg?w=100&dpr=2');
  });

  it('touches only the dpr parameter, whatever the path holds', () => {
    expect(scaledSource('/__DPR__/dpr=__DPR__.jpg?w=100', 2)).toBe('/__DPR__/dpr=__DPR__.jpg?w=100&dpr=2');
    // Unparsable: the same source at every width.
    const candidates = imageSrcSet({src: 'http://[::1', width: 100})?.split(',') ?? [];
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates) expect(candidate).toMatch(/^http:\/\/\[::1 \d+w$/);
  });
});

describe('srcsets kept between server renders', () => {
  // Generated renditions, slots and viewports: more than the memo holds, so it also starts anew in between.
  const sources = ['/a.png', 'w/a.png', 'https://img.example/b.jpg?w=600&fit=crop', 'http://[::1', ' 100vw/x.jpg'];
  const slots = [undefined, null, '', '100vw', '100v', '(min-width: 768px) 50vw, 100vw', '280px', 'calc(100vw - 2rem)'];
  const inputs = sources.flatMap((src) =>
    [40, 66, 160, 320, 600, 800, 1440].flatMap((width) =>
      slots.flatMap((sizes) => [320, 768, 1024].map((fromViewport) => ({src, width, sizes, fromViewport}))),
    ),
  );
  const many = Array.from({length: 2100}, (_, n) => ({src: `/many/${n}.jpg`, width: 400, sizes: '50vw', fromViewport: 320}));
  const write = ({src, width, sizes, fromViewport}: (typeof inputs)[number]) => imageSrcSet({src, width}, sizes, fromViewport);

  it('gives a rendition the same srcset on every view, in any order, whatever else was written in between', () => {
    const first = inputs.map(write);
    many.forEach(write);
    expect([...inputs].reverse().map(write).reverse()).toEqual(first);
    expect(inputs.map(write)).toEqual(first);
  });

  it('never answers one rendition with the srcset of another whose source and slot run together the same way', () => {
    // "100v" + "w/a.png" and "100vw" + "/a.png" read alike end to end.
    const a = imageSrcSet({src: 'w/a.png', width: 800}, '100v');
    const b = imageSrcSet({src: '/a.png', width: 800}, '100vw');
    expect(a?.split(',')[0]).toBe('/w/a.png?dpr=0.25 200w');
    expect(b?.split(',')[0]).toBe('/a.png?dpr=0.5 400w');
    expect(imageSrcSet({src: '/a.png', width: 800}, '100vw', 320)).not.toBe(imageSrcSet({src: '/a.png', width: 800}, '100vw', 1024));
  });
});
