import {useRouteContext} from '~/context/route-context';
import {formatDate} from '~/markets/dates';

/** A date of an order in the market's long format (spec §9), machine-readable in `dateTime`. */
export function OrderDate({date}: {date: string}) {
  const {market} = useRouteContext();
  return <time dateTime={date}>{formatDate(date, market.language)}</time>;
}
