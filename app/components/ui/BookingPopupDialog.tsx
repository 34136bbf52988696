// The booking popup's dialog, loaded when the first booking link is clicked (ui/BookingPopup): the shell keeps
// only the click listener, not the dialog code.
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
export default function BookingPopupDialog({url, onClose}: {url: string | null; onClose: () => void}) {
  const {strings} = useRouteContext();
  return (
    <Dialog open={Boolean(url)} onClose={onClose} title={strings.bookingDialog} size="wide">
      {url ? <iframe src={embedUrl(url)} title={strings.bookingDialog} className="mt-4 block h-[70vh] w-full border-0" /> : null}
    </Dialog>
  );
}
