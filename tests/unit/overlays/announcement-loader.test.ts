// The root loader's announcement bar against the local DatoCMS (app/overlays/announcement.server.ts): the demo bar
// in every language with its animation per record, bad items dropped with a log line, the Belgian French bar
// switched off, a content outage → no bar.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {loadAnnouncementBar} from '~/overlays/announcement.server';
import {useAppHarness} from '../../support/app-context';

const app = useAppHarness();

afterEach(async () => {
  vi.restoreAllMocks();
  await app.admin('reset', {});
  app.clearCache();
});

describe('loadAnnouncementBar (spec §3 Announcement bar)', () => {
  test.each([
    ['/', 'Gratis verzending vanaf € 50', 'crossfade', 500, false],
    ['/de', 'Kostenloser Versand ab 50 €', 'slide', 800, false],
    ['/en', 'Free shipping from € 50', 'scroll', 600, false],
    ['/it', 'Spedizione gratuita da 50 €', 'crossfade', 500, true],
    ['/fr', 'Livraison gratuite dès 50 €', 'slide', 500, false],
    ['/nl-be', 'Gratis verzending vanaf € 50', 'crossfade', 500, false],
  ])('%s: the enabled items with text in its language, its animation and duration, homepage-only %s', async (path, first, animation, transitionMs, homepageOnly) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bar = await loadAnnouncementBar(await app.context(app.request(path)));
    expect(bar).toMatchObject({animation, transitionMs, homepageOnly});
    // Shipping, recipes and the weekday-morning item; the switched-off one silently out, the empty one and the
    // one whose only window is unreadable out with a log line.
    expect(bar!.items.map((item) => item.content)).toHaveLength(3);
    expect(bar!.items[0]).toMatchObject({content: first, link: {label: expect.any(String)}});
    expect(bar!.items[2]!.windows).toHaveLength(5);
    expect(bar!.current.slice(0, 2)).toEqual(bar!.items.slice(0, 2).map((item) => item.id));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[announcement-bar\] item \d+ skipped, it has no content$/));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/startTime "25:00" is no time/));
  });

  test('colours readable on the background; the German bar over its background image', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nl = await loadAnnouncementBar(await app.context(app.request('/')));
    expect([nl?.background, nl?.color, nl?.media]).toEqual(['#fe5000', '#1d1d1b', undefined]);
    const de = await loadAnnouncementBar(await app.context(app.request('/de')));
    expect([de?.background, de?.color, de?.overwritePageSettings]).toEqual(['#1f2a44', '#ffffff', true]);
    expect(de?.media).toEqual({kind: 'image', src: expect.stringContaining('announcement-band')});
  });

  test('switched off (the Belgian French shop): no bar', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadAnnouncementBar(await app.context(app.request('/fr-be')))).toBeNull();
  });

  test('content down: no bar, logged, the page still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await app.admin('faults', {service: 'datocms', kind: '500', count: 10});
    expect(await loadAnnouncementBar(await app.context(app.request('/')))).toBeNull();
    expect(error).toHaveBeenCalledWith('[announcement-bar]', expect.any(String));
  });
});
