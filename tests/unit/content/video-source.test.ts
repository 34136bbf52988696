import {describe, expect, test} from 'vitest';
import {uploadedVideoUrl, videoSource} from '~/content/video-source';

describe('video source (spec §5)', () => {
  test('a url ending in .mp4 is a file video', () => {
    expect(videoSource('https://www.datocms-assets.com/1/clip.mp4')).toEqual({
      kind: 'file',
      url: 'https://www.datocms-assets.com/1/clip.mp4',
    });
    expect(videoSource('https://cdn.example.com/CLIP.MP4?v=2')).toMatchObject({kind: 'file'});
  });

  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('YouTube link %s is embedded without cookies', (url) => {
    expect(videoSource(url)).toEqual({
      kind: 'embed',
      provider: 'youtube',
      url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });

  test.each([
    ['https://vimeo.com/76979871'],
    ['https://www.vimeo.com/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc'],
  ])('Vimeo link %s with a numeric id is embedded', (url) => {
    expect(videoSource(url)).toEqual({kind: 'embed', provider: 'vimeo', url: 'https://player.vimeo.com/video/76979871'});
  });

  test.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['not a url'],
    ['https://vimeo.com/originalfuel'],
    ['https://www.youtube.com/channel/UC123'],
    ['https://www.youtube.com/watch'],
    ['https://example.com/video.webm'],
    ['https://example.com/page'],
    ['ftp://example.com/clip.mp4'],
    ['javascript:alert(1)//.mp4'],
  ])('anything else shows nothing: %s', (url) => {
    expect(videoSource(url)).toBeNull();
  });
});

describe('uploaded video file choice (spec §2 media display)', () => {
  const video = {
    streamingUrl: 'https://stream.mux.com/abc.m3u8',
    mp4High: 'https://stream.mux.com/abc/high.mp4',
    mp4Medium: 'https://stream.mux.com/abc/medium.mp4',
    mp4Low: 'https://stream.mux.com/abc/low.mp4',
  };

  test('the HLS stream where the browser plays HLS natively', () => {
    expect(uploadedVideoUrl(video, {playsHls: true, width: 400})).toBe(video.streamingUrl);
  });

  test('otherwise the mp4 for the viewport: high from 1260px, medium from 768px, low below', () => {
    expect(uploadedVideoUrl(video, {playsHls: false, width: 1260})).toBe(video.mp4High);
    expect(uploadedVideoUrl(video, {playsHls: false, width: 1259})).toBe(video.mp4Medium);
    expect(uploadedVideoUrl(video, {playsHls: false, width: 768})).toBe(video.mp4Medium);
    expect(uploadedVideoUrl(video, {playsHls: false, width: 767})).toBe(video.mp4Low);
  });

  test('a missing rendition falls back to the nearest one', () => {
    expect(uploadedVideoUrl({mp4High: video.mp4High}, {playsHls: false, width: 320})).toBe(video.mp4High);
    expect(uploadedVideoUrl({mp4Low: video.mp4Low}, {playsHls: true, width: 1400})).toBe(video.mp4Low);
    expect(uploadedVideoUrl({}, {playsHls: false, width: 1400})).toBeNull();
  });
});
