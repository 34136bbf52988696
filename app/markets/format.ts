// Money and dates in the market's own conventions (Intl with the market's locale: 1.234,50 € in de).
export type MoneyLike = {amount: string; currencyCode: string};

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(money: MoneyLike, siteLocale: string): string {
  const key = `${siteLocale}:${money.currencyCode}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(siteLocale, {style: 'currency', currency: money.currencyCode});
    formatters.set(key, formatter);
  }
  return formatter.format(Number(money.amount));
}
