// Class lists of components that accept extra classes. The caller's classes win where both set the same
// property (position, padding, colour, …): `absolute` from a caller replaces a component's own `relative`
// instead of losing to it by stylesheet order, which hid the quick-view button (issue 15).
import {clsx, type ClassValue} from 'clsx';
import {twMerge} from 'tailwind-merge';

/** The component's own classes first, the caller's last: conflicts resolve to the caller's. */
export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}
