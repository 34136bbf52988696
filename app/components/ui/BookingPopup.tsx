// Spec §2: Calendly-type urls open a booking popup instead of navigating, wherever the link is (header, footer,
// content links, rich text, buttons, product sections). Links stay real links (a new tab without JavaScript);
// one host in the document shell turns a click on any link to a booking page into the popup.
import {ChunkBoundary} from './ChunkBoundary';
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {bookingUrl} from '~/content/booking-links';

const loadDialog = () => import('./BookingPopupDialog');
const BookingPopupDialog = lazy(loadDialog);

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
  // The dialog's code comes with the first booking click (asked for already when a pointer or focus reaches a
  // booking link); once there it stays mounted, so it can play its closing transition.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (link && bookingUrl(link.getAttribute('href'))) void loadDialog();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || isModifiedClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>('a[href]');
      const booking = link && !link.hasAttribute('download') ? bookingUrl(link.getAttribute('href')) : null;
      if (!link || !booking) return;
      event.preventDefault();
      // Safari does not focus a clicked link: focus it, so closing the popup gives focus back to it.
      link.focus({preventScroll: true});
      setWanted(true);
      setUrl(booking);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
  return wanted ? (
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>
        <BookingPopupDialog url={url} onClose={() => setUrl(null)} />
      </Suspense>
    </ChunkBoundary>
  ) : null;
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
