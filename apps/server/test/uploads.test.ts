import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema/index.ts';
import { multipart, quickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const user = await quickUser(t, 'up');

const upload = (headers: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) => {
  const form = multipart({}, file);
  return app.inject({ method: 'POST', url: '/api/v1/uploads/images', headers: { ...headers, ...form.headers }, payload: form.payload });
};

describe('POST /uploads/images', () => {
  it('stores the image re-encoded as WebP without metadata and answers its URL', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#ff0000' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    const res = await upload(user.auth, { name: 'banner.jpg', type: 'image/jpeg', bytes: jpeg });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);

    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);

    const [row] = await app.ctx.db.select().from(uploads).where(eq(uploads.key, url.replace('/uploads/', '')));
    expect(row).toMatchObject({ ownerId: user.user.id, purpose: 'image', contentType: 'image/webp', width: 1600, height: 800 });
  });

  it("judges the file by its bytes: a script named .png is refused with the spec's message", async () => {
    const res = await upload(user.auth, { name: 'cover.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE', message: 'The image must be a PNG, JPEG, WebP or GIF file.' });
  });

  it('refuses a missing file, a file over 5 MB, a JSON body and a signed-out caller', async () => {
    const none = await upload(user.auth);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'FILE_REQUIRED', fields: { file: 'Choose an image to upload.' } });

    const big = await upload(user.auth, { name: 'huge.png', type: 'image/png', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'The image must be at most 5 MB.' });

    const json = await app.inject({ method: 'POST', url: '/api/v1/uploads/images', headers: user.auth, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(WEB, { name: 'a.png', type: 'image/png', bytes: png })).statusCode).toBe(401);
    expect(await app.ctx.db.select().from(uploads)).toHaveLength(1);
  });
});
