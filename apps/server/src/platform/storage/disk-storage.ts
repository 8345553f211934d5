import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage.ts';

/** Files under `root` (DATA_DIR/uploads), served by the app at `/uploads/<key>`. */
export function createDiskStorage(opts: { root: string; publicPath?: string }): Storage {
  const publicPath = opts.publicPath ?? '/uploads';
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(opts.root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },
    url: (key) => {
      assertSafeKey(key);
      return `${publicPath}/${key}`;
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
