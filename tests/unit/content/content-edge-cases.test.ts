// Editors' spellings and the edges of the content rules: video urls (spec §5), button links (spec §2 link
// targets), booking links (spec §2), readable colours (WCAG 1.4.3) and caption tracks (issue 15).
import {describe, expect, test} from 'vitest';
import {bookingUrl} from '~/content/booking-links';
import {linkTarget} from '~/content/link-targets';
import {contrastRatio, readableAccentOn, relativeLuminance} from '~/content/readable-color';
import {captionTracks} from '~/content/video-captions';
import {videoSource} from '~/content/video-source';

const YOUTUBE = {kind: 'embed', provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'};
const VIMEO = {kind: 'embed', provider: 'vimeo', url: 'https://player.vimeo.com/video/76979871'};

describe('video urls (spec §5)', () => {
  test('protocol-relative and http links are read like https ones, spaces around them ignored', () => {
    expect(videoSource('  //youtu.be/dQw4w9WgXcQ ')).toEqual(YOUTUBE);
    expect(videoSource('http://youtu.be/dQw4w9WgXcQ')).toEqual(YOUTUBE);
    expect(videoSource('//cdn.example.com/clip.mp4')).toEqual({kind: 'file', url: 'https://cdn.example.com/clip.mp4'});
  });

  test('a file video is a path that ends in .mp4, not one that merely contains it', () => {
    expect(videoSource('https://cdn.example.com/clip.mp4.html')).toBeNull();
  });

  test('YouTube live links are embedded; other YouTube pages and look-alike hosts are not', () => {
    expect(videoSource('https://www.youtube.com/live/dQw4w9WgXcQ')).toEqual(YOUTUBE);
    expect(videoSource('https://www.youtube.com/channel/UCabcdefgh')).toBeNull();
    expect(videoSource('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoSource('https://youtube.m.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoSource('https://youtu.be/abc')).toBeNull();
  });

  test('Vimeo needs its own host and a segment that is all digits', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual(VIMEO);
    expect(videoSource('https://example.com/76979871')).toBeNull();
    expect(videoSource('https://vimeo.www.com/76979871')).toBeNull();
    expect(videoSource('https://vimeo.com/abc123')).toBeNull();
    expect(videoSource('https://vimeo.com/123abc')).toBeNull();
  });
});

describe('button links (spec §2)', () => {
  test('without a free url the entry link is the target, even when not chosen explicitly', () => {
    expect(linkTarget({entryLink: {__typename: 'CollectionRecord', slug: 'snacks'}})).toEqual({kind: 'internal', path: '/products/snacks'});
    expect(linkTarget({url: '/fitblog', entryLink: {__typename: 'CollectionRecord', slug: 'snacks'}})).toEqual({kind: 'internal', path: '/fitblog'});
  });

  test('a free url is read without surrounding spaces; none at all is no link', () => {
    expect(linkTarget({url: '  /products  '})).toEqual({kind: 'internal', path: '/products'});
    expect(linkTarget({url: null})).toBeNull();
  });

  test('only urls that start with http, https, mailto or tel are external links', () => {
    expect(linkTarget({url: 'http://example.com'})).toEqual({kind: 'external', href: 'http://example.com', newTab: false});
    expect(linkTarget({url: 'see https://example.com'})).toBeNull();
  });
});

describe('booking links (spec §2)', () => {
  test('a user name or a password alone already makes it no booking link', () => {
    expect(bookingUrl('https://user@calendly.com/x')).toBeNull();
    expect(bookingUrl('https://:secret@calendly.com/x')).toBeNull();
  });

  test('only a leading www. is dropped from the host', () => {
    expect(bookingUrl('https://cal.www.com/x')).toBeNull();
  });
});

describe('readable colours (WCAG 2.1)', () => {
  test('a colour is read with spaces around it, and only as a whole', () => {
    expect(relativeLuminance(' #ffffff ')).toBe(1);
    expect(relativeLuminance('x#ffffff')).toBeNull();
  });

  test('dark channels use the linear part of the sRGB curve (value / 12.92)', () => {
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 10);
  });

  test('an unreadable accent is mixed towards ink in 5 % steps, and the first step that reads is used', () => {
    // Green on paper: 30 % towards ink (#1d1d1b) is still too light, 35 % reads: (0,192,0) → (10,135,9).
    expect(contrastRatio('#098f08', '#ffffff')!).toBeLessThan(4.5);
    const mixed = readableAccentOn('#00c000', '#ffffff');
    expect(mixed).toBe('#0a8709');
    expect(contrastRatio(mixed, '#ffffff')!).toBeGreaterThanOrEqual(4.5);
  });

  test('an accent on a background that cannot be measured is kept', () => {
    expect(readableAccentOn('#fe5000', 'var(--page-bg)')).toBe('#fe5000');
  });
});

describe('caption tracks (issue 15)', () => {
  const file = (locale: string) => ({locale, value: {url: `https://assets.test/${locale}.vtt`}});

  test('a region without a name of its own is shown by its code', () => {
    expect(captionTracks([file('de_AT')], {locale: 'de', language: 'de'})).toEqual([
      {src: 'https://assets.test/de_AT.vtt', srcLang: 'de-AT', label: 'Deutsch (AT)', default: false},
    ]);
  });

  test('a locale that is not exactly language or language_REGION is skipped', () => {
    expect(captionTracks([file('xnl'), file('nl_BEx'), file('nl')], {locale: 'nl', language: 'nl'}).map((t) => t.srcLang)).toEqual(['nl']);
    expect(captionTracks([file('xde')], {locale: 'nl', language: 'nl'})).toEqual([]);
  });
});
