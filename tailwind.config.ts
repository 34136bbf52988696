// Tailwind reads its theme from the design tokens, so breakpoints and colours have one source.
import type {Config} from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import {BREAKPOINTS, COLORS} from './styles/tokens';

// Colour utilities read CSS variables (`text-muted` → `var(--color-muted)`), defined on :root from the tokens,
// so a part of the page whose background comes from content can override a colour for its subtree (e.g. muted
// text on a product page's own background; app/components/product/page-colors.ts).
const colorVariables = Object.fromEntries(Object.entries(COLORS).map(([name, value]) => [`--color-${name}`, value]));
const colorUtilities = Object.fromEntries(Object.keys(COLORS).map((name) => [name, `var(--color-${name})`]));

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
  plugins: [plugin(({addBase}) => addBase({':root': colorVariables}))],
} satisfies Config;
