import {cn} from '~/components/ui/class-names';
import type {CaptionTrack} from '~/content/video-captions';
import {embedPlayerUrl, videoSource} from '~/content/video-source';
import {useRouteContext} from '~/context/route-context';
import {CaptionTracks, captionsCrossOrigin} from './CaptionTracks';

type Props = {
  /** An .mp4 file, a YouTube or a Vimeo url (spec §5); anything else renders nothing. */
  url: string | null | undefined;
  /** Accessible name of the player (iframes need one). */
  title: string;
  /** Start playing at once: the viewer just asked for the video (a popup). */
  autoplay?: boolean;
  poster?: string | null;
  /** Caption tracks of a file video; YouTube and Vimeo are asked for captions in the market's language. */
  captions?: CaptionTrack[];
  className?: string;
};

/** A video given by url: a file in a <video> element, YouTube (no-cookie) and Vimeo in their players. */
export function EmbeddedVideo({url, title, autoplay = false, poster, captions, className}: Props) {
  const {market} = useRouteContext();
  const source = videoSource(url);
  if (!source) return null;
  if (source.kind === 'file') {
    return (
      <video
        src={source.url}
        poster={poster ?? undefined}
        controls
        playsInline
        autoPlay={autoplay}
        preload={autoplay ? 'auto' : 'metadata'}
        aria-label={title}
        {...captionsCrossOrigin(captions)}
        className={cn('block aspect-video w-full bg-ink', className)}
      >
        {captions ? <CaptionTracks tracks={captions} /> : null}
      </video>
    );
  }
  return (
    <iframe
      src={embedPlayerUrl(source, {language: market.language, autoplay})}
      title={title}
      loading={autoplay ? 'eager' : 'lazy'}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className={cn('block aspect-video w-full border-0 bg-ink', className)}
    />
  );
}
