// Tailwind reads its theme from the design tokens, so breakpoints and colours have one source.
import type {Config} from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import {BREAKPOINTS, COLORS, SECTION_SPACING_DEFAULTS} from './styles/tokens';

// Colour utilities read CSS variables (`text-muted` → `var(--color-muted)`), defined on :root from the tokens,
// so a part of the page whose background comes from content can override a colour for its subtree (e.g. muted
// text on a product page's own background; app/components/product/page-colors.ts).
const colorVariables = Object.fromEntries(Object.entries(COLORS).map(([name, value]) => [`--color-${name}`, value]));
const colorUtilities = Object.fromEntries(Object.keys(COLORS).map((name) => [name, `var(--color-${name})`]));

// A product section's frame (app/components/product/sections/SectionFrame.tsx): positioned for its anchors,
// kept clear of the sticky header when scrolled to, spaced by the custom properties its settings inline, with
// the usual spacing as their fallbacks so most sections inline none (app/content/sections.ts).
const SPACING_PROPERTIES = {
  marginTop: ['margin-top', '--section-mt'],
  marginBottom: ['margin-bottom', '--section-mb'],
  paddingTop: ['padding-top', '--section-pt'],
  paddingBottom: ['padding-bottom', '--section-pb'],
} as const;
const spacingAt = (breakpoint: 'mobile' | 'desktop') =>
  Object.fromEntries(
    Object.entries(SPACING_PROPERTIES).map(([key, [property, variable]]) => [
      property,
      `var(${variable}${breakpoint === 'desktop' ? '-md' : ''}, ${SECTION_SPACING_DEFAULTS[key as keyof typeof SPACING_PROPERTIES][breakpoint]}px)`,
    ]),
  );
const sectionFrame = {
  '.section-frame': {
    position: 'relative',
    'scroll-margin-top': '6rem',
    ...spacingAt('mobile'),
    [`@media (min-width: ${BREAKPOINTS.desktop}px)`]: spacingAt('desktop'),
  },
};

export default {
  content: ['./app/**/*.{ts,tsx}'],
  theme: {
    screens: {
      md: `${BREAKPOINTS.desktop}px`,
      xl: `${BREAKPOINTS.wide}px`,
    },
    extend: {
      colors: colorUtilities,
    },
  },
  plugins: [plugin(({addBase, addComponents}) => {
    addBase({':root': colorVariables});
    addComponents(sectionFrame);
  })],
} satisfies Config;
