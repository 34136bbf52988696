// The one modal primitive (spec §4 Modals): labelled by its heading, focus kept inside and given back on close,
// Escape closes only the topmost dialog (if it allows), page scroll locked while any dialog is open, and a
// 400 ms transition in both directions. A bottom sheet on phones, centred from the desktop breakpoint.
import clsx from 'clsx';
import {cn} from './class-names';
import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import {useRouteContext} from '~/context/route-context';
import {MODAL_TRANSITION_MS} from '~styles/tokens';
import {useScrollLock} from './scroll-lock';

// ---------------------------------------------------------------------------------------------------------
// Stack of open dialogs, topmost last: Escape and the focus trap belong to the top one only.

const openDialogs: string[] = [];

function isTopmost(id: string) {
  return openDialogs[openDialogs.length - 1] === id;
}

function useDialogStack(id: string, open: boolean, stackOrder: number | undefined) {
  // A new stackOrder (a modal promo opened again) re-joins the stack at the top.
  useEffect(() => {
    if (!open) return;
    openDialogs.push(id);
    return () => {
      const index = openDialogs.lastIndexOf(id);
      if (index >= 0) openDialogs.splice(index, 1);
    };
  }, [id, open, stackOrder]);
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => !node.closest('[inert]'));
}

/** Mounted through the close transition; `shown` drives the enter and leave styles. */
function useTransitionState(open: boolean) {
  const [rendered, setRendered] = useState(open);
  const [shown, setShown] = useState(open);
  useEffect(() => {
    if (open) {
      setRendered(true);
      // One frame at the hidden styles first, or the browser would skip the enter transition.
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = setTimeout(() => setRendered(false), MODAL_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return {rendered, shown};
}

/** Focus moves into the dialog once it is on the page, and back to where it was when it closes. */
function useFocusHandOver(open: boolean, rendered: boolean, panel: RefObject<HTMLElement>, stackOrder?: number) {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);
  useEffect(() => {
    const element = panel.current;
    if (open && rendered && element && !element.contains(document.activeElement)) {
      (focusableIn(element)[0] ?? element).focus();
    }
  }, [open, rendered, panel, stackOrder]);
}

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** The heading the dialog is labelled by. */
  title: ReactNode;
  children: ReactNode;
  /** Escape and the close button; a dialog that must be answered sets it false. */
  dismissible?: boolean;
  /** Escape alone (when dismissible); the close button stays. */
  closeOnEscape?: boolean;
  closeOnOutsideClick?: boolean;
  /**
   * Its place in a stack its owner keeps (modal promos): a higher value is drawn above the others, and a new
   * value brings it to the top of the dialog stack (Escape, focus).
   */
  stackOrder?: number;
  /** `wide` for two columns from the desktop breakpoint (a product's image beside its details). */
  size?: 'default' | 'wide';
  className?: string;
  titleClassName?: string;
  /** The close button's accessible name when the content names it (overlay texts); else the UI's word. */
  closeLabel?: string;
};

/**
 * What makes a panel modal while `open` (the Dialog, and panels that are modal only on phones such as the
 * collection's filter sheet): it joins the dialog stack, locks page scroll, takes focus (once `rendered`) and
 * gives it back on close, keeps focus inside, and closes on Escape when `dismissible` and topmost. Returns the
 * panel's keydown handler that wraps Tab around its first and last control.
 */
export function useModal(
  panel: RefObject<HTMLElement>,
  {
    open,
    rendered = open,
    dismissible = true,
    stackOrder,
    onClose,
  }: {open: boolean; rendered?: boolean; dismissible?: boolean; stackOrder?: number; onClose: () => void},
) {
  const id = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useScrollLock(open);
  useDialogStack(id, open, stackOrder);
  useFocusHandOver(open, rendered, panel, stackOrder);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && dismissible && isTopmost(id)) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    // Focus that escapes (a click on the page behind, a script) is brought back to the top dialog.
    const onFocusIn = (event: FocusEvent) => {
      const element = panel.current;
      if (element && isTopmost(id) && event.target instanceof Node && !element.contains(event.target)) {
        (focusableIn(element)[0] ?? element).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, dismissible, id, panel]);

  // React's keydown event or the browser's own (a panel that adds the listener itself).
  return (event: Pick<KeyboardEvent<HTMLElement>, 'key' | 'shiftKey' | 'preventDefault'>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = focusableIn(panel.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

export function Dialog({
  open,
  onClose,
  title,
  children,
  dismissible = true,
  closeOnEscape = true,
  closeOnOutsideClick = true,
  stackOrder,
  size = 'default',
  className,
  titleClassName,
  closeLabel,
}: DialogProps) {
  const {strings} = useRouteContext();
  const titleId = `${useId()}-title`;
  const panel = useRef<HTMLDivElement>(null);
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null);
  const {rendered, shown} = useTransitionState(open);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => setPortalTarget(document.body), []);
  // A dialog mounted already open (the account panel) first renders in place, then moves into the portal, which
  // replaces its elements: focus is handed over once it is in the portal, or it would be lost with the first ones.
  const trapTab = useModal(panel, {
    open,
    rendered: rendered && portalTarget !== null,
    dismissible: dismissible && closeOnEscape,
    stackOrder,
    onClose,
  });

  if (!rendered) return null;
  const transition = {transitionDuration: `${MODAL_TRANSITION_MS}ms`};
  const dialog = (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center md:items-center md:p-6"
      style={stackOrder === undefined ? undefined : {zIndex: 50 + stackOrder}}
    >
      <div
        aria-hidden="true"
        data-testid="dialog-backdrop"
        style={transition}
        className={clsx(
          'absolute inset-0 bg-ink/50 transition-opacity motion-reduce:transition-none',
          shown ? 'opacity-100' : 'opacity-0',
        )}
        onClick={closeOnOutsideClick && dismissible ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
        style={transition}
        className={cn(
          'relative max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-paper p-6 text-ink shadow-xl outline-none',
          'transition-[opacity,transform] motion-reduce:transition-none md:rounded-2xl',
          size === 'wide' ? 'md:max-w-3xl' : 'md:max-w-lg',
          shown ? 'translate-y-0 opacity-100 md:scale-100' : 'translate-y-8 opacity-0 md:translate-y-0 md:scale-95',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className={cn('text-xl font-extrabold', titleClassName)}>
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label={closeLabel ?? strings.dialogClose}
              className="-mr-2 -mt-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none hover:bg-sand"
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
  // Before hydration (and in server rendering) there is no body to portal into; fixed positioning still holds.
  return portalTarget ? createPortal(dialog, portalTarget) : dialog;
}
