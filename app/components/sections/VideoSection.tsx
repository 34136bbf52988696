import {VideoPlayer} from '~/components/media/VideoPlayer';
import type {SectionOf} from '~/content/sections';
import {captionTracks} from '~/content/video-captions';
import {videoSource, type UploadedVideo} from '~/content/video-source';
import {useRouteContext} from '~/context/route-context';
import {SECTION_CONTAINER} from './SectionFrame';
import {SectionHeading} from './SectionHeading';

/**
 * Spec §2 Video: an uploaded video with controls, its cover (570x321) as poster until it plays. It gets its
 * source only when scrolled near (VideoPlayer). Its captions are on in the market's language.
 */
export function VideoSection({section}: {section: SectionOf<'VideoSectionRecord'>}) {
  const {market} = useRouteContext();
  const file = section.video;
  // An upload carries its stream and renditions; a plain .mp4 file plays as it is.
  const video: UploadedVideo | null =
    file?.video ?? (videoSource(file?.url)?.kind === 'file' ? {mp4High: file?.url} : null);
  if (!video) return null;
  const poster = section.cover?.responsiveImage?.src ?? section.cover?.url ?? null;
  return (
    <div className={SECTION_CONTAINER}>
      {section.heading ? <SectionHeading className="mb-6">{section.heading}</SectionHeading> : null}
      <div className="overflow-hidden rounded-2xl bg-ink">
        <VideoPlayer
          video={video}
          poster={poster}
          title={section.heading ?? file?.title}
          captions={captionTracks(section.captions, market)}
          className="aspect-video"
        />
      </div>
    </div>
  );
}
