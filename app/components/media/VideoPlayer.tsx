import {cn} from '~/components/ui/class-names';
import {useEffect, useRef, useState} from 'react';
import {useRouteContext} from '~/context/route-context';
import type {CaptionTrack} from '~/content/video-captions';
import {uploadedVideoUrl, type UploadedVideo} from '~/content/video-source';
import {CaptionTracks, captionsCrossOrigin} from './CaptionTracks';
import {useInView} from './useInView';

const HLS_MIME = 'application/vnd.apple.mpegurl';

type Props = {
  video: UploadedVideo;
  /** Shown until the video plays; defaults to the upload's own thumbnail. */
  poster?: string | null;
  /** A silent loop that starts by itself (decorative); otherwise a player with controls. */
  autoplay?: boolean;
  /** Accessible name of a player with controls. */
  title?: string | null;
  /** Fill the (positioned) parent, cropping the video to it. */
  fill?: boolean;
  /** Part of the first screen: its poster loads at once, with high priority, instead of when scrolled near. */
  priority?: boolean;
  /** A video with sound has captions (WCAG 1.2.2); a silent autoplay loop needs none. */
  captions?: CaptionTrack[];
  className?: string;
};

/**
 * An uploaded video (spec §2 media display). Until it nears the viewport only the poster shows; then it gets
 * its source: the HLS stream where the browser plays HLS itself, else the mp4 for the viewport width.
 *
 * The poster is an image behind the video, not the video's `poster`: a browser fetches a `poster` at once
 * wherever the video is on the page (a 1280 px still far down the product page was among the first requests
 * on a phone), an image can wait until it is scrolled near (`loading="lazy"`, without JavaScript too). A video
 * draws nothing until it has a frame, so the image shows through until it plays.
 */
export function VideoPlayer({video, poster, autoplay = false, title, fill = false, priority = false, captions, className}: Props) {
  const {strings} = useRouteContext();
  const ref = useRef<HTMLVideoElement>(null);
  const inView = useInView(ref);
  const [src, setSrc] = useState<string | null>(null);
  // Follows the element's own play/pause events, so the toggle always names what it will do.
  const [paused, setPaused] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!inView || !element) return;
    const playsHls = element.canPlayType(HLS_MIME) !== '';
    setSrc(uploadedVideoUrl(video, {playsHls, width: window.innerWidth}));
  }, [inView, video]);

  useEffect(() => {
    const element = ref.current;
    if (!src || !element || !autoplay) return;
    // People who ask for less motion get the poster and the play button instead of a running loop.
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    element.play().catch(() => setPaused(true));
  }, [src, autoplay]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  };

  const still = poster ?? video.thumbnailUrl;
  return (
    <div className={cn(fill ? 'absolute inset-0' : 'relative', className)}>
      {still ? (
        <img
          src={still}
          alt=""
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          // React 18 knows no fetchPriority prop: the attribute is passed as the browser spells it.
          {...(priority ? {fetchpriority: 'high'} : {})}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      <video
        ref={ref}
        src={src ?? undefined}
        preload="none"
        playsInline
        {...captionsCrossOrigin(captions)}
        {...(autoplay ? {muted: true, loop: true, 'aria-hidden': true} : {controls: true, 'aria-label': title ?? undefined})}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        className="relative block h-full w-full object-cover"
      >
        {captions ? <CaptionTracks tracks={captions} /> : null}
      </video>
      {autoplay ? (
        // WCAG 2.2.2: moving content that starts by itself can be paused.
        <button
          type="button"
          onClick={toggle}
          className="absolute bottom-3 right-3 rounded-full bg-ink/70 px-3 py-1 text-xs font-semibold text-paper"
        >
          {paused ? strings.playVideo : strings.pauseVideo}
        </button>
      ) : null}
    </div>
  );
}
