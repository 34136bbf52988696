// Spec §9 "Constants": the numbers are written out here, never imported as the expectation, so a careless
// edit of a constant (a breakpoint of 767, a page size of 49) fails a test that names the rule it breaks.
import {describe, expect, test} from 'vitest';
import {MAX_BUNDLE_REFERENCES} from '~/commerce/bundle';
import {CART_LIMITS} from '~/commerce/cart-input';
import {MAX_CART_LINES, MAX_LINE_QUANTITY} from '~/commerce/cart-rules';
import {COLLECTION_PAGE_SIZE} from '~/commerce/collection-query';
import {MAX_SEARCH_QUERY_LENGTH, SEARCH_LIMIT} from '~/commerce/search-options';
import {DRAG_THRESHOLD_PX, SCROLLBAR_MIN_HEIGHT_PX, THUMB_MIN_WIDTH_PX} from '~/components/reviews/ReviewStrip';
import {DEFAULT_TRANSITION_MS, RECHECK_MS, ROTATION_MS} from '~/overlays/announcement';
import {SCHEDULE_TIME_ZONE} from '~/overlays/announcement-schedule';
import {RETRY_DELAY_MS, RETRY_LIMIT, RETRY_STATUS} from '~/upstream/retry';
import {
  ANIMATION_DURATION_S,
  BREAKPOINTS,
  FADE_IN_MS,
  IMAGE_SCALES,
  MIN_IMAGE_WIDTH,
  MODAL_TRANSITION_MS,
  PRODUCT_IMAGE_SIZE,
  RESIZE_THROTTLE_MS,
  TOUCH_HOVER_IGNORE_MS,
} from '~styles/tokens';
import tailwindConfig from '../../tailwind.config';

describe('spec §9 constants, as numbers', () => {
  test('announcement bar: delay 5 s, schedule re-check 10 s, timezone Europe/Amsterdam, transition 0.5 s when none', () => {
    expect([ROTATION_MS, RECHECK_MS, DEFAULT_TRANSITION_MS, SCHEDULE_TIME_ZONE]).toEqual([5000, 10000, 500, 'Europe/Amsterdam']);
  });

  test('mobile below 768 px, the second breakpoint at 1260 px, in the tokens and in the compiled CSS config', () => {
    expect(BREAKPOINTS).toEqual({desktop: 768, wide: 1260});
    const screens = (tailwindConfig.theme as {screens?: Record<string, string>}).screens;
    expect(screens).toMatchObject({md: '768px', xl: '1260px'});
  });

  test('resize throttle 250 ms; fade-in 500 ms; modal transition 400 ms; touch-hover ignore 500 ms; animation 0.5 s', () => {
    expect([RESIZE_THROTTLE_MS, FADE_IN_MS, MODAL_TRANSITION_MS, TOUCH_HOVER_IGNORE_MS, ANIMATION_DURATION_S]).toEqual([250, 500, 400, 500, 0.5]);
  });

  test('images: scales 0.25 to 4, widths under 50 px skipped, product images 600 × 600', () => {
    expect([...IMAGE_SCALES]).toEqual([0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4]);
    expect(MIN_IMAGE_WIDTH).toBe(50);
    expect(PRODUCT_IMAGE_SIZE).toEqual({width: 600, height: 600});
  });

  test('GraphQL retry: 3 retries, 1000 ms apart, on 429', () => {
    expect([RETRY_LIMIT, RETRY_DELAY_MS, RETRY_STATUS]).toEqual([3, 1000, 429]);
  });

  test('limits: cart lines 250, collection page 50, search 100, mix-and-match references 20', () => {
    expect(MAX_CART_LINES).toBe(250);
    expect(MAX_LINE_QUANTITY).toBe(250);
    expect(CART_LIMITS.linesPerRequest).toBe(250);
    expect(COLLECTION_PAGE_SIZE).toBe(50);
    expect(SEARCH_LIMIT).toBe(100);
    expect(MAX_SEARCH_QUERY_LENGTH).toBe(100);
    expect(MAX_BUNDLE_REFERENCES).toBe(20);
  });

  test('review list: a drag starts after 10 px; scrollbar at least 48 px high, its thumb at least 48 px wide', () => {
    expect([DRAG_THRESHOLD_PX, SCROLLBAR_MIN_HEIGHT_PX, THUMB_MIN_WIDTH_PX]).toEqual([10, 48, 48]);
  });
});
