// The triggers of the current page's modal promos and their stack (spec §4 Modals), loaded only on a page that
// has a promo. The dialog's code comes when a trigger fires.
import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {ChunkBoundary} from '~/components/ui/ChunkBoundary';
import {useViewport} from '~/context/viewport';
import {
  dueForVisitor,
  isExitIntent,
  rememberShown,
  scrollReached,
  showable,
  type LoadedModalPromo,
  type PromoMemory,
} from '~/overlays/modal-promos';
import {closeModal, EMPTY_STACK, escapeTarget, fitViewport, keepOnly, openModal} from '~/overlays/modal-stack';

const loadDialog = () => import('./ModalPromoDialog');
const ModalPromoDialog = lazy(loadDialog);

function memory(): PromoMemory {
  const store = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  return {local: store('localStorage'), session: store('sessionStorage')};
}

export default function ModalPromoRunner({promos}: {promos: LoadedModalPromo[]}) {
  const {isMobile, isDesktop} = useViewport();
  const [stack, setStack] = useState(EMPTY_STACK);
  // Promos that have had a dialog: it stays mounted after closing, to play its closing transition.
  const [mounted, setMounted] = useState<string[]>([]);
  const stackRef = useRef(stack);
  stackRef.current = stack;

  const fire = useCallback((promo: LoadedModalPromo) => {
    const isOpen = stackRef.current.entries.some((entry) => entry.id === promo.id);
    if (!isOpen) {
      const now = Date.now();
      if (!dueForVisitor(promo, now, memory())) return;
      rememberShown(promo, now, memory());
    }
    loadDialog().then(
      () => {
        setMounted((ids) => (ids.includes(promo.id) ? ids : [...ids, promo.id]));
        // Opening one already open moves it to the top (spec §4).
        setStack((current) =>
          openModal(current, {
            id: promo.id,
            closeOnEscape: promo.closeOnEscape,
            closeOnOutsideClick: promo.closeOnOutsideClick,
            mobileOnly: promo.mobileOnly,
          }),
        );
      },
      (error: unknown) => console.error('[chunk]', error instanceof Error ? error.message : error),
    );
  }, []);

  // A promo of another page (after a navigation) closes; mobile-only ones close past the mobile breakpoint.
  useEffect(
    () =>
      setStack((current) =>
        keepOnly(
          current,
          promos.map((promo) => promo.id),
        ),
      ),
    [promos],
  );
  useEffect(() => setStack((current) => fitViewport(current, isMobile)), [isMobile]);

  useEffect(() => {
    const now = Date.now();
    const candidates = promos.filter((promo) => showable(promo, now, isMobile) && dueForVisitor(promo, now, memory()));
    const cleanups: (() => void)[] = [];
    for (const promo of candidates) {
      if (promo.onLoad) fire(promo);
      const offset = promo.scrollOffset;
      if (offset != null) {
        const onScroll = () => {
          if (!scrollReached(offset, window.scrollY)) return;
          window.removeEventListener('scroll', onScroll);
          fire(promo);
        };
        window.addEventListener('scroll', onScroll, {passive: true});
        cleanups.push(() => window.removeEventListener('scroll', onScroll));
        // Already scrolled that far (a reload halfway down the page).
        onScroll();
      }
      if (promo.onExit && isDesktop) {
        const onMouseOut = (event: MouseEvent) => {
          if (!isExitIntent(event, isDesktop)) return;
          document.removeEventListener('mouseout', onMouseOut);
          fire(promo);
        };
        document.addEventListener('mouseout', onMouseOut);
        cleanups.push(() => document.removeEventListener('mouseout', onMouseOut));
      }
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [promos, isMobile, isDesktop, fire]);

  if (!mounted.length) return null;
  const escapeCloses = escapeTarget(stack);
  return (
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>
        {promos
          .filter((promo) => mounted.includes(promo.id))
          .map((promo) => {
            const entry = stack.entries.find((open) => open.id === promo.id);
            return (
              <ModalPromoDialog
                key={promo.id}
                promo={promo}
                open={entry !== undefined}
                stackOrder={entry?.order}
                closeOnEscape={escapeCloses === promo.id}
                onClose={() => setStack((current) => closeModal(current, promo.id))}
              />
            );
          })}
      </Suspense>
    </ChunkBoundary>
  );
}
