import {useState, type MouseEvent} from 'react';
import {EmbeddedVideo} from '~/components/media/EmbeddedVideo';
import {Media} from '~/components/media/Media';
import {isModifiedClick} from '~/components/ui/BookingPopup';
import {Dialog} from '~/components/ui/Dialog';
import type {SectionOf} from '~/content/sections';
import {captionTracks} from '~/content/video-captions';
import {videoSource} from '~/content/video-source';
import {useRouteContext} from '~/context/route-context';
import {SECTION_CONTAINER} from './SectionFrame';
import {SectionHeading} from './SectionHeading';

/**
 * Spec §2 Video popup: a cover with a play link that opens the video in a modal (spec §5 source rule: an
 * .mp4 file, YouTube or Vimeo). Without JavaScript the link opens the video's own page in a new tab.
 */
export function VideoPopupSection({section}: {section: SectionOf<'VideoPopupSectionRecord'>}) {
  const {strings, market} = useRouteContext();
  const [open, setOpen] = useState(false);
  const url = section.videoUrl?.trim();
  if (!url || !videoSource(url)) return null;
  const label = section.buttonLabel || strings.playVideo;
  const title = section.heading || label;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event.nativeEvent)) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <div className={SECTION_CONTAINER}>
      {section.heading ? <SectionHeading className="mb-6">{section.heading}</SectionHeading> : null}
      <div className="relative mx-auto max-w-[570px] overflow-hidden rounded-2xl bg-ink">
        {section.cover ? <Media file={section.cover} alt="" sizes="(min-width: 768px) 570px, 100vw" /> : <div className="aspect-video" />}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-haspopup="dialog"
          onClick={onClick}
          className="absolute inset-0 grid place-items-center"
        >
          <span className="flex items-center gap-2 rounded-full bg-paper px-5 py-3 font-bold text-ink shadow-lg">
            <span aria-hidden="true">▶</span>
            {label}
          </span>
        </a>
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} size="wide">
        <EmbeddedVideo url={url} title={title} autoplay captions={captionTracks(section.captions, market)} className="mt-4" />
      </Dialog>
    </div>
  );
}
