// The filter sheet's modal behaviour (ui/Dialog's useModal, and closing when the viewport grows past the phone
// breakpoint) as a component that renders nothing: its own module, so the collection page's first view goes
// without this code, which comes with the sheet's first opening.
import {useEffect, type RefObject} from 'react';
import {useModal} from '~/components/ui/Dialog';
import {useViewport} from '~/context/viewport';

export function FilterSheetModal({panel, open, onClose}: {panel: RefObject<HTMLElement>; open: boolean; onClose: () => void}) {
  const trapTab = useModal(panel, {open, onClose});
  // The sheet is for phones only: growing past the breakpoint (a rotated tablet) closes it (spec §4 Modals).
  const {isDesktop} = useViewport();
  useEffect(() => {
    if (open && isDesktop) onClose();
  }, [open, isDesktop, onClose]);
  // A listener of its own: the panel's markup is rendered (and hydrated) before this code is here.
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.addEventListener('keydown', trapTab);
    return () => element.removeEventListener('keydown', trapTab);
  }, [open, panel, trapTab]);
  return null;
}
