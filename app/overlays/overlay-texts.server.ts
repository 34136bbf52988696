// The overlay texts from content (spec §7: newsletter modal text, review-success modal text, fallback locale nl:
// the content client asks in the market's locale with its fallbacks, which end at nl). A content failure or a
// record without its required texts means no modal, logged: the page itself never breaks over it.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {NEWSLETTER_MODAL_QUERY, REVIEW_SUCCESS_MODAL_QUERY} from '~graphql/content/overlay-texts';
import {newsletterTextsFrom, reviewSuccessTextsFrom, type NewsletterTexts, type ReviewSuccessTexts} from './overlay-texts';

export async function loadNewsletterTexts(context: AppLoadContext): Promise<NewsletterTexts | null> {
  try {
    const {newsletterModal} = await context.content.query(NEWSLETTER_MODAL_QUERY);
    const texts = newsletterTextsFrom(newsletterModal);
    if (!texts) console.warn(`[overlay-texts] no newsletter modal texts for ${context.market.contentLocale}`);
    return texts;
  } catch (error) {
    console.error('[overlay-texts]', error instanceof Error ? error.message : error);
    return null;
  }
}

export async function loadReviewSuccessTexts(context: AppLoadContext): Promise<ReviewSuccessTexts | null> {
  try {
    const {reviewSuccessModal} = await context.content.query(REVIEW_SUCCESS_MODAL_QUERY);
    const texts = reviewSuccessTextsFrom(reviewSuccessModal);
    if (!texts) console.warn(`[overlay-texts] no review-success modal texts for ${context.market.contentLocale}`);
    return texts;
  } catch (error) {
    console.error('[overlay-texts]', error instanceof Error ? error.message : error);
    return null;
  }
}
