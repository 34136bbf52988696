import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Media} from '~/components/media/Media';
import {essentialMedia, mediaKind, withEssentialMedia, type MediaFile} from '~/content/media';

const rendition = {src: 'https://img.example/a.jpg?w=800', width: 800, height: 800, alt: 'A shake', bgColor: '#e6e0d4'};
const upload = {id: '1', url: 'https://img.example/a.jpg', alt: 'A shake', title: 'Shake', width: 1600, height: 1600, mimeType: 'image/jpeg'};

describe('essentialMedia: what a file sends of itself', () => {
  it('a responsive image keeps its id and renditions, not the original url, size, type or title', () => {
    expect(essentialMedia({...upload, responsiveImage: rendition})).toEqual({id: '1', responsiveImage: rendition});
    expect(essentialMedia({...upload, desktop: rendition, mobile: rendition})).toEqual({id: '1', desktop: rendition, mobile: rendition});
  });

  it('its own alt text only when a rendition lacks it or says otherwise', () => {
    const {alt: _alt, ...silent} = rendition;
    expect(essentialMedia({...upload, desktop: rendition, mobile: silent})).toEqual({id: '1', alt: 'A shake', desktop: rendition, mobile: silent});
    const other = {...rendition, alt: 'Another shake'};
    expect(essentialMedia({...upload, responsiveImage: other})).toEqual({id: '1', alt: 'A shake', responsiveImage: other});
  });

  it('renders exactly as the whole file does', () => {
    const {alt: _alt, ...silent} = rendition;
    const files: MediaFile[] = [
      {...upload, responsiveImage: rendition},
      {...upload, alt: '', responsiveImage: {...rendition, alt: ''}},
      {...upload, alt: null, responsiveImage: rendition},
      {...upload, responsiveImage: silent},
      {...upload, desktop: rendition, mobile: {...rendition, src: 'https://img.example/m.jpg?w=400', width: 400, height: 400}},
      {...upload, desktop: silent, mobile: rendition},
    ];
    for (const file of files) {
      for (const alt of [undefined, 'Fallback']) {
        expect(renderToString(createElement(Media, {file: essentialMedia(file), alt, sizes: '100vw'}))).toBe(renderToString(createElement(Media, {file, alt, sizes: '100vw'})));
      }
    }
  });

  it('videos and plain files keep every field (their url is what plays or shows)', () => {
    const video = {...upload, mimeType: 'video/mp4', url: 'clip.mp4', responsiveImage: rendition};
    expect(essentialMedia(video)).toBe(video);
    const svg = {...upload, mimeType: 'image/svg+xml', url: 'logo.svg'};
    expect(essentialMedia(svg)).toBe(svg);
  });

  it('the kind is the same before and after', () => {
    for (const file of [
      {...upload, responsiveImage: rendition},
      {...upload, mimeType: 'video/mp4', url: 'clip.mp4'},
      {...upload, video: {mp4High: 'high.mp4'}, responsiveImage: rendition},
      {...upload, mimeType: 'application/pdf'},
    ]) {
      expect(mediaKind(essentialMedia(file))).toBe(mediaKind(file));
    }
  });
});

describe('withEssentialMedia: every uploaded file in loader data', () => {
  it('reduces files at any depth, in lists too, and leaves other objects alone', () => {
    const data = {
      heading: 'Why',
      items: [{id: 'a', image: {...upload, responsiveImage: rendition}}],
      nested: {cover: {...upload, responsiveImage: rendition}},
      link: {url: 'https://example.com', label: 'More'},
    };
    expect(withEssentialMedia(data)).toEqual({
      heading: 'Why',
      items: [{id: 'a', image: {id: '1', responsiveImage: rendition}}],
      nested: {cover: {id: '1', responsiveImage: rendition}},
      link: {url: 'https://example.com', label: 'More'},
    });
    expect(data.items[0]!.image.url).toBe('https://img.example/a.jpg');
  });
});

describe('withEssentialMedia recognizes files by their whole shape', () => {
  it('leaves a record alone that merely has a mimeType field among fields no file has', () => {
    const record = {id: 's', heading: 'Docs', mimeType: 'image/png', url: 'https://img.example/a.png', responsiveImage: rendition};
    expect(withEssentialMedia({section: record})).toEqual({section: record});
  });
});
