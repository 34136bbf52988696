// Spec §2 media display as data: what kind of media an uploaded file is, and the part of it each kind renders.
import type {ImageRendition} from './image-srcset';
import {mapObjects} from './slim';
import type {UploadedVideo} from './video-source';

/** An uploaded file as the content fragments select it (MediaFileParts plus the responsive sizes asked for). */
export type MediaFile = {
  id?: string | null;
  url?: string | null;
  alt?: string | null;
  title?: string | null;
  width?: number | null;
  height?: number | null;
  mimeType?: string | null;
  video?: UploadedVideo | null;
  responsiveImage?: ImageRendition | null;
  /** Art direction (spec §9 sizes with a desktop and a mobile crop): from 768px / below 768px. */
  desktop?: ImageRendition | null;
  mobile?: ImageRendition | null;
};

export type MediaKind = 'video' | 'responsive-image' | 'image';

/**
 * Spec §2 media display: an uploaded video (with its thumbnail) first, then a responsive image, then the
 * plain file (SVGs and GIFs have no responsive renditions).
 */
export function mediaKind(file: MediaFile | null | undefined): MediaKind | null {
  if (!file) return null;
  const video = file.video;
  if (video && (video.streamingUrl || video.mp4High || video.mp4Medium || video.mp4Low)) return 'video';
  if (!video && file.url && file.mimeType?.startsWith('video/')) return 'video';
  if (file.responsiveImage || file.desktop || file.mobile) return 'responsive-image';
  if (file.url && (!file.mimeType || file.mimeType.startsWith('image/'))) return 'image';
  return null;
}

/**
 * The fields of an uploaded file its kind renders (and its id, which lists key on). A responsive image needs
 * its renditions and alt, not the original's URL, size and type: those stay on the server.
 */
export function essentialMedia<File extends MediaFile>(file: File): File {
  if (mediaKind(file) !== 'responsive-image') return file;
  const {url: _url, width: _width, height: _height, mimeType: _mimeType, title: _title, ...rendered} = file;
  // Renditions carry the file's alt text as their own, and an image reads its rendition's first (Media,
  // ResponsiveImage): the file's copy is only needed when some rendition lacks it or says otherwise.
  if (file.alt && renditionsOf(file).every((rendition) => rendition.alt === file.alt)) delete rendered.alt;
  return rendered as File;
}

function renditionsOf(file: MediaFile): ImageRendition[] {
  return [file.responsiveImage, file.desktop, file.mobile].filter((rendition): rendition is ImageRendition => Boolean(rendition));
}

// An uploaded file is recognized by its shape: a `mimeType` and no field a file does not have, so a record that
// merely has a field of that name is left whole.
const FILE_FIELDS = new Set(['__typename', 'id', 'url', 'alt', 'title', 'width', 'height', 'mimeType', 'video', 'responsiveImage', 'desktop', 'mobile']);
const isUploadedFile = (object: object) => 'mimeType' in object && Object.keys(object).every((key) => FILE_FIELDS.has(key));

/** An object reduced by `essentialMedia` when it is an uploaded file; any other object as it is. */
export function essentialMediaOf(object: Record<string, unknown>): Record<string, unknown> {
  return isUploadedFile(object) ? essentialMedia(object as MediaFile) : object;
}

/** `value` with every uploaded file in it reduced by `essentialMedia`. */
export function withEssentialMedia<T>(value: T): T {
  return mapObjects(value, essentialMediaOf) as T;
}
