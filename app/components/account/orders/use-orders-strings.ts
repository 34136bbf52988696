import {useRouteContext} from '~/context/route-context';
import {ORDERS_STRINGS, type OrdersStrings} from './strings';

/** The order pages' words in the market's language (Belgian markets use their language's). */
export function useOrdersStrings(): OrdersStrings {
  return ORDERS_STRINGS[useRouteContext().market.language];
}
