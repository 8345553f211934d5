import { fileTypeFromBuffer } from 'file-type';
import { readMp4Info, readWebmInfo, scrubMp4Metadata } from './video-container.ts';

/** Images the image pipeline re-encodes. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** Videos browsers play, by the type their first bytes say, stored under this type and extension. */
const VIDEO_TYPES: Record<string, { contentType: string; extension: string; container: 'mp4' | 'webm' }> = {
  'video/mp4': { contentType: 'video/mp4', extension: 'mp4', container: 'mp4' },
  'video/x-m4v': { contentType: 'video/mp4', extension: 'mp4', container: 'mp4' },
  'video/quicktime': { contentType: 'video/quicktime', extension: 'mov', container: 'mp4' },
  'video/webm': { contentType: 'video/webm', extension: 'webm', container: 'webm' },
};

export type SniffedMedia = { kind: 'image' } | { kind: 'video'; mime: string } | null;

/** What a file is, judged by its magic bytes only (never its name or declared type): an image, a video, or neither. */
export async function sniffMedia(input: Buffer): Promise<SniffedMedia> {
  const type = await fileTypeFromBuffer(input);
  if (!type) return null;
  if (IMAGE_TYPES.has(type.mime)) return { kind: 'image' };
  if (type.mime in VIDEO_TYPES) return { kind: 'video', mime: type.mime };
  return null;
}

export interface InspectedVideo {
  /** MP4 and QuickTime files lose their metadata boxes (camera, GPS position); WebM is stored as sent. */
  bytes: Buffer;
  width: number;
  height: number;
  contentType: string;
  extension: string;
  durationMs: number;
}

/** A sniffed video's length and size from its container; null when the container does not say how long it is. */
export function inspectVideo(input: Buffer, mime: string): InspectedVideo | null {
  const type = VIDEO_TYPES[mime];
  if (!type) return null;
  const info = type.container === 'mp4' ? readMp4Info(input) : readWebmInfo(input);
  if (!info) return null;
  return {
    bytes: type.container === 'mp4' ? scrubMp4Metadata(input) : input,
    width: info.width,
    height: info.height,
    contentType: type.contentType,
    extension: type.extension,
    durationMs: info.durationMs,
  };
}
