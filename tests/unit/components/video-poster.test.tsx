// A video's still waits until it is scrolled near (issue 9): a `poster` attribute is fetched at once wherever the
// video is on the page, so the still is a lazy image behind the video; a video in the first screen keeps it eager.
import {describe, expect, test} from 'vitest';
import {renderInRoute} from '../../support/render';
import {Media} from '~/components/media/Media';
import {VideoPlayer} from '~/components/media/VideoPlayer';

const CLIP = {mp4High: 'https://cdn.example/clip.mp4', thumbnailUrl: 'https://cdn.example/clip-thumb.jpg'};

function stills(html: string): string[] {
  return [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
}

describe('a video’s still', () => {
  test.each([
    ['with controls', {title: 'Shake'}],
    ['a silent loop', {autoplay: true}],
    ['filling its parent', {fill: true}],
  ])('%s: the still is a lazy image with no text, and the video has no poster attribute', async (_, props) => {
    const html = await renderInRoute(<VideoPlayer video={CLIP} poster="https://cdn.example/cover.jpg" {...props} />);
    expect(html).not.toContain('poster=');
    const [still, ...more] = stills(html);
    expect(more).toEqual([]);
    expect(still).toContain('src="https://cdn.example/cover.jpg"');
    expect(still).toContain('loading="lazy"');
    expect(still).toContain('alt=""');
    expect(still).not.toContain('fetchpriority');
    // The image comes first, so the video (positioned after it) is drawn over it once it has a frame.
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<video'));
  });

  test('without a poster of its own, the upload’s thumbnail is the still; with neither there is no image', async () => {
    expect(stills(await renderInRoute(<VideoPlayer video={CLIP} />))[0]).toContain('src="https://cdn.example/clip-thumb.jpg"');
    expect(stills(await renderInRoute(<VideoPlayer video={{mp4High: 'https://cdn.example/clip.mp4'}} />))).toEqual([]);
  });

  test('a video in the first screen (Media with priority) loads its still at once, with high priority', async () => {
    const file = {url: 'https://cdn.example/clip.mp4', mimeType: 'video/mp4', video: CLIP} as const;
    const first = stills(await renderInRoute(<Media file={file} priority autoplay sizes="100vw" />));
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('loading="eager"');
    expect(first[0]).toContain('fetchpriority="high"');
    const below = stills(await renderInRoute(<Media file={file} autoplay sizes="100vw" />));
    expect(below[0]).toContain('loading="lazy"');
  });
});
