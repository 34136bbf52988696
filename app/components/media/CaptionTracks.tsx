import type {CaptionTrack} from '~/content/video-captions';

/**
 * The <track> elements of a video with sound. The files live on another origin (the content service's asset
 * host), so the <video> that holds them is loaded with `crossOrigin="anonymous"` (see `captionsCrossOrigin`).
 */
export function CaptionTracks({tracks}: {tracks: CaptionTrack[]}) {
  return (
    <>
      {tracks.map((track) => (
        <track key={track.srcLang} kind="captions" src={track.src} srcLang={track.srcLang} label={track.label} default={track.default} />
      ))}
    </>
  );
}

/** Text tracks from another origin load only in CORS mode: the video element asks for it when it has tracks. */
export function captionsCrossOrigin(tracks: CaptionTrack[] | undefined): {crossOrigin?: 'anonymous'} {
  return tracks?.length ? {crossOrigin: 'anonymous'} : {};
}
