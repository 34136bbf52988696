import {useState} from 'react';
import {Dialog} from '~/components/ui/Dialog';
import {useRouteContext} from '~/context/route-context';
import type {BundleItem} from '~/commerce/bundle';
import {format} from '~locales/index';

type Props = {
  item: BundleItem;
  /** Eligible items: the popup's button (its `buttonLabel`) puts one in the box and closes the popup. */
  onChoose?: () => void;
  canChoose?: boolean;
};

/** An item's info popup (heading, body, button); nothing when the item has none. */
export function BundleItemInfo({item, onChoose, canChoose = false}: Props) {
  const {strings} = useRouteContext();
  const [open, setOpen] = useState(false);
  const popup = item.popup;
  if (!popup || (!popup.heading && !popup.body)) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="relative z-10 self-start text-left text-sm font-semibold underline underline-offset-2"
      >
        {strings.bundleMoreInfo}
        <span className="sr-only">: {item.title}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={popup.heading || item.title}>
        {popup.body ? <p className="mt-4 whitespace-pre-line leading-relaxed">{popup.body}</p> : null}
        {onChoose ? (
          <button
            type="button"
            disabled={!canChoose}
            onClick={() => {
              onChoose();
              setOpen(false);
            }}
            className="mt-6 w-full rounded-full bg-ink px-6 py-3 font-bold text-paper disabled:cursor-not-allowed disabled:opacity-40"
          >
            {popup.buttonLabel || format(strings.bundleAddItem, {title: item.title})}
          </button>
        ) : null}
      </Dialog>
    </>
  );
}
