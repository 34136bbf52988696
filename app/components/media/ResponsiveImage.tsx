import {useEffect, useRef, useState, type CSSProperties} from 'react';
import {imageSrcSet, type ImageRendition} from '~/content/image-srcset';
import {cn} from '~/components/ui/class-names';
import {BREAKPOINTS, FADE_IN_MS} from '~styles/tokens';

type Props = {
  image: ImageRendition;
  /** Used when the rendition has no alt text of its own ('' marks the image as decorative). */
  alt?: string;
  /** Above the fold: loaded at once with high priority; otherwise lazily, by the browser, near the viewport. */
  priority?: boolean;
  /** Fill the (positioned) parent, cropping to it, instead of keeping the image's proportions. */
  fill?: boolean;
  /** Cover its box in the flow (a thumbnail's square, say), cropping to it. */
  cover?: boolean;
  /** The slot the layout gives the image (the `sizes` attribute): also which candidates the srcset offers. */
  sizes: string;
  className?: string;
};

/**
 * One native `<img>`: the browser's own lazy loading instead of an observer, the rendition's placeholder colour
 * as its background, its width and height so the space is kept before it loads, and (spec §2) a 500 ms fade-in
 * for images that arrive after the page is interactive. Without JavaScript it is a plain lazy image.
 */
export function ResponsiveImage({image, alt, priority = false, fill = false, cover = false, sizes, className}: Props) {
  const fade = useFadeIn();
  return (
    <img
      ref={fade.ref}
      src={image.src}
      srcSet={imageSrcSet(image, sizes)}
      sizes={sizes}
      width={image.width}
      height={image.height ?? undefined}
      alt={image.alt || alt || ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? {fetchpriority: 'high'} : {})}
      onLoad={fade.onLoad}
      style={{...placeholder(image), ...fade.style}}
      className={cn(fill ? 'image-fill' : cover ? 'image-cover' : 'image-flow', className)}
    />
  );
}

type ArtDirectedProps = Omit<Props, 'image'> & {
  mobile: ImageRendition;
  desktop: ImageRendition;
  /** The desktop crop's slot (from 768px); `sizes` is the mobile crop's. */
  desktopSizes: string;
};

/** Two crops in one `<picture>`: the browser fetches only the one its viewport shows (desktop from 768px). */
export function ArtDirectedImage({mobile, desktop, desktopSizes, ...props}: ArtDirectedProps) {
  return (
    <picture className="contents">
      <source
        media={`(min-width: ${BREAKPOINTS.desktop}px)`}
        srcSet={imageSrcSet(desktop, desktopSizes, BREAKPOINTS.desktop) ?? desktop.src}
        sizes={desktopSizes}
        width={desktop.width}
        height={desktop.height ?? undefined}
      />
      <ResponsiveImage image={mobile} {...props} />
    </picture>
  );
}

function placeholder(image: ImageRendition): CSSProperties | undefined {
  return image.bgColor ? {backgroundColor: image.bgColor} : undefined;
}

type Fade = {
  ref: React.RefObject<HTMLImageElement>;
  onLoad: () => void;
  style: CSSProperties | undefined;
};

/**
 * Fades in an image that is still loading once the page is hydrated. Images already shown (server-rendered and
 * loaded, or cached) are left alone, so nothing on screen blinks at hydration.
 */
export function useFadeIn(): Fade {
  const ref = useRef<HTMLImageElement>(null);
  const [phase, setPhase] = useState<'static' | 'waiting' | 'fading'>('static');
  useEffect(() => {
    if (ref.current && !ref.current.complete) setPhase('waiting');
  }, []);
  return {
    ref,
    onLoad: () => setPhase((current) => (current === 'waiting' ? 'fading' : current)),
    style: phase === 'fading' ? {animation: `image-fade-in ${FADE_IN_MS}ms ease-out`} : undefined,
  };
}
