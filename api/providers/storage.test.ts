import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError, localDiskStorage } from './storage.js';

const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));
const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile()).map((e) => e.name);

describe('local disk storage', () => {
  it('stores a stream and reads it back, with its size, hash and first bytes', async () => {
    const storage = localDiskStorage(mkdtempSync(join(tmpdir(), 'hearth-storage-')));
    const stored = await storage.put('file-0001', chunks('%PD', 'F-1.7', ' rest'), 100, 8);
    expect(stored).toMatchObject({ sizeBytes: 13, head: Buffer.from('%PDF-1.7') });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    const back = await storage.get('file-0001');
    const bytes: Buffer[] = [];
    for await (const chunk of back!) bytes.push(chunk as Buffer);
    expect(Buffer.concat(bytes).toString()).toBe('%PDF-1.7 rest');
  });

  it('stops a stream past the cap and leaves nothing behind', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hearth-storage-'));
    const storage = localDiskStorage(root);
    await expect(storage.put('file-0002', chunks('12345', '67890', 'x'), 10, 4)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(filesUnder(root)).toEqual([]);
    expect(await storage.get('file-0002')).toBeNull();
  });

  it('refuses keys that could leave its directory', async () => {
    const storage = localDiskStorage(mkdtempSync(join(tmpdir(), 'hearth-storage-')));
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Unsafe storage key/);
  });
});
