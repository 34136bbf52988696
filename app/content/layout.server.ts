import type {AppLoadContext, SerializeFrom} from '@shopify/remix-oxygen';
import {LAYOUT_QUERY} from '~graphql/content/layout';
import {pageContentOnce} from './page-content';

/** The shell's navigation and footer. A content outage leaves the shell without them, not the page blank. */
export async function loadLayout(context: AppLoadContext) {
  try {
    const {layout} = await context.content.query(LAYOUT_QUERY);
    // Every page sends the layout: its links go resolved, and without the fields no page uses (once per answer).
    return layout ? pageContentOnce(layout) : null;
  } catch (error) {
    context.log.error('[layout]', error instanceof Error ? error.message : error);
    return null;
  }
}

export type Layout = SerializeFrom<NonNullable<Awaited<ReturnType<typeof loadLayout>>>>;
