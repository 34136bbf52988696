// Spec §9 design constants in one place: Tailwind's screens and the viewport hook both read them.
export const REM_BASE_PX = 16;
/** Mobile is at most 767px; desktop from 768px; the wide layout from 1260px. */
export const BREAKPOINTS = {desktop: 768, wide: 1260} as const;
export const RESIZE_THROTTLE_MS = 250;
export const FALLBACK_ACCENT = '#fe5000';
export const FADE_IN_MS = 500;
export const ANIMATION_DURATION_S = 0.5;
export const MODAL_TRANSITION_MS = 400;
export const TOUCH_HOVER_IGNORE_MS = 500;
/** Responsive image scales; widths under 50px are skipped. */
export const IMAGE_SCALES = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
export const MIN_IMAGE_WIDTH = 50;
export const PRODUCT_IMAGE_SIZE = {width: 600, height: 600} as const;

export const COLORS = {
  /** The brand orange: fills, rules, rings. White on it is only 3.3:1, so text on it is ink (`on-accent`). */
  accent: FALLBACK_ACCENT,
  /** Text on the brand orange: ink reaches 5.1:1 there (WCAG AA). */
  'on-accent': '#1d1d1b',
  /** The brand orange darkened for text and small marks on paper or sand (5.3:1 and 4.7:1). */
  'accent-strong': '#c23d00',
  ink: '#1d1d1b',
  paper: '#ffffff',
  sand: '#f6f1ea',
  muted: '#6b6b6b',
  line: '#e4ded5',
} as const;

/**
 * A product section's spacing (px) where its settings give no other: the fallbacks of `.section-frame` in
 * styles/app.css (a unit test checks they agree), so the usual values are not inlined on every section.
 */
export const SECTION_SPACING_DEFAULTS = {
  marginTop: {mobile: 0, desktop: 0},
  marginBottom: {mobile: 0, desktop: 0},
  paddingTop: {mobile: 32, desktop: 64},
  paddingBottom: {mobile: 32, desktop: 64},
} as const;
