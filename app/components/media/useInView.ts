import {useEffect, useState, type RefObject} from 'react';

/**
 * True once the element has come near the viewport (and stays true): heavy media starts loading then.
 * Without IntersectionObserver (old browsers) it is true at once; on the server it is false.
 */
export function useInView(ref: RefObject<Element>, rootMargin = '200px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      {rootMargin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);
  return inView;
}
