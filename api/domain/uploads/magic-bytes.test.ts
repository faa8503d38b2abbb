import { describe, expect, it } from 'vitest';
import { contentMatchesType } from './magic-bytes.js';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (s: string) => Buffer.from(s, 'latin1');
const heif = (brand: string) => Buffer.concat([bytes(0, 0, 0, 0x18), text(`ftyp${brand}`), bytes(0, 0, 0, 0)]);

describe('contentMatchesType', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe1)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['pdf', text('%PDF-1.7\n')],
    ['heic', heif('heic')],
    ['heic', heif('mif1')],
    ['heic', heif('heix')],
    ['enc', text('anything at all')],
  ] as const)('accepts a real %s', (type, head) => {
    expect(contentMatchesType(head, type)).toBe(true);
  });

  it.each([
    ['png', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['jpeg', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['pdf', text('<html><script>')],
    ['jpeg', text('%PDF-1.4')],
    ['heic', Buffer.concat([bytes(0, 0, 0, 0x18), text('ftypisom'), bytes(0, 0, 0, 0)])],
    ['heic', text('ftypheic')],
    ['png', bytes()],
  ] as const)('refuses %s that is something else', (type, head) => {
    expect(contentMatchesType(head, type)).toBe(false);
  });
});
