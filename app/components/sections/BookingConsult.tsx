import {BookingLink} from '~/components/ui/BookingPopup';
import {bookingUrl} from '~/content/booking-links';
import {SectionHeading, type HeadingLevel} from './SectionHeading';

export type BookingConsultData = {
  heading?: string | null;
  body?: string | null;
  label?: string | null;
  /** A Calendly-type booking url. */
  url?: string | null;
};

/**
 * The booking consult link (ProductRecord `calendlyConsult`): heading, text and a link that opens the booking
 * page in the shell's popup. Without JavaScript the link opens the booking page in a new tab.
 */
export function BookingConsult({consult, headingLevel = 2}: {consult: BookingConsultData | null | undefined; headingLevel?: HeadingLevel}) {
  // Only a booking page: anything else (another site, a script url) shows no consult block.
  const url = bookingUrl(consult?.url);
  if (!consult || !url || !consult.label) return null;
  return (
    <div className="rounded-2xl bg-sand p-6">
      {consult.heading ? <SectionHeading level={headingLevel}>{consult.heading}</SectionHeading> : null}
      {consult.body ? <p className="mt-2">{consult.body}</p> : null}
      <BookingLink
        href={url}
        className="mt-4 inline-block rounded-full bg-[var(--product-accent,var(--color-accent))] px-6 py-3 font-bold text-[var(--product-accent-contrast,var(--color-on-accent))]"
      >
        {consult.label}
      </BookingLink>
    </div>
  );
}
