import type {AppLoadContext} from '@shopify/remix-oxygen';
import {pageContent} from '~/content/page-content';
import {ANNOUNCEMENT_BAR_QUERY} from '~graphql/content/announcement-bar';
import {announcementBarFrom, type LoadedAnnouncementBar} from './announcement';

/**
 * The market's announcement bar for the root loader (beside the layout's query, cached like all content), or
 * null when it does not show. A content outage means no bar, not a broken page.
 */
export async function loadAnnouncementBar(context: AppLoadContext): Promise<LoadedAnnouncementBar | null> {
  try {
    const {announcementBar} = await context.content.query(ANNOUNCEMENT_BAR_QUERY);
    const bar = announcementBarFrom(announcementBar, Date.now());
    return bar && pageContent(bar);
  } catch (error) {
    console.error('[announcement-bar]', error instanceof Error ? error.message : error);
    return null;
  }
}
