// Media for the product page beyond photos: the uploaded demo video (files in ./media, served on /videos/…),
// icons and background patterns from the image service, and external (YouTube / Vimeo) videos.
import {translated, type ExternalVideo, type LocalizedValue, type Upload} from '../datocms/records';
import {RENDITION_SIZES} from '../datocms/upload-video';
import {contentSize} from '../images/content';

/**
 * The one demo video upload: a 4 s abstract brand animation, /videos/brand-loop-<low|medium|high>.mp4.
 * Its `path` is the original (the high rendition), as a DatoCMS upload's url is the uploaded file.
 */
export const BRAND_LOOP_VIDEO: Upload = {
  path: '/videos/brand-loop-high.mp4',
  ...RENDITION_SIZES.high,
  alt: translated(
    'Abstracte animatie in Original Fuel-kleuren',
    'Abstrakte Animation in Original-Fuel-Farben',
    'Abstract animation in Original Fuel colours',
    'Animazione astratta nei colori Original Fuel',
    'Animation abstraite aux couleurs Original Fuel',
  ),
  title: 'Original Fuel',
  bgColor: '#fe5000',
  video: {name: 'brand-loop', duration: 4, framerate: 25, poster: 'video-brand-loop-wide'},
};

/**
 * The brand loop's captions, one WebVTT upload per language (DatoCMS: a localized file field on the video
 * section), served beside the renditions on /videos/brand-loop-<locale>.vtt. Text files have no dimensions.
 */
const brandLoopCaptions = (language: string): Upload => ({path: `/videos/brand-loop-${language}.vtt`, width: 0, height: 0});
export const BRAND_LOOP_CAPTIONS = translated(
  brandLoopCaptions('nl'),
  brandLoopCaptions('de'),
  brandLoopCaptions('en'),
  brandLoopCaptions('it'),
  brandLoopCaptions('fr'),
);

/** Small square icons (key selling points, payment notes, delivery code), as png like editors upload them. */
export function icon(name: string, alt: LocalizedValue<string> | string = ''): Upload {
  const file = `icon-${name}-square`;
  return {path: `/images/content/${file}.png`, ...contentSize(file), alt, bgColor: '#fff1e8'};
}

/** A background pattern: an SVG upload, as in DatoCMS (the image service serves its vector as is). */
export function pattern(name: string, shape: 'wide' | 'portrait'): Upload {
  const file = `pattern-${name}-${shape}`;
  return {path: `/images/content/${file}.svg`, ...contentSize(file), alt: '', bgColor: '#fff1e8'};
}

/** A YouTube video as DatoCMS's video field stores it (oEmbed data). The id is made up: embeds stay offline. */
export function youtube(uid: string, title: string): ExternalVideo {
  return {
    url: `https://www.youtube.com/watch?v=${uid}`,
    provider: 'youtube',
    providerUid: uid,
    thumbnailUrl: `https://i.ytimg.com/vi/${uid}/hqdefault.jpg`,
    title,
    width: 480,
    height: 270,
  };
}

export const YOUTUBE_SHAKE_VIDEO = youtube('Of7hR2kLm9Q', 'Original Fuel: how to make the perfect shake');
export const VIMEO_FARM_URL = 'https://vimeo.com/824804225';
