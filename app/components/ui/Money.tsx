import {useRouteContext} from '~/context/route-context';
import {formatMoney, type MoneyLike} from '~/markets/format';

export function Money({data, className}: {data: MoneyLike; className?: string}) {
  const {market} = useRouteContext();
  return <span className={className}>{formatMoney(data, market.siteLocale)}</span>;
}
