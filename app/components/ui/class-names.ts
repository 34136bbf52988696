// Class lists of components that accept extra classes. A component places nothing but itself; where a caller's
// class and a component's own set the same placing property (position, display, z-index), the caller's wins
// instead of losing by stylesheet order: `relative` from the component and `absolute` from the caller hid the
// quick-view button (issue 15). Other properties are the component's look and are not overridden; tests check
// with tailwind-merge that no rendered element carries two classes for one property
// (tests/unit/components/class-names.test.tsx, tests/worker/hardening-phone.test.ts). tailwind-merge itself is
// not shipped: its full class map would cost 8 KB of gzip on every page (the product page budget is 150 KB).
import {clsx, type ClassValue} from 'clsx';

/** Utilities that each set one placing property: a later class of a group replaces an earlier one. */
const GROUPS: Array<[group: string, matches: RegExp]> = [
  ['position', /^(static|fixed|absolute|relative|sticky)$/],
  ['display', /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|table|contents|flow-root|list-item|hidden)$/],
  ['z-index', /^-?z-(\d+|auto|\[.+\])$/],
];

function groupOf(utility: string): string | undefined {
  return GROUPS.find(([, matches]) => matches.test(utility))?.[0];
}

/**
 * The component's own classes first, the caller's last: for position, display and z-index the last class per
 * variant (`md:`, `hover:`, …) wins; identical classes appear once; everything else is kept as given.
 */
export function cn(...values: ClassValue[]): string {
  const classes = clsx(values).split(' ').filter(Boolean);
  const kept: string[] = [];
  const seen = new Set<string>();
  // From the end: the first class met for a variant and group is the one that wins.
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index]!;
    const separator = name.lastIndexOf(':');
    const variant = name.slice(0, separator + 1);
    const group = groupOf(name.slice(separator + 1).replace(/^!/, ''));
    const key = group ? `${variant}${group}` : `=${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
