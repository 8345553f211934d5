/**
 * Reads what the server needs from a video's container without decoding it: its length and picture size, from
 * an MP4/QuickTime (ISO BMFF) or a WebM (Matroska) file held whole in memory. Pure byte parsing, no I/O.
 *
 * The length is the longest the file claims anywhere it says so (header, track headers, sample tables,
 * fragments, cluster timestamps), so a header that understates it does not let a longer video through.
 */

export interface VideoInfo {
  durationMs: number;
  /** 0 when the container does not say. */
  width: number;
  height: number;
}

// ─── MP4 / QuickTime (ISO/IEC 14496-12) ──────────────────────────────────────────────────────────────────────

interface Box {
  type: string;
  start: number;
  /** Where the payload starts. */
  body: number;
  end: number;
}

/** The boxes between `start` and `end`; null when one claims more bytes than there are. */
function boxesIn(buf: Buffer, start: number, end: number): Box[] | null {
  const out: Box[] = [];
  let pos = start;
  while (pos + 8 <= end) {
    let size = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    let header = 8;
    if (size === 1) {
      if (pos + 16 > end) return null;
      const large = buf.readBigUInt64BE(pos + 8);
      if (large > BigInt(end - pos)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - pos;
    }
    if (size < header || pos + size > end) return null;
    out.push({ type, start: pos, body: pos + header, end: pos + size });
    pos += size;
  }
  return out;
}

const child = (buf: Buffer, box: Box, type: string) => boxesIn(buf, box.body, box.end)?.find((b) => b.type === type) ?? null;
const children = (buf: Buffer, box: Box, type: string) => boxesIn(buf, box.body, box.end)?.filter((b) => b.type === type) ?? [];

/** A full box's version byte and the offset after version + flags. */
const fullBox = (buf: Buffer, box: Box) => ({ version: buf[box.body]!, flags: buf.readUIntBE(box.body + 1, 3), at: box.body + 4 });

const need = (box: Box, bytes: number, from: number) => from + bytes <= box.end;

/** mvhd/mdhd: the timescale and duration (v0: 32-bit times, v1: 64-bit). Null when too short. */
function timeHeader(buf: Buffer, box: Box): { timescale: number; duration: number } | null {
  const { version, at } = fullBox(buf, box);
  if (version === 1) {
    if (!need(box, 28, at)) return null;
    const duration = buf.readBigUInt64BE(at + 20);
    return { timescale: buf.readUInt32BE(at + 16), duration: duration === 0xffffffffffffffffn ? 0 : Number(duration) };
  }
  if (!need(box, 16, at)) return null;
  const duration = buf.readUInt32BE(at + 12);
  return { timescale: buf.readUInt32BE(at + 8), duration: duration === 0xffffffff ? 0 : duration };
}

interface Mp4Track {
  id: number;
  timescale: number;
  /** In the track's timescale: the longer of the media header's and the sample table's. */
  duration: number;
  width: number;
  height: number;
  /** trex's default sample duration, for fragments that do not carry theirs. */
  defaultSampleDuration: number;
}

function readTrack(buf: Buffer, trak: Box): Mp4Track | null {
  const tkhd = child(buf, trak, 'tkhd');
  const mdia = child(buf, trak, 'mdia');
  const mdhd = mdia && child(buf, mdia, 'mdhd');
  if (!tkhd || !mdhd) return null;
  const { version, at } = fullBox(buf, tkhd);
  const idAt = version === 1 ? at + 16 : at + 8;
  if (!need(tkhd, 4, idAt) || tkhd.end - tkhd.body < 84) return null;
  const time = timeHeader(buf, mdhd);
  if (!time) return null;
  // stts: (sample count, sample delta) pairs; their sum is the media's length.
  let sampled = 0;
  const stbl = (() => {
    const minf = child(buf, mdia, 'minf');
    return minf && child(buf, minf, 'stbl');
  })();
  const stts = stbl && child(buf, stbl, 'stts');
  if (stts) {
    const { at: sttsAt } = fullBox(buf, stts);
    const count = need(stts, 4, sttsAt) ? buf.readUInt32BE(sttsAt) : 0;
    for (let i = 0; i < count && need(stts, 8, sttsAt + 4 + i * 8); i++) {
      sampled += buf.readUInt32BE(sttsAt + 4 + i * 8) * buf.readUInt32BE(sttsAt + 8 + i * 8);
    }
  }
  return {
    id: buf.readUInt32BE(idAt),
    timescale: time.timescale,
    duration: Math.max(time.duration, sampled),
    // 16.16 fixed point, the last 8 bytes of tkhd.
    width: buf.readUInt32BE(tkhd.end - 8) >>> 16,
    height: buf.readUInt32BE(tkhd.end - 4) >>> 16,
    defaultSampleDuration: 0,
  };
}

/** Sums the sample durations of every fragment (moof/traf/trun), per track id. */
function fragmentDurations(buf: Buffer, top: Box[], tracks: Map<number, Mp4Track>) {
  const sums = new Map<number, number>();
  for (const moof of top.filter((b) => b.type === 'moof')) {
    for (const traf of children(buf, moof, 'traf')) {
      const tfhd = child(buf, traf, 'tfhd');
      if (!tfhd) continue;
      const h = fullBox(buf, tfhd);
      if (!need(tfhd, 4, h.at)) continue;
      const trackId = buf.readUInt32BE(h.at);
      let at = h.at + 4;
      if (h.flags & 0x01) at += 8; // base data offset
      if (h.flags & 0x02) at += 4; // sample description index
      let defaultDuration = tracks.get(trackId)?.defaultSampleDuration ?? 0;
      if (h.flags & 0x08 && need(tfhd, 4, at)) defaultDuration = buf.readUInt32BE(at);
      for (const trun of children(buf, traf, 'trun')) {
        const r = fullBox(buf, trun);
        if (!need(trun, 4, r.at)) continue;
        const count = buf.readUInt32BE(r.at);
        let p = r.at + 4;
        if (r.flags & 0x01) p += 4; // data offset
        if (r.flags & 0x04) p += 4; // first sample flags
        const fields = [0x100, 0x200, 0x400, 0x800].filter((f) => r.flags & f).length;
        let total = 0;
        for (let i = 0; i < count; i++) {
          if (r.flags & 0x100) {
            if (!need(trun, 4, p)) break;
            total += buf.readUInt32BE(p);
          } else {
            total += defaultDuration;
          }
          p += fields * 4;
        }
        sums.set(trackId, (sums.get(trackId) ?? 0) + total);
      }
    }
  }
  return sums;
}

export function readMp4Info(buf: Buffer): VideoInfo | null {
  const top = boxesIn(buf, 0, buf.length);
  const moov = top?.find((b) => b.type === 'moov');
  if (!top || !moov) return null;
  const mvhd = child(buf, moov, 'mvhd');
  const movie = mvhd && timeHeader(buf, mvhd);
  if (!movie || movie.timescale === 0) return null;
  let seconds = movie.duration / movie.timescale;

  const tracks = new Map<number, Mp4Track>();
  for (const trak of children(buf, moov, 'trak')) {
    const track = readTrack(buf, trak);
    if (track) tracks.set(track.id, track);
  }
  const mvex = child(buf, moov, 'mvex');
  if (mvex) {
    const mehd = child(buf, mvex, 'mehd');
    if (mehd) {
      const { version, at } = fullBox(buf, mehd);
      const fragmentDuration = version === 1 ? (need(mehd, 8, at) ? Number(buf.readBigUInt64BE(at)) : 0) : need(mehd, 4, at) ? buf.readUInt32BE(at) : 0;
      seconds = Math.max(seconds, fragmentDuration / movie.timescale);
    }
    for (const trex of children(buf, mvex, 'trex')) {
      const { at } = fullBox(buf, trex);
      if (!need(trex, 16, at)) continue;
      const track = tracks.get(buf.readUInt32BE(at));
      if (track) track.defaultSampleDuration = buf.readUInt32BE(at + 8);
    }
  }
  const fragments = fragmentDurations(buf, top, tracks);
  let width = 0;
  let height = 0;
  for (const track of tracks.values()) {
    if (track.timescale > 0) seconds = Math.max(seconds, (track.duration + (fragments.get(track.id) ?? 0)) / track.timescale);
    if (track.width * track.height > width * height) {
      width = track.width;
      height = track.height;
    }
  }
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return { durationMs: Math.round(seconds * 1000), width, height };
}

/** Boxes that carry metadata a player never needs: user data (camera make, GPS position), iTunes-style meta, XMP. */
const METADATA_BOXES = new Set(['udta', 'meta', 'uuid']);

/**
 * A copy of the MP4 with its metadata boxes (top level, in moov and in each track) turned into `free` boxes of
 * zeros: same sizes, so the sample offsets still point at the right bytes, but no location or device left.
 */
export function scrubMp4Metadata(input: Buffer): Buffer {
  const buf = Buffer.from(input);
  const blank = (box: Box) => {
    buf.write('free', box.start + 4, 'latin1');
    buf.fill(0, box.body, box.end);
  };
  const top = boxesIn(buf, 0, buf.length) ?? [];
  for (const box of top) {
    if (METADATA_BOXES.has(box.type)) blank(box);
    if (box.type !== 'moov') continue;
    for (const inner of boxesIn(buf, box.body, box.end) ?? []) {
      if (METADATA_BOXES.has(inner.type)) blank(inner);
      if (inner.type !== 'trak') continue;
      for (const inTrack of boxesIn(buf, inner.body, inner.end) ?? []) if (METADATA_BOXES.has(inTrack.type)) blank(inTrack);
    }
  }
  return buf;
}

// ─── WebM / Matroska (RFC 8794 EBML, RFC 9559) ──────────────────────────────────────────────────────────────

const EBML = {
  header: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  defaultDuration: 0x23e383,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
  timestamp: 0xe7,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
  blockDuration: 0x9b,
} as const;

/** Masters whose children are read in the same flat pass (Matroska ids are unique across levels). */
const ENTERED = new Set<number>([EBML.segment, EBML.info, EBML.tracks, EBML.trackEntry, EBML.video, EBML.cluster, EBML.blockGroup]);

/** A variable-length integer at `pos`: its length, its value with the marker bit kept (ids) or removed (sizes). */
function vint(buf: Buffer, pos: number, keepMarker: boolean): { length: number; value: number; unknown: boolean } | null {
  const first = buf[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (pos + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[pos + i]!;
    if (buf[pos + i] !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

const readUint = (buf: Buffer, pos: number, size: number) => (size === 0 ? 0 : size <= 6 ? buf.readUIntBE(pos, size) : Number(buf.readBigUInt64BE(pos + size - 8)));

export function readWebmInfo(buf: Buffer): VideoInfo | null {
  let pos = 0;
  let sawSegment = false;
  let timestampScale = 1_000_000;
  let declared = 0;
  let clusterTime = 0;
  let lastBlock = 0;
  let latest = 0;
  let frameNs = 0;
  let width = 0;
  let height = 0;

  while (pos < buf.length) {
    const id = vint(buf, pos, true);
    const size = id && vint(buf, pos + id.length, false);
    if (!id || !size) break;
    const data = pos + id.length + size.length;
    if (ENTERED.has(id.value)) {
      if (id.value === EBML.segment) sawSegment = true;
      if (id.value === EBML.cluster) clusterTime = 0;
      pos = data;
      continue;
    }
    // An unknown-size element we do not read into, or one cut short: nothing reliable after it.
    if (size.unknown || data + size.value > buf.length) break;
    const end = data + size.value;
    switch (id.value) {
      case EBML.timestampScale:
        timestampScale = readUint(buf, data, size.value) || timestampScale;
        break;
      case EBML.duration:
        if (size.value === 4) declared = buf.readFloatBE(data);
        else if (size.value === 8) declared = buf.readDoubleBE(data);
        break;
      case EBML.timestamp:
        clusterTime = readUint(buf, data, size.value);
        break;
      case EBML.simpleBlock:
      case EBML.block: {
        const track = vint(buf, data, false);
        if (track && data + track.length + 2 <= end) {
          lastBlock = clusterTime + buf.readInt16BE(data + track.length);
          latest = Math.max(latest, lastBlock);
        }
        break;
      }
      case EBML.blockDuration:
        latest = Math.max(latest, lastBlock + readUint(buf, data, size.value));
        break;
      case EBML.defaultDuration:
        frameNs = Math.max(frameNs, readUint(buf, data, size.value));
        break;
      case EBML.pixelWidth:
        width = Math.max(width, readUint(buf, data, size.value));
        break;
      case EBML.pixelHeight:
        height = Math.max(height, readUint(buf, data, size.value));
        break;
    }
    pos = end;
  }
  if (!sawSegment || !Number.isFinite(declared) || declared < 0) return null;
  const fromBlocks = latest > 0 ? (latest * timestampScale + frameNs) / 1e6 : 0;
  const durationMs = Math.round(Math.max((declared * timestampScale) / 1e6, fromBlocks));
  if (!Number.isFinite(durationMs) || durationMs <= 0) return null;
  return { durationMs, width, height };
}
