// Tailwind reads its theme from the design tokens, so breakpoints and colours have one source.
import type {Config} from 'tailwindcss';
import {BREAKPOINTS, COLORS} from './styles/tokens';

export default {
  content: ['./app/**/*.{ts,tsx}'],
  theme: {
    screens: {
      md: `${BREAKPOINTS.desktop}px`,
      xl: `${BREAKPOINTS.wide}px`,
    },
    extend: {
      colors: COLORS,
    },
  },
} satisfies Config;
