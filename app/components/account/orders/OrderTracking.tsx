import type {TrackingEntry} from '~/commerce/order-view';
import {format} from '~locales/index';
import {Fact, OrderSection} from './OrderParts';
import {useOrdersStrings} from './use-orders-strings';

/** Carrier and tracking number of each parcel; the number links to the carrier only when its URL is http(s). */
export function OrderTracking({entries}: {entries: TrackingEntry[]}) {
  const strings = useOrdersStrings();
  return (
    <OrderSection id="order-tracking" title={strings.trackingTitle}>
      {entries.length ? (
        <ul className="mt-3 space-y-3">
          {entries.map((entry, index) => (
            <li key={index}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                {entry.company ? <Fact term={strings.trackingCompany}>{entry.company}</Fact> : null}
                {entry.number || entry.url ? (
                  <Fact term={strings.trackingNumber}>
                    {entry.url ? (
                        <a
                          href={entry.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="underline underline-offset-4"
                          aria-label={entry.number ? format(strings.trackPackage, {number: entry.number}) : undefined}
                        >
                          {entry.number ?? strings.trackingLink}
                        </a>
                      ) : (
                        entry.number
                    )}
                  </Fact>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-neutral-600">{strings.trackingNone}</p>
      )}
    </OrderSection>
  );
}
