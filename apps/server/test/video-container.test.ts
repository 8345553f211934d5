import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMp4Info, readWebmInfo, scrubMp4Metadata } from '../src/modules/uploads/video-container.ts';
import { inspectVideo, sniffMedia } from '../src/modules/uploads/video-intake.ts';
import { box, mp4, pdf, webm } from './video-fixtures.ts';

describe('MP4 / QuickTime container', () => {
  it('reads the length from the movie header and the picture size from the video track', () => {
    expect(readMp4Info(mp4({ seconds: 12.5, width: 720, height: 1280 }))).toEqual({ durationMs: 12_500, width: 720, height: 1280 });
  });

  it('takes the longest length the file claims: a header that understates its sample table does not hide it', () => {
    expect(readMp4Info(mp4({ seconds: 5, trackSeconds: 45 }))?.durationMs).toBe(45_000);
  });

  it('reads a moov placed after the media data, and refuses a file without one or with a box longer than the file', () => {
    const file = mp4({ seconds: 3 });
    const ftypEnd = file.readUInt32BE(0);
    const moovEnd = ftypEnd + file.readUInt32BE(ftypEnd);
    const moovLast = Buffer.concat([file.subarray(0, ftypEnd), file.subarray(moovEnd), file.subarray(ftypEnd, moovEnd)]);
    expect(readMp4Info(moovLast)?.durationMs).toBe(3000);
    expect(readMp4Info(Buffer.concat([file.subarray(0, ftypEnd), box('mdat', Buffer.alloc(8))]))).toBeNull();
    expect(readMp4Info(file.subarray(0, file.length - 10))).toBeNull();
  });

  it('blanks user data (a GPS position) into free boxes of the same size', () => {
    const file = mp4({ seconds: 2, location: '+48.8584+002.2945/' });
    expect(file.includes(Buffer.from('+48.8584'))).toBe(true);
    const scrubbed = scrubMp4Metadata(file);
    expect(scrubbed.length).toBe(file.length);
    expect(scrubbed.includes(Buffer.from('+48.8584'))).toBe(false);
    expect(scrubbed.includes(Buffer.from('udta'))).toBe(false);
    expect(readMp4Info(scrubbed)?.durationMs).toBe(2000);
    // The original is left as it was.
    expect(file.includes(Buffer.from('+48.8584'))).toBe(true);
  });
});

describe('WebM container', () => {
  it('reads the declared Duration, the timestamp scale and the picture size', () => {
    expect(readWebmInfo(webm({ seconds: 9.25, width: 1080, height: 1920 }))).toEqual({ durationMs: 9250, width: 1080, height: 1920 });
  });

  it("falls back to the blocks' timestamps when Duration is missing (MediaRecorder), and never trusts a shorter Duration", () => {
    expect(readWebmInfo(webm({ blockTimesMs: [0, 4000, 12_000, 21_500] }))?.durationMs).toBe(21_500);
    expect(readWebmInfo(webm({ seconds: 3, blockTimesMs: [0, 10_000, 40_000] }))?.durationMs).toBe(40_000);
  });

  it('refuses a file with no segment or no length at all', () => {
    const file = webm({ seconds: 1 });
    expect(readWebmInfo(file.subarray(0, 40))).toBeNull();
    expect(readWebmInfo(webm({ blockTimesMs: [0] }))).toBeNull();
  });
});

describe("a browser's own recordings (MediaRecorder)", () => {
  const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

  it('reads a WebM without Duration from its clusters', () => {
    const info = readWebmInfo(fixture('media-recorder-3s.webm'));
    expect(info).toMatchObject({ width: 320, height: 240 });
    expect(info!.durationMs).toBeGreaterThan(3000);
    expect(info!.durationMs).toBeLessThan(3400);
  });

  it('reads a fragmented MP4 from its fragments', () => {
    const info = readMp4Info(fixture('media-recorder-3s.mp4'));
    expect(info).toMatchObject({ width: 320, height: 240 });
    expect(info!.durationMs).toBeGreaterThan(3000);
    expect(info!.durationMs).toBeLessThan(3400);
  });
});

describe('video intake', () => {
  it('sniffs by the bytes: images, MP4, QuickTime and WebM videos, nothing else', async () => {
    expect(await sniffMedia(mp4({ seconds: 1 }))).toEqual({ kind: 'video', mime: 'video/mp4' });
    expect(await sniffMedia(mp4({ seconds: 1, brand: 'qt  ' }))).toEqual({ kind: 'video', mime: 'video/quicktime' });
    expect(await sniffMedia(webm({ seconds: 1 }))).toEqual({ kind: 'video', mime: 'video/webm' });
    expect(await sniffMedia(pdf)).toBeNull();
    expect(await sniffMedia(Buffer.from('just some text, named clip.mp4'))).toBeNull();
  });

  it('answers the type and extension a video is stored with', () => {
    expect(inspectVideo(mp4({ seconds: 4, brand: 'qt  ' }), 'video/quicktime')).toMatchObject({ contentType: 'video/quicktime', extension: 'mov', durationMs: 4000 });
    expect(inspectVideo(webm({ seconds: 4 }), 'video/webm')).toMatchObject({ contentType: 'video/webm', extension: 'webm', durationMs: 4000 });
    expect(inspectVideo(pdf, 'application/pdf')).toBeNull();
  });
});
