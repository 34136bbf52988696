import {cn} from '~/components/ui/class-names';
import {mediaKind, type MediaFile} from '~/content/media';
import type {UploadedVideo} from '~/content/video-source';
import {ArtDirectedImage, ResponsiveImage, useFadeIn} from './ResponsiveImage';
import {VideoPlayer} from './VideoPlayer';

export {mediaKind, type MediaFile, type MediaKind} from '~/content/media';

type Props = {
  file: MediaFile | null | undefined;
  /** Above the fold: load at once with high priority; otherwise lazily, when near the viewport. */
  priority?: boolean;
  /** Videos: a silent autoplay loop instead of a player with controls. */
  autoplay?: boolean;
  /** Used when the file has no alt text of its own ('' marks the media as decorative). */
  alt?: string;
  /** Fill the (positioned) parent, cropping to it, instead of keeping the file's proportions. */
  fill?: boolean;
  /** The slot the layout gives an image (the `sizes` attribute); for art-directed files the mobile crop's. */
  sizes: string;
  /** The desktop crop's slot (from 768px) of an art-directed file, when it differs from `sizes`. */
  desktopSizes?: string;
  className?: string;
};

export function Media({file, priority = false, autoplay = false, alt, fill = false, sizes, desktopSizes = sizes, className}: Props) {
  const kind = mediaKind(file);
  if (!file || !kind) return null;
  const altText = file.alt ?? alt ?? '';

  if (kind === 'video') {
    const video: UploadedVideo = file.video ?? {mp4High: file.url};
    const poster = file.video?.thumbnailUrl ?? file.responsiveImage?.src;
    return (
      <VideoPlayer
        video={video}
        poster={poster}
        autoplay={autoplay}
        title={file.title ?? file.alt ?? alt}
        fill={fill}
        priority={priority}
        className={className}
      />
    );
  }

  if (kind === 'responsive-image') {
    const desktop = file.desktop ?? file.responsiveImage ?? file.mobile!;
    const mobile = file.mobile ?? file.responsiveImage ?? file.desktop!;
    const props = {alt: altText, priority, fill, className};
    if (desktop === mobile) return <ResponsiveImage image={desktop} sizes={file.desktop ? desktopSizes : sizes} {...props} />;
    // Two crops in one <picture>: a phone never fetches the desktop crop, and the markup holds one image.
    return <ArtDirectedImage mobile={mobile} desktop={desktop} sizes={sizes} desktopSizes={desktopSizes} {...props} />;
  }

  return (
    <PlainImage
      src={file.url!}
      alt={altText}
      width={file.width}
      height={file.height}
      priority={priority}
      className={cn(fill && 'image-fill', className)}
    />
  );
}

/**
 * A file without renditions (SVG, GIF), lazy unless priority, fading in over 500 ms once loaded. The fade is
 * only set up after hydration and only for an image still loading, so without JavaScript it simply shows.
 */
function PlainImage({
  src,
  alt,
  width,
  height,
  priority,
  className,
}: {
  src: string;
  alt: string;
  width?: number | null;
  height?: number | null;
  priority: boolean;
  className?: string;
}) {
  const fade = useFadeIn();
  return (
    <img
      ref={fade.ref}
      src={src}
      alt={alt}
      width={width ?? undefined}
      height={height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? {fetchpriority: 'high'} : {})}
      onLoad={fade.onLoad}
      style={fade.style}
      className={className}
    />
  );
}
