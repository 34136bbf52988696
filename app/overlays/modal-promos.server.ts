import type {AppLoadContext} from '@shopify/remix-oxygen';
import {pageContent} from '~/content/page-content';
import {freezeDeep} from '~/upstream/memory-cache';
import {MODAL_PROMOS_QUERY} from '~graphql/content/modal-promos';
import {modalPromoFrom, type LoadedModalPromo, type ModalPromo} from './modal-promos';

/**
 * The promos made from one content answer. The same answer object comes back for a few seconds
 * (app/upstream/memory-cache.ts): its records are checked, and a broken one logged, once, not on every view.
 */
const madeFrom = new WeakMap<object, LoadedModalPromo[]>();

/**
 * The market's modal promos for the root loader: every page gets the same list (the page is cached per URL and
 * the browser decides which promo shows where and when). A content outage means no promos, not a broken page.
 */
export async function loadModalPromos(context: AppLoadContext): Promise<LoadedModalPromo[]> {
  try {
    const {allModalPromos} = await context.content.query(MODAL_PROMOS_QUERY);
    const made = madeFrom.get(allModalPromos);
    if (made) return made;
    // The browser checks each window again: a cached page may hold a promo that has ended since.
    const now = Date.now();
    const promos = allModalPromos
      .map((record) => modalPromoFrom(record, now))
      .filter((promo): promo is ModalPromo => promo !== null);
    const loaded = freezeDeep(pageContent(promos));
    madeFrom.set(allModalPromos, loaded);
    return loaded;
  } catch (error) {
    context.log.error('[modal-promos]', error instanceof Error ? error.message : error);
    return [];
  }
}
