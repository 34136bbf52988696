// Spec §3 Announcement bar as data: what the root loader sends of the record (bad input dropped with a log line)
// and what the bar shows at a moment. README "Announcement bar".
import type {AnnouncementBarQuery} from '~graphql/content/content.generated';
import {linkTarget, type ButtonLinkData} from '~/content/link-targets';
import {readableTextColor} from '~/content/readable-color';
import type {Slim} from '~/content/slim';
import {ANIMATION_DURATION_S, COLORS} from '~styles/tokens';
import {currentItemIds, windowFrom, type AnnouncementWindow} from './announcement-schedule';

type BarRecord = NonNullable<AnnouncementBarQuery['announcementBar']>;

export type AnnouncementAnimation = 'crossfade' | 'scroll' | 'slide';
const ANIMATIONS: readonly AnnouncementAnimation[] = ['crossfade', 'scroll', 'slide'];

/** Spec §9: a slide shows this long before the next (the record has no field for it). */
export const ROTATION_MS = 5_000;
/** Spec §9: how often the browser checks the items' windows again. */
export const RECHECK_MS = 10_000;
/** A transition's length when the record names none (the site's animation duration, 0.5 s). */
export const DEFAULT_TRANSITION_MS = ANIMATION_DURATION_S * 1000;

export type AnnouncementItem = {
  id: string;
  content: string;
  link: ButtonLinkData | null;
  /** Empty: always shown. */
  windows: AnnouncementWindow[];
};

export type AnnouncementBackground = {kind: 'image'; src: string} | {kind: 'video'; src: string; poster: string | null};

export type AnnouncementBar = {
  homepageOnly: boolean;
  /** The bar's own text, shown when none of its items is current. */
  content: string | null;
  items: AnnouncementItem[];
  animation: AnnouncementAnimation;
  transitionMs: number;
  /** The bar's colours hold on pages with their own (product pages); without it the page's text colour is used there. */
  overwritePageSettings: boolean;
  background: string;
  /** Readable on `background` (app/content/readable-color.ts). */
  color: string;
  media: AnnouncementBackground | null;
  /** The items current when the loader ran: what the server renders and the browser shows first. */
  current: string[];
};

export type LoadedAnnouncementBar = Slim<AnnouncementBar>;

function warn(problem: string) {
  console.warn(`[announcement-bar] ${problem}`);
}

/**
 * The bar as the browser needs it, or null when it does not show: switched off, or nothing to show at `now`
 * (no item current and no text of its own). Items switched off are left out; an item without text, and a window
 * that cannot be read, are left out with a log line (an item whose every window is unreadable is left out too,
 * rather than shown at all times).
 */
export function announcementBarFrom(record: BarRecord | null | undefined, now: number): AnnouncementBar | null {
  if (!record?.showAnnouncementBar) return null;
  const bar = readBar(record);
  const current = currentItemIds(bar.items, now);
  if (!current.length && !bar.content) return null;
  return {...bar, current};
}

/**
 * A record is read once per content answer (every view of the next seconds shares it, app/upstream/memory-cache.ts),
 * so a bad item is logged once per answer rather than on every view; only `current` depends on the moment.
 */
const readFrom = new WeakMap<BarRecord, Omit<AnnouncementBar, 'current'>>();

function readBar(record: BarRecord): Omit<AnnouncementBar, 'current'> {
  const read = readFrom.get(record);
  if (read) return read;
  const items = record.items.flatMap((item): AnnouncementItem[] => {
    if (item.enabled === false) return [];
    const content = item.content?.trim();
    if (!content) return warn(`item ${item.id} skipped, it has no content`), [];
    const windows: AnnouncementWindow[] = [];
    for (const setting of item.settings) {
      const window = windowFrom(setting);
      if ('problem' in window) warn(`item ${item.id}: a window skipped, ${window.problem}`);
      else windows.push(window);
    }
    if (item.settings.length && !windows.length) return warn(`item ${item.id} skipped, none of its windows can be read`), [];
    const link = item.link && item.link.label?.trim() && linkTarget(item.link) ? item.link : null;
    if (item.link && !link) warn(`item ${item.id}: its link has no label or no target, shown without it`);
    return [{id: item.id, content, link, windows}];
  });
  const animation = ANIMATIONS.find((type) => type === record.animationType) ?? 'crossfade';
  if (record.animationType && animation !== record.animationType)
    warn(`animationType ${JSON.stringify(record.animationType)} is unknown, crossfade used`);
  const seconds = record.animationDuration;
  const transitionMs =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : DEFAULT_TRANSITION_MS;
  const background = record.backgroundColor?.hex ?? COLORS.ink;
  const bar = {
    homepageOnly: record.homepageOnly === true,
    content: record.content?.trim() || null,
    items,
    animation,
    transitionMs,
    overwritePageSettings: record.overwritePageSettings === true,
    background,
    color: readableTextColor(background, record.textColor?.hex ?? COLORS.paper) ?? COLORS.paper,
    media: backgroundOf(record.backgroundMedia),
  };
  readFrom.set(record, bar);
  return bar;
}

function backgroundOf(media: BarRecord['backgroundMedia']): AnnouncementBackground | null {
  if (!media) return null;
  const video = media.video?.mp4Low;
  if (video) return {kind: 'video', src: video, poster: media.video?.thumbnailUrl ?? null};
  if (media.mimeType.startsWith('image/') && media.url) return {kind: 'image', src: media.url};
  warn(`backgroundMedia (${media.mimeType}) is neither an image nor a video, shown without it`);
  return null;
}

/** What the bar shows: the current items, else its own text (an id of its own), else nothing. */
export type AnnouncementSlide = {id: string; content: string; link?: ButtonLinkData | null};

export const OWN_CONTENT_ID = 'bar';

export function slidesOf(bar: Pick<LoadedAnnouncementBar, 'items' | 'content'>, current: readonly string[]): AnnouncementSlide[] {
  const slides = bar.items.filter((item) => current.includes(item.id));
  return slides.length ? slides : bar.content ? [{id: OWN_CONTENT_ID, content: bar.content}] : [];
}
