// Spec §3/§4 Announcement bar: the bar itself. The server build renders it into every page; the browser keeps
// that markup until this chunk arrives (AnnouncementBarHost), then renders the same markup live and starts the
// clock: windows checked again every 10 s, the next slide after 5 s (README "Announcement bar").
import {useEffect, useRef, useState, type CSSProperties} from 'react';
import {ContentLink} from '~/components/ui/ContentLink';
import {usePageFlags} from '~/context/menu-panel';
import {useRouteContext} from '~/context/route-context';
import {readableTextColor} from '~/content/readable-color';
import {slidesOf, type LoadedAnnouncementBar} from '~/overlays/announcement';
import {
  initialRotation,
  startAnnouncementClock,
  type AnnouncementClock,
  type PauseReason,
  type RotationState,
} from '~/overlays/announcement-rotation';

export type AnnouncementBarProps = {bar: LoadedAnnouncementBar};

export function AnnouncementBar({bar}: AnnouncementBarProps) {
  const {strings} = useRouteContext();
  const {productPage, allProductsPage} = usePageFlags();
  const [state, setState] = useState<RotationState>(() => initialRotation(bar));
  const clock = useRef<AnnouncementClock | null>(null);
  const element = useRef<HTMLElement>(null);

  useEffect(() => {
    // Set here, not rendered: the server's markup (which the page keeps until this code arrives) has none.
    if (element.current) element.current.dataset.live = 'true';
    const started = startAnnouncementClock(bar, initialRotation(bar), setState);
    clock.current = started;
    return () => started.stop();
  }, [bar]);

  const slides = slidesOf(bar, state.current);
  const rotating = slides.length > 1 && !state.paused.length;
  const stopped = state.paused.includes('button');
  // A page with colours of its own (the product page) lends the bar its text colour, unless the bar overrides it.
  const pageText = bar.overwritePageSettings ? null : (productPage.textColor ?? allProductsPage.textColor);
  const color = pageText ? (readableTextColor(bar.background, pageText) ?? bar.color) : bar.color;
  const pause = (reason: PauseReason) => clock.current?.pause(reason);
  const resume = (reason: PauseReason) => clock.current?.resume(reason);

  return (
    <section
      ref={element}
      aria-label={strings.announcements}
      className="announcement-bar relative h-11 overflow-hidden text-xs leading-tight md:text-sm"
      data-animation={bar.animation}
      style={{backgroundColor: bar.background, color, '--announcement-duration': `${bar.transitionMs}ms`} as CSSProperties}
      onMouseEnter={() => pause('hover')}
      onMouseLeave={() => resume('hover')}
      onFocus={() => pause('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume('focus');
      }}
    >
      {bar.media?.kind === 'image' ? (
        <img src={bar.media.src} alt="" className="absolute inset-0 h-full w-full object-cover opacity-40" />
      ) : bar.media?.kind === 'video' ? (
        <video
          src={bar.media.src}
          poster={bar.media.poster ?? undefined}
          className="absolute inset-0 h-full w-full object-cover opacity-40 motion-reduce:hidden"
          aria-hidden="true"
          autoPlay
          muted
          loop
          playsInline
        />
      ) : null}
      {slides.length > 1 ? (
        // WAI carousel: the rotation control comes first; it stays until the shopper plays again.
        <button
          type="button"
          className="absolute right-1 top-1/2 z-10 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full"
          aria-label={stopped ? strings.playAnnouncements : strings.pauseAnnouncements}
          onClick={() => (stopped ? resume('button') : pause('button'))}
        >
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" fill="currentColor">
            {stopped ? <path d="M4 2l10 6-10 6z" /> : <path d="M3 2h4v12H3zM9 2h4v12H9z" />}
          </svg>
        </button>
      ) : null}
      {/* WAI carousel: silent while it turns by itself, polite once paused (never an announcement every 5 s). */}
      <div className="relative h-full" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const phase = index === state.index ? (state.previous === null ? 'on' : 'in') : index === state.previous ? 'out' : 'off';
          return (
            <div
              key={slide.id}
              className="announcement-slide absolute inset-0 flex items-center justify-center px-10 text-center"
              data-phase={phase}
              aria-hidden={phase === 'on' || phase === 'in' ? undefined : true}
            >
              <p className="line-clamp-2">
                {slide.content}
                {slide.link ? (
                  <>
                    {' '}
                    <ContentLink link={slide.link} className="whitespace-nowrap font-semibold underline" />
                  </>
                ) : null}
              </p>
            </div>
          );
        })}
      </div>
    </section>
  );
}
