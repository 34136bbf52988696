// The market suggestion of /api/account's answer (issue 13 §3): the visitor's market from the edge's country
// header, with the prompt's texts from content in that market's language (nl where it has none). Nothing when
// there is nothing to suggest or the texts cannot be had (logged): the prompt is an offer, never a requirement.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {GEOLOCATION_QUERY} from '~graphql/content/geolocation';
import {buyerCountry, suggestedMarket} from './geolocation';
import {FALLBACK_CONTENT_LOCALE, type ContentLocale, type MarketId} from './markets';

export type MarketSuggestion = {
  marketId: MarketId;
  texts: {heading: string; body: string | null; cancelLabel: string; continueLabel: string};
};

export async function marketSuggestion(context: AppLoadContext, request: Request): Promise<MarketSuggestion | null> {
  const country = buyerCountry(request.headers, context.env.FALLBACK_BUYER_COUNTRY);
  const target = suggestedMarket(country, context.market, request.headers.get('accept-language'));
  if (!target) return null;
  try {
    const fallbackLocales = [
      ...new Set<ContentLocale>([...target.contentFallbackLocales, FALLBACK_CONTENT_LOCALE]),
    ].filter((locale) => locale !== target.contentLocale);
    const {geolocation: texts} = await context.content.query(GEOLOCATION_QUERY, {
      variables: {locale: target.contentLocale, fallbackLocales},
    });
    if (!texts?.heading || !texts.buttonCancelLabel || !texts.buttonContinueLabel) {
      context.log.warn(`[geolocation] no prompt texts for ${target.contentLocale}`);
      return null;
    }
    return {
      marketId: target.id,
      texts: {
        heading: texts.heading,
        body: texts.body ?? null,
        cancelLabel: texts.buttonCancelLabel,
        continueLabel: texts.buttonContinueLabel,
      },
    };
  } catch (error) {
    context.log.error('[geolocation]', error instanceof Error ? error.message : error);
    return null;
  }
}
