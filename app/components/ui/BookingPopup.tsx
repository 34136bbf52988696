// Spec §2: Calendly-type urls open a booking popup instead of navigating, wherever the link is (header, footer,
// content links, rich text, buttons, product sections). Links stay real links (a new tab without JavaScript);
// one host in the document shell turns a click on any link to a booking page into the popup.
import {useEffect, useState, type ReactNode} from 'react';
import {bookingUrl} from '~/content/booking-links';
import {useRouteContext} from '~/context/route-context';
import {Dialog} from './Dialog';

/** The booking page framed for the popup; Calendly reads where it is embedded from these parameters. */
function embedUrl(url: string): string {
  const embed = new URL(url);
  embed.searchParams.set('embed_type', 'Inline');
  embed.searchParams.set('embed_domain', window.location.hostname);
  return embed.toString();
}

/**
 * The booking page in a modal popup. The shared Dialog locks page scroll while it is open (spec §4), moves focus
 * in and gives it back to the link, and closes on Escape.
 */
function BookingPopup({url, onClose}: {url: string | null; onClose: () => void}) {
  const {strings} = useRouteContext();
  return (
    <Dialog open={Boolean(url)} onClose={onClose} title={strings.bookingDialog} size="wide">
      {url ? <iframe src={embedUrl(url)} title={strings.bookingDialog} className="mt-4 block h-[70vh] w-full border-0" /> : null}
    </Dialog>
  );
}

/** Whether a click should stay a plain link: new tab/window requests and anything but the main button. */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Listens on the document for clicks on any link whose href is a booking page (marked by BookingLink or not,
 * so a section that renders a plain `<a>` to Calendly behaves the same) and opens the popup. Render it once, in
 * the shell. A click another handler already took (defaultPrevented) or a modified click is left alone.
 */
export function BookingPopupHost() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || isModifiedClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>('a[href]');
      const booking = link && !link.hasAttribute('download') ? bookingUrl(link.getAttribute('href')) : null;
      if (!link || !booking) return;
      event.preventDefault();
      // Safari does not focus a clicked link: focus it, so closing the popup gives focus back to it.
      link.focus({preventScroll: true});
      setUrl(booking);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return <BookingPopup url={url} onClose={() => setUrl(null)} />;
}

/** A link to a booking page (a url `bookingUrl` accepts): the popup with JavaScript, a new tab without. */
export function BookingLink({href, className, children}: {href: string; className?: string; children: ReactNode}) {
  return (
    <a
      href={bookingUrl(href) ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      aria-haspopup="dialog"
      data-booking-popup=""
      className={className}
    >
      {children}
    </a>
  );
}
