/**
 * Tiny but well-formed video containers built byte by byte, so tests need no fixture files or encoder: an MP4 (or
 * QuickTime) with a movie header, one video track and its sample table, and a WebM with its Info, a video track
 * and one cluster. They carry no real frames: only what a container reader looks at.
 */

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const zeros = (n: number) => Buffer.alloc(n);

export const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, version: number, ...payload: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...payload);

const matrix = Buffer.concat([u32(0x10000), u32(0), u32(0), u32(0), u32(0x10000), u32(0), u32(0), u32(0), u32(0x40000000)]);

export interface Mp4Options {
  /** The movie header's length, in seconds. */
  seconds: number;
  /** The track's length from its sample table, in seconds (defaults to `seconds`). */
  trackSeconds?: number;
  width?: number;
  height?: number;
  /** 'isom' (MP4) or 'qt  ' (QuickTime). */
  brand?: string;
  /** A udta box with a GPS position (©xyz), as phones write it. */
  location?: string;
  /** Bytes of media data, to make the file as large as a test needs. */
  mdatBytes?: number;
}

export function mp4(opts: Mp4Options) {
  const timescale = 1000;
  const trackSeconds = opts.trackSeconds ?? opts.seconds;
  const mvhd = fullBox('mvhd', 0, u32(0), u32(0), u32(timescale), u32(Math.round(opts.seconds * timescale)), u32(0x10000), u16(0x100), zeros(10), matrix, zeros(24), u32(2));
  const tkhd = fullBox(
    'tkhd',
    0,
    u32(0),
    u32(0),
    u32(1),
    u32(0),
    u32(Math.round(opts.seconds * timescale)),
    zeros(8),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    matrix,
    u32((opts.width ?? 320) << 16),
    u32((opts.height ?? 240) << 16),
  );
  // The media header says the movie's length; the sample table (30 frames a second) may say more.
  const frames = Math.round(trackSeconds * 30);
  const mdhd = fullBox('mdhd', 0, u32(0), u32(0), u32(30), u32(Math.round(opts.seconds * 30)), u16(0x55c4), u16(0));
  const hdlr = fullBox('hdlr', 0, u32(0), Buffer.from('vide'), zeros(12), Buffer.from('VideoHandler\0'));
  const stts = fullBox('stts', 0, u32(1), u32(frames), u32(1));
  const stbl = box('stbl', stts);
  const minf = box('minf', stbl);
  const mdia = box('mdia', mdhd, hdlr, minf);
  const trak = box('trak', tkhd, mdia);
  const udta = opts.location ? box('udta', box('\u00a9xyz', u16(opts.location.length), u16(0x15c7), Buffer.from(opts.location))) : Buffer.alloc(0);
  const moov = box('moov', mvhd, trak, udta);
  const brand = opts.brand ?? 'isom';
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), u32(0x200), Buffer.from(brand, 'latin1'), Buffer.from('mp41'));
  return Buffer.concat([ftyp, moov, box('mdat', zeros(opts.mdatBytes ?? 64))]);
}

// ─── WebM ────────────────────────────────────────────────────────────────────────────────────────────────────

const idBytes = (id: number) => {
  const bytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from(bytes);
};
/** An 8-byte size: 0x01 then seven bytes. */
const size8 = (n: number) => {
  const b = Buffer.alloc(8);
  b[0] = 0x01;
  b.writeUIntBE(n, 2, 6);
  return b;
};
export const el = (id: number, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([idBytes(id), size8(body.length), body]);
};
const uint = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const float64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(n);
  return b;
};
const simpleBlock = (relativeMs: number, bytes = 16) => {
  const b = Buffer.alloc(4 + bytes);
  b[0] = 0x81; // track 1
  b.writeInt16BE(relativeMs, 1);
  b[3] = 0x80; // keyframe
  return el(0xa3, b);
};

export interface WebmOptions {
  /** The Info's Duration in seconds; omitted as a browser's MediaRecorder does. */
  seconds?: number;
  /** Timestamps (ms) of the blocks, one cluster per 10 s. */
  blockTimesMs?: number[];
  width?: number;
  height?: number;
  /** Bytes of padding in each block. */
  blockBytes?: number;
}

export function webm(opts: WebmOptions) {
  const header = el(0x1a45dfa3, el(0x4286, Buffer.from([1])), el(0x42f7, Buffer.from([1])), el(0x4282, Buffer.from('webm')), el(0x4287, Buffer.from([4])), el(0x4285, Buffer.from([2])));
  const info = el(0x1549a966, el(0x2ad7b1, uint(1_000_000)), ...(opts.seconds !== undefined ? [el(0x4489, float64(opts.seconds * 1000))] : []));
  const video = el(0xe0, el(0xb0, uint(opts.width ?? 640)), el(0xba, uint(opts.height ?? 360)));
  const tracks = el(0x1654ae6b, el(0xae, el(0xd7, Buffer.from([1])), el(0x83, Buffer.from([1])), el(0x86, Buffer.from('V_VP9')), video));
  const byCluster = new Map<number, number[]>();
  for (const t of opts.blockTimesMs ?? [0]) {
    const start = Math.floor(t / 10_000) * 10_000;
    byCluster.set(start, [...(byCluster.get(start) ?? []), t - start]);
  }
  const clusters = [...byCluster].map(([start, rel]) => el(0x1f43b675, el(0xe7, uint(start)), ...rel.map((r) => simpleBlock(r, opts.blockBytes))));
  return Buffer.concat([header, el(0x18538067, info, tracks, ...clusters)]);
}

/** A one-page PDF's first bytes: a real type, but not one a story takes. */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
