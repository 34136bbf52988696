import {cn} from '~/components/ui/class-names';
import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useRouteContext} from '~/context/route-context';

export type CarouselItem = {key: string; node: ReactNode};

type Props = {
  /** Accessible name of the scrolling list (usually the section heading). */
  label: string;
  items: CarouselItem[];
  /** Width of one item, e.g. `w-[70%] md:w-[31%]`. */
  itemClassName: string;
  className?: string;
};

/**
 * A horizontal list that scrolls by swipe, trackpad or keyboard (the list is focusable) and snaps to items,
 * with previous/next buttons that scroll by one view. No carousel library: the browser does the work.
 */
export function Carousel({label, items, itemClassName, className}: Props) {
  const {strings} = useRouteContext();
  const listId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Before measuring (server, first paint) neither button can know: previous starts disabled, next enabled.
  const [edges, setEdges] = useState({atStart: true, atEnd: false});

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const {scrollLeft, scrollWidth, clientWidth} = element;
    // One pixel of slack: scroll positions are fractional on zoomed and high-density screens.
    setEdges({atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1});
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, {passive: true});
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const scrollByView = (direction: 1 | -1) => {
    const element = ref.current;
    if (!element) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({left: direction * element.clientWidth * 0.9, behavior: reduceMotion ? 'auto' : 'smooth'});
  };

  if (!items.length) return null;
  return (
    <div className={className}>
      <div
        ref={ref}
        id={listId}
        role="region"
        aria-label={label}
        tabIndex={0}
        className="carousel-track"
      >
        <ul className="flex gap-4">
          {items.map((item) => (
            <li key={item.key} className={cn('carousel-slide', itemClassName)}>
              {item.node}
            </li>
          ))}
        </ul>
      </div>
      {edges.atStart && edges.atEnd ? null : (
        <div className="mt-3 flex justify-end gap-2">
          <CarouselButton label={strings.previousSlide} controls={listId} disabled={edges.atStart} onClick={() => scrollByView(-1)}>
            ‹
          </CarouselButton>
          <CarouselButton label={strings.nextSlide} controls={listId} disabled={edges.atEnd} onClick={() => scrollByView(1)}>
            ›
          </CarouselButton>
        </div>
      )}
    </div>
  );
}

function CarouselButton({
  label,
  controls,
  disabled,
  onClick,
  children,
}: {
  label: string;
  controls: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
      className="carousel-button"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
