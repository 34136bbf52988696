// Spec §2 Reviews section: a horizontal list of cards dragged with the mouse or a finger, with a custom scrollbar
// (§9: drag starts after 10 px so a click on a card still works; scrollbar at least 48 px high, its thumb at least
// 48 px wide and draggable). The list itself is the keyboard control: focusable, arrows move it by a card, Home
// and End to either end. The native scrollbar is hidden; vertical swipes still scroll the page.
import {useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode} from 'react';

export const DRAG_THRESHOLD_PX = 10;
export const SCROLLBAR_MIN_HEIGHT_PX = 48;
export const THUMB_MIN_WIDTH_PX = 48;

type Props = {
  label: string;
  items: {key: string; node: ReactNode}[];
};

type Drag = {pointerId: number; startX: number; startScroll: number; moved: boolean};

export function ReviewStrip({label, items}: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [thumb, setThumb] = useState({left: 0, width: 1, scrollable: false});

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const {scrollLeft, scrollWidth, clientWidth} = list;
    const width = scrollWidth ? clientWidth / scrollWidth : 1;
    const room = scrollWidth - clientWidth;
    setThumb({left: room > 0 ? scrollLeft / room : 0, width, scrollable: room > 1});
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, {passive: true});
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, items.length]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startScroll: event.currentTarget.scrollLeft,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const distance = event.clientX - current.startX;
    if (!current.moved) {
      if (Math.abs(distance) < DRAG_THRESHOLD_PX) return;
      current.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    event.currentTarget.scrollLeft = current.startScroll - distance;
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (current.moved) {
      // A drag is no click: the click that follows the release does not reach a card's link.
      const list = event.currentTarget;
      const swallow = (click: MouseEvent) => {
        click.preventDefault();
        click.stopPropagation();
      };
      list.addEventListener('click', swallow, {capture: true, once: true});
      setTimeout(() => list.removeEventListener('click', swallow, {capture: true}), 0);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const step = (list.querySelector('li')?.getBoundingClientRect().width ?? list.clientWidth * 0.8) + 16;
    const max = list.scrollWidth - list.clientWidth;
    const target = {
      ArrowRight: list.scrollLeft + step,
      ArrowLeft: list.scrollLeft - step,
      Home: 0,
      End: max,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    list.scrollTo({left: Math.max(0, Math.min(max, target)), behavior: reducedMotion() ? 'auto' : 'smooth'});
  };

  // The thumb dragged: the list follows in proportion (the thumb spans the visible part of the list).
  const onThumbDown = (event: PointerEvent<HTMLDivElement>) => {
    const list = listRef.current;
    const track = trackRef.current;
    if (!list || !track) return;
    event.preventDefault();
    event.stopPropagation();
    const thumbElement = event.currentTarget;
    thumbElement.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    const startScroll = list.scrollLeft;
    const ratio = list.scrollWidth / track.clientWidth;
    const move = (moveEvent: globalThis.PointerEvent) => {
      list.scrollLeft = startScroll + (moveEvent.clientX - startX) * ratio;
    };
    const up = () => {
      thumbElement.removeEventListener('pointermove', move);
      thumbElement.removeEventListener('pointerup', up);
      thumbElement.removeEventListener('pointercancel', up);
    };
    thumbElement.addEventListener('pointermove', move);
    thumbElement.addEventListener('pointerup', up);
    thumbElement.addEventListener('pointercancel', up);
  };
  // A press on the track beside the thumb moves the list there.
  const onTrackDown = (event: PointerEvent<HTMLDivElement>) => {
    const list = listRef.current;
    const track = trackRef.current;
    if (!list || !track) return;
    const {left, width} = track.getBoundingClientRect();
    const share = (event.clientX - left) / width - thumb.width / 2;
    list.scrollTo({left: share * list.scrollWidth, behavior: 'auto'});
  };

  const thumbWidth = `max(${THUMB_MIN_WIDTH_PX}px, ${thumb.width * 100}%)`;
  return (
    <div>
      <div
        ref={listRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        className="review-strip"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        // Text and images are not dragged out of the list while it moves.
        onDragStart={(event) => event.preventDefault()}
      >
        <ul className="flex gap-4">
          {items.map((item) => (
            <li key={item.key} className="review-strip-card">
              {item.node}
            </li>
          ))}
        </ul>
      </div>
      {/* The list is the keyboard and screen reader control; this is its pointer handle. Always drawn, so the
          section keeps its height whether or not the cards overflow. */}
      <div
        ref={trackRef}
        aria-hidden="true"
        className="review-scrollbar"
        style={{minHeight: SCROLLBAR_MIN_HEIGHT_PX}}
        data-review-scrollbar=""
        onPointerDown={onTrackDown}
      >
        {thumb.scrollable ? (
          <div
            className="review-scrollbar-thumb"
            data-review-thumb=""
            style={{width: thumbWidth, left: `calc((100% - ${thumbWidth}) * ${thumb.left})`}}
            onPointerDown={onThumbDown}
          />
        ) : null}
      </div>
    </div>
  );
}

function reducedMotion(): boolean {
  return Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}
