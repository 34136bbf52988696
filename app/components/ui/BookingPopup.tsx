import {useEffect, useState, type MouseEvent as ReactMouseEvent} from 'react';
import {Dialog} from '~/components/ui/Dialog';
import {useRouteContext} from '~/context/route-context';

/** The booking page framed for the popup; Calendly reads where it is embedded from these parameters. */
function embedUrl(url: string): string {
  try {
    const embed = new URL(url);
    embed.searchParams.set('embed_type', 'Inline');
    embed.searchParams.set('embed_domain', window.location.hostname);
    return embed.toString();
  } catch {
    return url;
  }
}

type Booking = {url: string};

/**
 * The booking page (Calendly-type url) in a modal popup. The shared Dialog locks page scroll while it is open
 * (spec §4), moves focus in and gives it back, and closes on Escape.
 */
export function BookingPopup({booking, onClose}: {booking: Booking | null; onClose: () => void}) {
  const {strings} = useRouteContext();
  return (
    <Dialog open={Boolean(booking)} onClose={onClose} title={strings.bookingDialog} size="wide">
      {booking ? (
        <iframe src={embedUrl(booking.url)} title={strings.bookingDialog} className="mt-4 block h-[70vh] w-full border-0" />
      ) : null}
    </Dialog>
  );
}

/** Whether a click should stay a plain link: new tab/window requests and anything but the main button. */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Spec §2: Calendly-type urls open a booking popup instead of navigating. Links marked `data-booking-popup`
 * (content buttons, rich text) are plain new-tab links in the HTML; this listener turns a click on one into
 * the popup. Render it once per page; a click another handler already took (defaultPrevented) is left alone.
 */
export function BookingPopupHost() {
  const [booking, setBooking] = useState<Booking | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || isModifiedClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>('a[data-booking-popup]');
      if (!link?.href) return;
      event.preventDefault();
      setBooking({url: link.href});
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return <BookingPopup booking={booking} onClose={() => setBooking(null)} />;
}

/** For components that open the popup themselves (BookingConsult): state plus a click handler. */
export function useBookingPopup() {
  const [booking, setBooking] = useState<Booking | null>(null);
  return {
    booking,
    close: () => setBooking(null),
    onLinkClick: (event: ReactMouseEvent<HTMLAnchorElement>) => {
      if (isModifiedClick(event.nativeEvent)) return;
      event.preventDefault();
      setBooking({url: event.currentTarget.href});
    },
  };
}
