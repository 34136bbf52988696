// Spec §3 Modal promo and §4 Modals as plain rules: what the root loader sends of each record (bad input dropped
// with a log line), and what the browser decides with it: the time window, the interval per visitor and the
// triggers (page load, scroll offset, exit intent on desktop). README "Modal promos".
import type {ModalPromosQuery} from '~graphql/content/content.generated';
import {linkTarget, type ButtonLinkData} from '~/content/link-targets';
import {mediaKind, type MediaFile} from '~/content/media';
import type {Slim} from '~/content/slim';
import {promoPagePath} from './modal-promo-paths';

type PromoRecord = ModalPromosQuery['allModalPromos'][number];

export type PromoFontSize = 'small' | 'medium' | 'large' | 'xlarge';
export type PromoFontWeight = 'light' | 'regular' | 'medium' | 'semibold' | 'bold';

export type ModalPromoText = {
  kind: 'text';
  id: string;
  copy: string;
  /** From 768px; else the copy. */
  copyDesktop: string | null;
  textColor: string | null;
  fontSize: PromoFontSize;
  fontWeight: PromoFontWeight;
};
export type ModalPromoButtons = {kind: 'buttons'; id: string; buttons: ButtonLinkData[]};

export type ModalPromo = {
  id: string;
  media: MediaFile | null;
  content: (ModalPromoText | ModalPromoButtons)[];
  onLoad: boolean;
  /** Pixels scrolled before it shows; null: no scroll trigger. */
  scrollOffset: number | null;
  onExit: boolean;
  /** The window (epoch ms), either end open when null. */
  startsAt: number | null;
  endsAt: number | null;
  /** Shown again at most once per this many minutes per visitor; null: once per browser session. */
  intervalMinutes: number | null;
  /** The page it belongs to (modal-promo-paths.ts); null: every page. */
  path: string | null;
  closeOnEscape: boolean;
  closeOnOutsideClick: boolean;
  mobileOnly: boolean;
};

/** A promo as the root loader sends it: links resolved, media reduced, null fields left out. */
export type LoadedModalPromo = Slim<ModalPromo>;

const FONT_SIZES: readonly PromoFontSize[] = ['small', 'medium', 'large', 'xlarge'];
const FONT_WEIGHTS: readonly PromoFontWeight[] = ['light', 'regular', 'medium', 'semibold', 'bold'];

function warn(id: string, problem: string) {
  console.warn(`[modal-promos] ${id}: ${problem}`);
}

/**
 * The record as the browser needs it, or null (logged) when it cannot show as its editor meant. One whose window
 * has ended at `now` is left out too (not logged): it never shows again, and a page without promos loads no code.
 */
export function modalPromoFrom(record: PromoRecord, now: number): ModalPromo | null {
  const {id} = record;
  const onLoad = record.onPageLoad === true;
  const onExit = record.onPageExit === true;
  const scrollOffset = record.onScroll ? Math.max(0, Math.round(record.scrollOffset ?? 0)) : null;
  if (!onLoad && !onExit && scrollOffset === null) return null;

  let path: string | null = null;
  if (record.onSpecificPage) {
    path = promoPagePath(record.specificPageUrl ?? '');
    if (!path) return warn(id, `skipped, specificPageUrl ${JSON.stringify(record.specificPageUrl)} is no URL`), null;
  }

  let startsAt: number | null = null;
  let endsAt: number | null = null;
  if (record.showOnSpecificTime) {
    startsAt = record.startDatetime ? Date.parse(record.startDatetime) : null;
    endsAt = record.endDatetime ? Date.parse(record.endDatetime) : null;
    if (Number.isNaN(startsAt) || Number.isNaN(endsAt)) return warn(id, 'skipped, its start or end is no date'), null;
    if (startsAt !== null && endsAt !== null && startsAt >= endsAt)
      return warn(id, 'skipped, it ends before it starts'), null;
    if (endsAt !== null && endsAt <= now) return null;
  }

  let intervalMinutes: number | null = null;
  if (record.useInterval) {
    const minutes = record.intervalInMinutes ?? 0;
    if (minutes > 0) intervalMinutes = minutes;
    else warn(id, 'useInterval without a positive intervalInMinutes: shown once per session');
  }

  let media: MediaFile | null = record.media ?? null;
  if (media && !mediaKind(media)) {
    warn(id, 'media is neither an image nor a video, shown without it');
    media = null;
  }

  const content = record.content.flatMap((item): (ModalPromoText | ModalPromoButtons)[] => {
    if (item.__typename === 'ModalPromoTextRecord') {
      const copy = item.copy?.trim() || item.copyDesktop?.trim();
      if (!copy) return [];
      return [
        {
          kind: 'text',
          id: item.id,
          copy,
          copyDesktop: item.copyDesktop?.trim() || null,
          textColor: item.textColor?.hex ?? null,
          fontSize: FONT_SIZES.find((size) => size === item.fontSize) ?? 'medium',
          fontWeight: FONT_WEIGHTS.find((weight) => weight === item.fontWeight) ?? 'regular',
        },
      ];
    }
    const buttons = item.buttons.filter((button) => button.label && linkTarget(button));
    if (buttons.length < item.buttons.length) warn(id, 'a button without a label or a target left out');
    return buttons.length ? [{kind: 'buttons', id: item.id, buttons}] : [];
  });
  if (!content.some((item) => item.kind === 'text') && !media) return warn(id, 'skipped, nothing to show'), null;

  return {
    id,
    media,
    content,
    onLoad,
    scrollOffset,
    onExit,
    startsAt,
    endsAt,
    intervalMinutes,
    path,
    closeOnEscape: record.escButtonCloseModal !== false,
    closeOnOutsideClick: record.outerClickCloseModal !== false,
    mobileOnly: record.mobileOnly === true,
  };
}

// The browser's rules read the loader's data, whose null fields are left out (app/content/slim.ts).
type Window = {startsAt?: number | null; endsAt?: number | null};
type Sighting = {id: string; intervalMinutes?: number | null};

/** Spec §3 showOnSpecificTime: from its start (inclusive) to its end (exclusive). */
export function inWindow({startsAt, endsAt}: Window, now: number): boolean {
  return (startsAt == null || now >= startsAt) && (endsAt == null || now < endsAt);
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;
/** Where a visitor's sightings are kept: the interval's timestamp lives on, the session's mark ends with the tab. */
export type PromoMemory = {local: Store | null; session: Store | null};

export const PROMO_STORAGE_KEY = (id: string) => `modal-promo:${id}`;

function read(store: Store | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the visitor may see the promo now: with an interval, when it was last shown at least that long ago
 * (a timestamp in localStorage per id); without, once per browser session (sessionStorage).
 * Storage that cannot be read (blocked) counts as never seen.
 */
export function dueForVisitor(promo: Sighting, now: number, memory: PromoMemory): boolean {
  const key = PROMO_STORAGE_KEY(promo.id);
  if (promo.intervalMinutes == null) return read(memory.session, key) === null;
  const last = Number(read(memory.local, key));
  return !Number.isFinite(last) || last <= 0 || last > now || now - last >= promo.intervalMinutes * 60_000;
}

export function rememberShown(promo: Sighting, now: number, memory: PromoMemory): void {
  const key = PROMO_STORAGE_KEY(promo.id);
  try {
    if (promo.intervalMinutes == null) memory.session?.setItem(key, String(now));
    else memory.local?.setItem(key, String(now));
  } catch {
    // Storage full or blocked: the promo may show again, nothing breaks.
  }
}

/** Whether a promo may show on this screen at this moment (its window; mobile-only ones on phones only). */
export function showable(promo: Window & {mobileOnly: boolean}, now: number, isMobile: boolean): boolean {
  return inWindow(promo, now) && (!promo.mobileOnly || isMobile);
}

/** The scroll trigger: the page scrolled at least `offset` px from its top. */
export function scrollReached(offset: number, scrollY: number): boolean {
  return scrollY >= offset;
}

/**
 * Exit intent: on desktop only, the pointer leaving the document (no element it moves to) through its top edge,
 * towards the tabs and the address bar.
 */
export function isExitIntent(event: {clientY: number; relatedTarget: unknown}, isDesktop: boolean): boolean {
  return isDesktop && event.relatedTarget === null && event.clientY <= 0;
}
