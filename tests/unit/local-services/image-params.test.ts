// The image stand-in's reading of CDN query parameters (README "Local services": `width/height/crop` of Shopify's CDN
// and imgix `w/h/fit/fm/auto/dpr/q` as DatoCMS uses them), checked on the render spec it derives, without sharp.
import {describe, expect, test} from 'vitest';
import {renderSpec, specKey} from '../../../local-services/images/params';

const SQUARE = {width: 1200, height: 1200};
const LANDSCAPE = {width: 1600, height: 800};

const spec = (query: string, natural = SQUARE, extension = 'png', accept = '*/*') =>
  renderSpec(new URLSearchParams(query), natural, extension, accept);

describe('size', () => {
  test('without a size the image keeps its natural size', () => {
    expect(spec('', LANDSCAPE)).toMatchObject({width: 1600, height: 800});
  });

  test('one side given: the other follows the natural aspect ratio (imgix w / h, Shopify width / height)', () => {
    expect(spec('w=400', LANDSCAPE)).toMatchObject({width: 400, height: 200});
    expect(spec('h=100', LANDSCAPE)).toMatchObject({width: 200, height: 100});
    expect(spec('width=800', LANDSCAPE)).toMatchObject({width: 800, height: 400});
    expect(spec('height=300', LANDSCAPE)).toMatchObject({width: 600, height: 300});
  });

  test("Shopify's width/height win over imgix's w/h when both are given", () => {
    expect(spec('width=500&w=100&height=250&h=50', LANDSCAPE)).toMatchObject({width: 500, height: 250});
  });

  test('both sides given: the box as asked', () => {
    expect(spec('w=300&h=500', LANDSCAPE)).toMatchObject({width: 300, height: 500});
  });

  test('zero, negative, empty and non-numeric sizes are ignored', () => {
    for (const bad of ['0', '-50', '', 'abc', 'Infinity']) {
      expect(spec(`w=${bad}`, LANDSCAPE)).toMatchObject({width: 1600, height: 800});
    }
  });

  test('fractional sizes round to whole pixels', () => {
    expect(spec('w=100.6', SQUARE)).toMatchObject({width: 101, height: 101});
    expect(spec('w=333', {width: 1000, height: 700})).toMatchObject({width: 333, height: 233});
  });

  test('dpr multiplies the size, up to 5', () => {
    expect(spec('w=100&dpr=2', LANDSCAPE)).toMatchObject({width: 200, height: 100});
    expect(spec('w=100&dpr=5')).toMatchObject({width: 500, height: 500});
    expect(spec('w=100&dpr=9')).toMatchObject({width: 500, height: 500});
    expect(spec('w=100&dpr=0')).toMatchObject({width: 100, height: 100});
  });

  test('no side exceeds 4000 pixels and none falls under 1', () => {
    expect(spec('w=5000&h=4000')).toMatchObject({width: 4000, height: 4000});
    expect(spec('w=4000&dpr=2')).toMatchObject({width: 4000, height: 4000});
    expect(spec('w=4000')).toMatchObject({width: 4000, height: 4000});
    expect(spec('w=3999')).toMatchObject({width: 3999, height: 3999});
    expect(spec('w=1&h=100', {width: 4000, height: 1})).toMatchObject({width: 1, height: 100});
    expect(spec('w=1000', {width: 4000, height: 1})).toMatchObject({width: 1000, height: 1});
    expect(spec('w=0.4&h=0.4')).toMatchObject({width: 1, height: 1});
  });
});

describe('fit', () => {
  test("imgix's default (clip) and Shopify without crop fit inside the box", () => {
    expect(spec('w=300&h=300').fit).toBe('inside');
    expect(spec('width=300&height=300').fit).toBe('inside');
    expect(spec('w=300&fit=clip').fit).toBe('inside');
    expect(spec('w=300&fit=max').fit).toBe('inside');
  });

  test('imgix fit=crop and fit=facearea cover the box', () => {
    expect(spec('w=300&h=300&fit=crop').fit).toBe('cover');
    expect(spec('w=300&h=300&fit=FaceArea').fit).toBe('cover');
  });

  test('imgix fit=fill and fillmax letterbox (contain); fit=scale stretches (fill)', () => {
    expect(spec('w=300&h=300&fit=fill').fit).toBe('contain');
    expect(spec('w=300&h=300&fit=fillmax').fit).toBe('contain');
    expect(spec('w=300&h=300&fit=scale').fit).toBe('fill');
  });

  test('Shopify crop= covers the box only with a width or height and no imgix fit', () => {
    expect(spec('width=300&height=200&crop=center').fit).toBe('cover');
    expect(spec('height=200&crop=center').fit).toBe('cover');
    expect(spec('width=300&crop=top').fit).toBe('cover');
    expect(spec('crop=center').fit).toBe('inside');
    expect(spec('w=300&h=200&crop=center').fit).toBe('inside');
    expect(spec('width=300&height=200&crop=center&fit=fill').fit).toBe('contain');
  });

  test('only fit=max keeps the image from growing past its natural size', () => {
    expect(spec('w=300&fit=max').withoutEnlargement).toBe(true);
    expect(spec('w=300&fit=MAX').withoutEnlargement).toBe(true);
    expect(spec('w=300&fit=clip').withoutEnlargement).toBe(false);
    expect(spec('w=300').withoutEnlargement).toBe(false);
  });
});

describe('crop position', () => {
  test.each([
    ['', 'centre'],
    ['center', 'centre'],
    ['top', 'top'],
    ['bottom', 'bottom'],
    ['left', 'left'],
    ['right', 'right'],
    ['top,left', 'left top'],
    ['TOP,RIGHT', 'right top'],
    ['bottom,left', 'left bottom'],
    ['right,bottom', 'right bottom'],
    ['faces,edges', 'centre'],
  ])('crop=%s → %s', (crop, position) => {
    expect(spec(`w=300&h=300&fit=crop&crop=${crop}`).position).toBe(position);
  });

  test('no crop parameter is the centre', () => {
    expect(spec('w=300').position).toBe('centre');
  });
});

describe('format', () => {
  test('fm / format pick the format; avif is served as webp, pjpg and jpg as jpeg', () => {
    expect(spec('fm=webp').format).toBe('webp');
    expect(spec('fm=AVIF').format).toBe('webp');
    expect(spec('fm=jpg').format).toBe('jpeg');
    expect(spec('fm=jpeg').format).toBe('jpeg');
    expect(spec('fm=pjpg').format).toBe('jpeg');
    expect(spec('fm=pjpeg').format).toBe('jpeg');
    expect(spec('fm=png', SQUARE, 'jpg').format).toBe('png');
    expect(spec('format=webp').format).toBe('webp');
    expect(spec('format=pjpg').format).toBe('jpeg');
  });

  test("imgix's fm wins over Shopify's format", () => {
    expect(spec('fm=jpg&format=webp').format).toBe('jpeg');
  });

  test('an unknown format falls back to the path extension, then to png', () => {
    expect(spec('fm=gif', SQUARE, 'jpg').format).toBe('jpeg');
    expect(spec('', SQUARE, 'webp').format).toBe('webp');
    expect(spec('', SQUARE, 'JPEG').format).toBe('jpeg');
    expect(spec('', SQUARE, 'gif').format).toBe('png');
    expect(spec('', SQUARE, 'png').format).toBe('png');
  });

  test('auto=format gives webp only to a browser that accepts webp or avif, and yields to an explicit fm', () => {
    expect(spec('auto=format', SQUARE, 'jpg', 'image/webp,*/*').format).toBe('webp');
    expect(spec('auto=compress,format', SQUARE, 'jpg', 'image/avif').format).toBe('webp');
    expect(spec('auto=format', SQUARE, 'jpg', 'image/jpeg,*/*').format).toBe('jpeg');
    expect(spec('auto=compress', SQUARE, 'jpg', 'image/webp').format).toBe('jpeg');
    expect(spec('', SQUARE, 'jpg', 'image/webp').format).toBe('jpeg');
    expect(spec('auto=format&fm=png', SQUARE, 'jpg', 'image/webp').format).toBe('png');
  });
});

describe('quality and background', () => {
  test('q sets the quality from 1 to 100, 75 by default', () => {
    expect(spec('').quality).toBe(75);
    expect(spec('q=40').quality).toBe(40);
    expect(spec('q=100').quality).toBe(100);
    expect(spec('q=150').quality).toBe(100);
    expect(spec('q=0.5').quality).toBe(1);
    expect(spec('q=1').quality).toBe(1);
    expect(spec('q=0').quality).toBe(75);
  });

  test('fill-color or bg sets the letterbox background, with or without #; white by default', () => {
    expect(spec('').background).toBe('#ffffff');
    expect(spec('fill-color=ff0000').background).toBe('#ff0000');
    expect(spec('bg=%2300ff00').background).toBe('#00ff00');
    expect(spec('fill-color=123456&bg=abcdef').background).toBe('#123456');
    // Only a leading # is dropped before one is put in front.
    expect(spec('bg=ab%23cd').background).toBe('#ab#cd');
  });
});

describe('cache key', () => {
  test('specs that render alike share a key; any difference in the output gives another key', () => {
    expect(specKey(spec('w=300'))).toBe(specKey(spec('width=300')));
    const keys = new Set(
      ['w=300', 'w=301', 'w=300&h=200', 'w=300&fit=crop', 'w=300&fit=max', 'w=300&fit=crop&crop=top', 'w=300&fm=webp', 'w=300&q=50', 'w=300&bg=000000'].map(
        (q) => specKey(spec(q)),
      ),
    );
    expect(keys.size).toBe(9);
  });

  test('the key lists every field of the spec', () => {
    expect(specKey(spec('w=300&h=200&fit=crop&crop=top&fm=webp&q=50&bg=000000'))).toBe('300|200|cover|top|false|webp|50|#000000');
  });
});
