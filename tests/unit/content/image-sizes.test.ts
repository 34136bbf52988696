import {describe, expect, it} from 'vitest';
import {narrowestSlot, SMALLEST_VIEWPORT, usableWidths} from '~/content/image-sizes';
import {imageSrcSet} from '~/content/image-srcset';

const widths = (srcSet: string | undefined) => srcSet?.split(',').map((entry) => entry.split(' ')[1]);

describe('the narrowest slot an image’s sizes gives it', () => {
  it('is the fallback length at the smallest viewport (320 px) for viewport-relative sizes', () => {
    expect(SMALLEST_VIEWPORT).toBe(320);
    expect(narrowestSlot('100vw')).toBe(320);
    expect(narrowestSlot('(min-width: 768px) 50vw, 100vw')).toBe(320);
    expect(narrowestSlot('(min-width: 1260px) 25vw, (min-width: 768px) 33vw, 70vw')).toBe(224);
  });

  it('is a fixed length as written, and the smaller of the lengths on either side of a breakpoint', () => {
    expect(narrowestSlot('48px')).toBe(48);
    expect(narrowestSlot('(min-width: 768px) 160px, 96px')).toBe(96);
    // 50vw of 320 px is 160; from 1260 px the slot is a fixed 100 px.
    expect(narrowestSlot('(min-width: 1260px) 100px, 50vw')).toBe(100);
  });

  it('counts only viewports from the given one up (a desktop <source> from 768 px)', () => {
    expect(narrowestSlot('(min-width: 1260px) 33vw, 50vw', 768)).toBe(384);
    expect(narrowestSlot('(min-width: 1260px) 1200px, 100vw', 768)).toBe(768);
  });

  it('is the full width where no entry applies', () => {
    expect(narrowestSlot('(min-width: 768px) 50vw')).toBe(320);
  });

  it('is 0 (leave every candidate) without sizes or with a form it does not read', () => {
    for (const sizes of [undefined, null, '', 'calc(100vw - 2rem)', '(max-width: 767px) 100vw, 50vw', '20em', '50vw, nonsense']) {
      expect(narrowestSlot(sizes)).toBe(0);
    }
  });
});

describe('the candidate widths a browser can pick for a slot', () => {
  it('drops those narrower than the slot and keeps the first one wide enough', () => {
    expect(usableWidths([150, 300, 450, 600, 900, 1200], 320)).toEqual([450, 600, 900, 1200]);
    expect(usableWidths([150, 300, 450], 300)).toEqual([300, 450]);
    expect(usableWidths([150, 300, 450], 0)).toEqual([150, 300, 450]);
  });

  it('keeps the widest when none is wide enough (the browser takes that one)', () => {
    expect(usableWidths([72, 96, 144], 400)).toEqual([144]);
    expect(usableWidths([], 400)).toEqual([]);
  });
});

describe('a content image’s srcset for its sizes', () => {
  const src = 'https://www.datocms-assets.com/1/shake.jpg?w=600&h=600&fit=crop&auto=format';

  it('leaves out candidates narrower than the narrowest slot', () => {
    // The product gallery: full width on phones, so nothing under 320 px.
    expect(widths(imageSrcSet({src, width: 600}, '(min-width: 768px) 50vw, 100vw'))).toEqual(['450w', '600w', '900w', '1200w']);
    // A 48 px thumbnail keeps every scale of its 96 px rendition that is 50 px or more.
    expect(widths(imageSrcSet({src, width: 96}, '48px'))).toEqual(['72w', '96w', '144w', '192w']);
    // A desktop <source> starts at 768 px: 50vw is 384 px there.
    expect(widths(imageSrcSet({src, width: 800}, '(min-width: 1260px) 33vw, 50vw', 768))).toEqual(['400w', '600w', '800w', '1200w', '1600w']);
  });

  it('keeps every candidate without sizes', () => {
    expect(widths(imageSrcSet({src, width: 600}))).toEqual(['150w', '300w', '450w', '600w', '900w', '1200w']);
  });

  it('keeps the widest candidate when the rendition is narrower than its slot', () => {
    expect(widths(imageSrcSet({src, width: 100}, '100vw'))).toEqual(['200w']);
  });
});
