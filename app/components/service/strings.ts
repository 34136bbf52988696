// The service pages' fixed words in the browser: the market's words come with the service route's loader data
// (`serviceStrings`, from strings.server.ts), so only the market's language travels, as data, never all five as code.
import {useMatches} from '@remix-run/react';
import type {NutritionAdviceField} from '~/service/nutrition-advice';
import type {ServiceStrings} from './strings.server';

export type {ServiceStrings};

/** The data a service route's loader adds: its market's service words. */
export type ServiceStringsData = {serviceStrings: ServiceStrings};

function stringsOf(data: unknown): ServiceStrings | undefined {
  return data && typeof data === 'object' && 'serviceStrings' in data
    ? (data as ServiceStringsData).serviceStrings
    : undefined;
}

/** The service words of the deepest route whose loader sent them (every service route does). */
export function useServiceStrings(): ServiceStrings {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const strings = stringsOf(matches[index]?.data);
    if (strings) return strings;
  }
  throw new Error('useServiceStrings: no route data with serviceStrings (add serviceStringsFor to the loader)');
}

/** The label of each form field. */
export function fieldLabel(field: NutritionAdviceField, strings: ServiceStrings): string {
  return strings[field];
}
