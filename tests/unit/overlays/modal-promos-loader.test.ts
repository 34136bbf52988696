// The root loader's modal promos against the local DatoCMS (app/overlays/modal-promos.server.ts): the demo
// promos in every language, the bad ones dropped with a log line, a content outage → no promos.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {loadModalPromos} from '~/overlays/modal-promos.server';
import {useAppHarness} from '../../support/app-context';

const app = useAppHarness();

afterEach(async () => {
  vi.restoreAllMocks();
  await app.admin('reset', {});
  app.clearCache();
});

describe('loadModalPromos', () => {
  test.each([
    ['/', '/hoe-kunnen-we-je-helpen', '/partner-worden', 'Nieuw: 20 eiwitrijke recepten'],
    ['/de', '/kontakt', '/partner-werden', 'Neu: 20 proteinreiche Rezepte'],
    ['/en', '/how-can-we-help-you', '/become-partner', 'New: 20 high-protein recipes'],
    ['/it', '/come-possiamo-aiutarti', '/diventa-partner', 'Novità: 20 ricette proteiche'],
    ['/fr', '/pouvons-nous-vous-aider', '/devenez-partenaire', 'Nouveau : 20 recettes protéinées'],
    ['/nl-be', '/hoe-kunnen-we-je-helpen', '/partner-worden', 'Nieuw: 20 eiwitrijke recepten'],
  ])('%s: one promo per trigger on its page, in its language', async (path, contact, wholesale, copy) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const promos = await loadModalPromos(await app.context(app.request(path)));
    expect(promos.map((promo) => promo.path)).toEqual([
      contact,
      wholesale,
      '/fitblog',
      expect.stringMatching(/\/contact$/),
    ]);
    const [welcome, scroll, exit, mobile] = promos;
    expect(welcome).toMatchObject({onLoad: true, intervalMinutes: 60, closeOnEscape: true, closeOnOutsideClick: true});
    expect(welcome!.content[0]).toMatchObject({kind: 'text', copy});
    expect(welcome!.media).toBeTruthy();
    expect(scroll).toMatchObject({scrollOffset: 400, closeOnOutsideClick: false});
    expect(scroll!.media).toBeUndefined();
    expect(exit).toMatchObject({onExit: true, closeOnEscape: false});
    expect(exit!.media?.video).toBeTruthy();
    expect(mobile).toMatchObject({mobileOnly: true, onLoad: true});
    // The ended promo is left out, and the one whose URL is broken (logged).
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/specificPageUrl/));
  });

  test('content down: no promos, logged, the page still renders', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await app.admin('faults', {service: 'datocms', kind: '500', count: 10});
    expect(await loadModalPromos(await app.context(app.request('/')))).toEqual([]);
    expect(error).toHaveBeenCalledWith('[modal-promos]', expect.any(String));
  });
});
