// Spec §2 and §4 Announcement bar: the pages it shows on. Its own small module: the document shell reads it on
// every page, and the bar's code (app/components/overlays/AnnouncementBar.tsx) is not in the shell.
import {promoAppliesToPath} from './modal-promo-paths';

/** Never on a page whose path contains /emails/preview; on the market's home page only when homepage-only. */
export function announcementBarShowsOn(
  bar: {homepageOnly?: boolean | null},
  pathname: string,
  basePath: string,
): boolean {
  if (pathname.toLowerCase().includes('/emails/preview')) return false;
  return !bar.homepageOnly || promoAppliesToPath('/', pathname, basePath);
}
