// FileField.video (UploadVideoField) for video uploads: DatoCMS serves these through Mux. Offline there is no HLS
// stream; the mp4 renditions are real files on GET /videos/… (videos.ts) and the poster comes from the image service.
import type {UploadVideo} from './records';
import type {Scope} from './scope';

export const VIDEO_RESOLUTIONS = ['low', 'medium', 'high'] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];

/** The size of each rendition, as the files in local-services/data/media are encoded. */
export const RENDITION_SIZES: Record<VideoResolution, {width: number; height: number}> = {
  low: {width: 320, height: 180},
  medium: {width: 640, height: 360},
  high: {width: 1280, height: 720},
};

export type VideoNode = {video: UploadVideo; scope: Scope};

export const videoPath = (name: string, res: VideoResolution) => `/videos/${name}-${res}.mp4`;

/** Mux thumbnails are stills at the video's size; gif (animated on Mux) is not drawn here, so it gets a png. */
function posterUrl({video, scope}: VideoNode, format: unknown): string {
  const extension = format === 'png' || format === 'gif' ? 'png' : 'jpg';
  const {width, height} = RENDITION_SIZES.high;
  return `${scope.request.origin}/images/content/${video.poster}.${extension}?w=${width}&h=${height}&fit=crop`;
}

export const UPLOAD_VIDEO_RESOLVERS: Record<string, (node: VideoNode, args: Record<string, unknown>) => unknown> = {
  // No HLS offline: players fall back to the mp4 renditions.
  streamingUrl: () => null,
  muxPlaybackId: () => null,
  thumbnailUrl: (node, args) => posterUrl(node, args.format),
  // Without `res`, the highest rendition.
  mp4Url: ({video, scope}, args) => `${scope.request.origin}${videoPath(video.name, (args.res as VideoResolution | null) ?? 'high')}`,
  duration: ({video}) => video.duration,
  framerate: ({video}) => video.framerate,
};
