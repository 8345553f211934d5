import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** A tiny S3 stand-in on 127.0.0.1: path-style PUT, GET and DELETE of objects, kept in memory. */
async function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string | undefined; cache: string | undefined }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent((req.url ?? '').split('?')[0]!);
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: req.headers['content-type'], cache: req.headers['cache-control'] as string | undefined });
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'GET' && objects.has(key)) {
        res.writeHead(200, { 'content-type': objects.get(key)!.type ?? 'application/octet-stream' }).end(objects.get(key)!.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { objects, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

describe('S3-compatible storage (against a local fake)', async () => {
  const s3 = await fakeS3();
  afterAll(() => s3.close());
  const storage = createS3Storage({ endpoint: s3.url, bucket: 'clutch', accessKeyId: 'test', secretAccessKey: 'test' });

  it('puts, addresses and deletes objects path-style', async () => {
    await storage.put('2030/01/abc.webp', Buffer.from('webp-bytes'), 'image/webp');
    expect(s3.objects.get('/clutch/2030/01/abc.webp')).toEqual({
      body: Buffer.from('webp-bytes'),
      type: 'image/webp',
      cache: 'public, max-age=31536000, immutable',
    });
    expect(storage.url('2030/01/abc.webp')).toBe(`${s3.url}/clutch/2030/01/abc.webp`);
    const res = await fetch(storage.url('2030/01/abc.webp'));
    expect(await res.text()).toBe('webp-bytes');
    await storage.delete('2030/01/abc.webp');
    expect(s3.objects.size).toBe(0);
  });

  it('uses S3_PUBLIC_URL for addresses when set, and refuses keys that could escape', () => {
    const cdn = createS3Storage({ endpoint: s3.url, bucket: 'clutch', publicUrl: 'https://cdn.example.com/' });
    expect(cdn.url('2030/01/abc.webp')).toBe('https://cdn.example.com/2030/01/abc.webp');
    expect(() => cdn.url('../etc/passwd')).toThrow();
  });
});

describe('disk storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-disk-'));
  const storage = createDiskStorage({ root });

  it('writes under the root, answers /uploads URLs, deletes (twice without error), refuses traversal', async () => {
    await storage.put('2030/01/x.webp', Buffer.from('x'), 'image/webp');
    expect(fs.readFileSync(path.join(root, '2030', '01', 'x.webp'), 'utf8')).toBe('x');
    expect(storage.url('2030/01/x.webp')).toBe('/uploads/2030/01/x.webp');
    await storage.delete('2030/01/x.webp');
    await storage.delete('2030/01/x.webp');
    expect(fs.existsSync(path.join(root, '2030', '01', 'x.webp'))).toBe(false);
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });
});
