// One modal promo (spec §3): its media above its text and buttons, in the shared Dialog (focus trap, focus
// returned, 400 ms transitions, none under prefers-reduced-motion). Loaded when a promo's trigger fires.
import clsx from 'clsx';
import {Media} from '~/components/media/Media';
import {ContentLink} from '~/components/ui/ContentLink';
import {Dialog} from '~/components/ui/Dialog';
import {useRouteContext} from '~/context/route-context';
import type {LoadedModalPromo, PromoFontSize, PromoFontWeight} from '~/overlays/modal-promos';

const FONT_SIZE: Record<PromoFontSize, string> = {
  small: 'text-sm',
  medium: 'text-base',
  large: 'text-xl',
  xlarge: 'text-2xl md:text-3xl',
};
const FONT_WEIGHT: Record<PromoFontWeight, string> = {
  light: 'font-light',
  regular: 'font-normal',
  medium: 'font-medium',
  semibold: 'font-semibold',
  bold: 'font-bold',
};

type Props = {
  promo: LoadedModalPromo;
  open: boolean;
  stackOrder: number | undefined;
  closeOnEscape: boolean;
  onClose: () => void;
};

export default function ModalPromoDialog({promo, open, stackOrder, closeOnEscape, onClose}: Props) {
  const {strings} = useRouteContext();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={strings.modalPromoLabel}
      titleClassName="sr-only"
      closeOnEscape={closeOnEscape}
      closeOnOutsideClick={promo.closeOnOutsideClick}
      stackOrder={stackOrder}
    >
      <div data-modal-promo={promo.id} className="space-y-4">
        {promo.media ? (
          <Media
            file={promo.media}
            autoplay
            alt=""
            sizes="(min-width: 768px) 464px, 100vw"
            className="w-full rounded-xl"
          />
        ) : null}
        {promo.content.map((item) =>
          item.kind === 'text' ? (
            <p
              key={item.id}
              className={clsx(FONT_SIZE[item.fontSize], FONT_WEIGHT[item.fontWeight])}
              style={item.textColor ? {color: item.textColor} : undefined}
            >
              {item.copyDesktop ? (
                <>
                  <span className="md:hidden">{item.copy}</span>
                  <span className="hidden md:inline">{item.copyDesktop}</span>
                </>
              ) : (
                item.copy
              )}
            </p>
          ) : (
            <div key={item.id} className="flex flex-wrap gap-3">
              {item.buttons.map((button, index) => (
                <ContentLink
                  key={index}
                  link={button}
                  className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-bold text-on-accent hover:opacity-90"
                />
              ))}
            </div>
          ),
        )}
      </div>
    </Dialog>
  );
}
