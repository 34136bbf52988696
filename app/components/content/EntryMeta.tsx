import {useRouteContext} from '~/context/route-context';
import {formatDate} from '~/markets/dates';
import {format} from '~locales/index';

/** An article's or recipe's date in the market's long format and, for articles, its time to read. */
export function EntryMeta({
  entry,
  className,
}: {
  entry: {publicationDate?: string | null; timeToRead?: number | null};
  className: string;
}) {
  const {market, strings} = useRouteContext();
  return (
    <p className={className}>
      {entry.publicationDate ? (
        <time dateTime={entry.publicationDate}>{formatDate(entry.publicationDate, market.language)}</time>
      ) : null}
      {entry.timeToRead ? <span>{format(strings.editorialTimeToRead, {minutes: entry.timeToRead})}</span> : null}
    </p>
  );
}
