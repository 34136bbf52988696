import type {AppLoadContext} from '@shopify/remix-oxygen';
import {pageContent} from '~/content/page-content';
import {MODAL_PROMOS_QUERY} from '~graphql/content/modal-promos';
import {modalPromoFrom, type LoadedModalPromo, type ModalPromo} from './modal-promos';

/**
 * The market's modal promos for the root loader: every page gets the same list (the page is cached per URL and
 * the browser decides which promo shows where and when). A content outage means no promos, not a broken page.
 */
export async function loadModalPromos(context: AppLoadContext): Promise<LoadedModalPromo[]> {
  try {
    const {allModalPromos} = await context.content.query(MODAL_PROMOS_QUERY);
    // The browser checks each window again: a cached page may hold a promo that has ended since.
    const now = Date.now();
    const promos = allModalPromos
      .map((record) => modalPromoFrom(record, now))
      .filter((promo): promo is ModalPromo => promo !== null);
    return pageContent(promos);
  } catch (error) {
    context.log.error('[modal-promos]', error instanceof Error ? error.message : error);
    return [];
  }
}
