// Videos with sound have captions (issue 15, WCAG 1.2.2): tracks from the content service, the market's
// language on by default; YouTube and Vimeo asked for captions in that language; the stand-in serves the files.
import {renderInRoute} from '../../support/render';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {handleDatocms} from '../../../local-services/datocms';
import {startLocalServices, type LocalServices} from '../../../local-services/server';
import {EmbeddedVideo} from '~/components/media/EmbeddedVideo';
import {VideoPlayer} from '~/components/media/VideoPlayer';
import {captionTracks, type CaptionsFile} from '~/content/video-captions';
import {embedPlayerUrl, videoSource} from '~/content/video-source';
import {MARKETS} from '~/markets/markets';

const file = (locale: string): CaptionsFile => ({locale, value: {url: `https://assets.example/shake-${locale}.vtt`}});
const FIVE = ['nl', 'de', 'en', 'it', 'fr'].map(file);

describe('caption tracks', () => {
  test.each(MARKETS.map((market) => [market.id, market] as const))('%s: the market’s language is the one default track, listed first', (_, market) => {
    const tracks = captionTracks(FIVE, market);
    expect(tracks).toHaveLength(5);
    expect(tracks.filter((track) => track.default)).toEqual([tracks[0]]);
    expect(tracks[0]!.srcLang).toBe(market.language);
  });

  test('each track says its language as BCP 47 and names it in itself', () => {
    expect(captionTracks(FIVE, {locale: 'nl', language: 'nl'}).map(({srcLang, label}) => [srcLang, label])).toEqual([
      ['nl', 'Nederlands'],
      ['de', 'Deutsch'],
      ['en', 'English'],
      ['it', 'Italiano'],
      ['fr', 'Français'],
    ]);
  });

  test('a Belgian market prefers its regional file, else its language’s', () => {
    const withRegional = captionTracks([...FIVE, file('fr_BE')], {locale: 'fr-be', language: 'fr'});
    expect(withRegional[0]).toMatchObject({srcLang: 'fr-BE', label: 'Français (Belgique)', default: true});
    expect(withRegional.filter((track) => track.default)).toHaveLength(1);
    expect(captionTracks(FIVE, {locale: 'nl-be', language: 'nl'})[0]).toMatchObject({srcLang: 'nl', default: true});
  });

  test('without the market’s language every track is offered and none is forced on', () => {
    const tracks = captionTracks([file('en'), file('fr')], {locale: 'de', language: 'de'});
    expect(tracks.map((track) => [track.srcLang, track.default])).toEqual([
      ['en', false],
      ['fr', false],
    ]);
  });

  test('files without a url, unknown locales and duplicates are left out; no files is no tracks', () => {
    const messy: CaptionsFile[] = [
      {locale: 'de', value: null},
      {locale: 'de', value: {url: null}},
      {locale: 'xx', value: {url: 'https://assets.example/x.vtt'}},
      {locale: null, value: {url: 'https://assets.example/y.vtt'}},
      {locale: 'DE', value: {url: 'https://assets.example/z.vtt'}},
      file('de'),
      file('de'),
    ];
    expect(captionTracks(messy, {locale: 'de', language: 'de'}).map((track) => track.src)).toEqual(['https://assets.example/shake-de.vtt']);
    expect(captionTracks(null, {locale: 'de', language: 'de'})).toEqual([]);
    expect(captionTracks(undefined, {locale: 'de', language: 'de'})).toEqual([]);
  });
});

describe('embedded players are asked for captions in the market’s language', () => {
  const embed = (url: string) => {
    const source = videoSource(url);
    if (source?.kind !== 'embed') throw new Error(`not an embed: ${url}`);
    return source;
  };

  test.each(['nl', 'de', 'en', 'it', 'fr'])('YouTube (%s): captions on, in that language, player in it too', (language) => {
    const url = new URL(embedPlayerUrl(embed('https://youtu.be/Of7hR2kLm9Q'), {language}));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/Of7hR2kLm9Q');
    expect(Object.fromEntries(url.searchParams)).toEqual({cc_load_policy: '1', cc_lang_pref: language, hl: language});
  });

  test.each(['nl', 'de', 'en', 'it', 'fr'])('Vimeo (%s): the text track of that language', (language) => {
    const url = new URL(embedPlayerUrl(embed('https://vimeo.com/824804225'), {language, autoplay: true}));
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/824804225');
    expect(Object.fromEntries(url.searchParams)).toEqual({texttrack: language, autoplay: '1'});
  });

  test('the rendered iframe carries the market’s language', async () => {
    const html = await renderInRoute(<EmbeddedVideo url="https://www.youtube.com/watch?v=Of7hR2kLm9Q" title="Shake" />, {marketId: 'it_it'});
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/Of7hR2kLm9Q?cc_load_policy=1&amp;cc_lang_pref=it&amp;hl=it"');
  });
});

describe('videos render their tracks', () => {
  const tracks = captionTracks(FIVE, {locale: 'de', language: 'de'});

  test('an uploaded video with controls: five <track kind="captions">, German by default, loaded with CORS', async () => {
    const html = await renderInRoute(<VideoPlayer video={{mp4High: 'https://cdn.example/a.mp4'}} title="Shake" captions={tracks} />);
    expect(html).toContain('crossorigin="anonymous"');
    expect(html.match(/<track kind="captions"/g)).toHaveLength(5);
    expect(html).toContain('<track kind="captions" src="https://assets.example/shake-de.vtt" srcLang="de" label="Deutsch" default=""/>');
    expect(html.match(/default=""/g)).toHaveLength(1);
  });

  test('a file video in a popup gets the same tracks; a silent loop has none and no CORS mode', async () => {
    const popup = await renderInRoute(<EmbeddedVideo url="https://cdn.example/a.mp4" title="Shake" captions={tracks} />);
    expect(popup.match(/<track kind="captions"/g)).toHaveLength(5);
    const loop = await renderInRoute(<VideoPlayer video={{mp4High: 'https://cdn.example/a.mp4'}} autoplay />);
    expect(loop).not.toContain('<track');
    expect(loop).not.toContain('crossorigin');
  });
});

describe('the content stand-in: captions per locale on video sections', () => {
  const ORIGIN = 'http://127.0.0.1:4100';
  const QUERY = `query ($locale: SiteLocale, $fallbackLocales: [SiteLocale!]) {
    product(filter: {slug: {eq: "whey-protein"}}, locale: $locale, fallbackLocales: $fallbackLocales) {
      sections { __typename ... on VideoSectionRecord { captions { url mimeType width } all: _allCaptionsLocales { locale value { url mimeType } } } }
    }
  }`;

  async function videoSection(locale: string, fallbackLocales: string[] = []) {
    const request = new Request(`${ORIGIN}/datocms/`, {
      method: 'POST',
      body: JSON.stringify({query: QUERY, variables: {locale, fallbackLocales}}),
      headers: {authorization: 'Bearer local-datocms-token'},
    });
    const body = (await (await handleDatocms(request, {origin: ORIGIN})).json()) as {data?: any; errors?: unknown};
    expect(body.errors).toBeUndefined();
    return body.data.product.sections.find((section: {__typename: string}) => section.__typename === 'VideoSectionRecord');
  }

  test('the localized field gives the locale’s file (Belgian Dutch falls back); _allCaptionsLocales gives all five', async () => {
    const german = await videoSection('de');
    expect(german.captions).toEqual({url: `${ORIGIN}/videos/brand-loop-de.vtt`, mimeType: 'text/vtt', width: null});
    expect((await videoSection('nl_BE', ['nl'])).captions.url).toBe(`${ORIGIN}/videos/brand-loop-nl.vtt`);
    expect(german.all).toEqual(
      ['nl', 'de', 'en', 'it', 'fr'].map((locale) => ({locale, value: {url: `${ORIGIN}/videos/brand-loop-${locale}.vtt`, mimeType: 'text/vtt'}})),
    );
  });

  let services: LocalServices;
  beforeAll(async () => {
    services = await startLocalServices({port: 0});
  });
  afterAll(async () => services?.close());

  test.each(['nl', 'de', 'en', 'it', 'fr'])('GET /videos/brand-loop-%s.vtt: WebVTT for a <track> on another origin', async (language) => {
    const response = await fetch(`${services.url}/videos/brand-loop-${language}.vtt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const text = await response.text();
    expect(text.startsWith('WEBVTT\n')).toBe(true);
    const cues = [...text.matchAll(/^(\d\d:\d\d\.\d{3}) --> (\d\d:\d\d\.\d{3})$/gm)];
    expect(cues).toHaveLength(3);
    // The cues cover the 4 s demo video end to end.
    expect(cues[0]![1]).toBe('00:00.000');
    expect(cues.at(-1)![2]).toBe('00:04.000');
  });

  test('an unknown captions file or locale is a 404', async () => {
    for (const path of ['/videos/brand-loop-xx.vtt', '/videos/nope-de.vtt', '/videos/brand-loop-de.vtt.bak', '/videos/../brand-loop-de.vtt']) {
      expect((await fetch(`${services.url}${path}`)).status, path).toBe(404);
    }
  });
});
