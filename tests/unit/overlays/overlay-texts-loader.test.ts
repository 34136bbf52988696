// The overlay texts against the local DatoCMS (app/overlays/overlay-texts.server.ts): the newsletter and
// review-success modal texts in every market's language (the Belgian markets through their fallbacks, ending
// at nl), and a content outage → no modal, logged.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {loadNewsletterTexts, loadReviewSuccessTexts} from '~/overlays/overlay-texts.server';
import {useAppHarness} from '../../support/app-context';

const app = useAppHarness();

afterEach(async () => {
  vi.restoreAllMocks();
  await app.admin('reset', {});
  app.clearCache();
});

describe('overlay texts from content, nl as the last fallback', () => {
  test.each([
    ['/', 'Mis geen enkele aanbieding', 'Inschrijven', 'Bedankt voor je review!'],
    ['/de', 'Verpasse kein Angebot', 'Anmelden', 'Danke für deine Bewertung!'],
    ['/en', 'Never miss an offer', 'Sign up', 'Thank you for your review!'],
    ['/it', 'Non perdere nessuna offerta', 'Iscriviti', 'Grazie per la tua recensione!'],
    ['/fr', 'Ne manquez aucune offre', 'M’inscrire', 'Merci pour votre avis !'],
    ['/nl-be', 'Mis geen enkele aanbieding', 'Inschrijven', 'Bedankt voor je review!'],
    ['/fr-be', 'Ne manquez aucune offre', 'M’inscrire', 'Merci pour votre avis !'],
  ])('%s: the newsletter modal and the review-success modal in the market’s language', async (path, heading, submit, title) => {
    const context = await app.context(app.request(path));
    const newsletter = await loadNewsletterTexts(context);
    expect(newsletter).toMatchObject({heading, submitLabel: submit});
    expect(newsletter?.success.heading).toBeTruthy();
    expect(await loadReviewSuccessTexts(context)).toMatchObject({title});
  });

  test('content down: no texts (no modal), logged, nothing thrown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await app.admin('faults', {service: 'datocms', kind: '500', count: 20});
    const context = await app.context(app.request('/de'));
    expect(await loadNewsletterTexts(context)).toBeNull();
    expect(await loadReviewSuccessTexts(context)).toBeNull();
    expect(error).toHaveBeenCalledWith('[overlay-texts]', expect.any(String));
  });
});
