// Scroll lock: one count for every dialog, menu or overlay, so closing one of two leaves the page locked. Its
// own module, so the shell's menu panel state locks the page without loading the dialog (ui/Dialog) itself.
import {useEffect} from 'react';

let scrollLocks = 0;
let unlockedStyle: {overflow: string; paddingRight: string} | null = null;

function lockScroll() {
  scrollLocks += 1;
  if (scrollLocks > 1) return;
  const {style} = document.body;
  unlockedStyle = {overflow: style.overflow, paddingRight: style.paddingRight};
  // Keep the layout from jumping sideways when the scrollbar disappears.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  style.overflow = 'hidden';
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
}

function unlockScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks > 0 || !unlockedStyle) return;
  document.body.style.overflow = unlockedStyle.overflow;
  document.body.style.paddingRight = unlockedStyle.paddingRight;
  unlockedStyle = null;
}

/** Locks page scroll while `locked`; shared with every other user of the hook. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    lockScroll();
    return unlockScroll;
  }, [locked]);
}
