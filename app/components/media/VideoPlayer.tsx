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
  /** A video with sound has captions (WCAG 1.2.2); a silent autoplay loop needs none. */
  captions?: CaptionTrack[];
  className?: string;
};

/**
 * An uploaded video (spec §2 media display). Until it nears the viewport only the poster shows; then it gets
 * its source: the HLS stream where the browser plays HLS itself, else the mp4 for the viewport width.
 */
export function VideoPlayer({video, poster, autoplay = false, title, fill = false, captions, className}: Props) {
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

  return (
    <div className={cn(fill ? 'absolute inset-0' : 'relative', className)}>
      <video
        ref={ref}
        src={src ?? undefined}
        poster={poster ?? video.thumbnailUrl ?? undefined}
        preload="none"
        playsInline
        {...captionsCrossOrigin(captions)}
        {...(autoplay ? {muted: true, loop: true, 'aria-hidden': true} : {controls: true, 'aria-label': title ?? undefined})}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        className="block h-full w-full object-cover"
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
