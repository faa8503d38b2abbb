import type { UploadFileType } from '../../../common/uploads.js';

/** How many leading bytes the checks below need. */
export const MAGIC_BYTES_NEEDED = 16;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** ISO base media brands of HEIF still images (HEIC is HEIF with HEVC inside). */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

function isHeif(head: Buffer): boolean {
  if (!startsWith(head, ascii('ftyp'), 4)) return false;
  const brand = head.subarray(8, 12).toString('latin1');
  return HEIF_BRANDS.includes(brand);
}

const CHECKS: Record<UploadFileType, (head: Buffer) => boolean> = {
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pdf: (head) => startsWith(head, ascii('%PDF-')),
  heic: isHeif,
  // A client-encrypted blob is opaque by design: any bytes are a valid one.
  enc: () => true,
};

/**
 * Kept by hand rather than file-type (issue 13): file-type 21 accepts a PNG only with
 * a well-formed IHDR chunk after the signature (the rule here, and the sample files
 * the api, gateway and e2e tests upload, accept the 8-byte signature), it reports the
 * HEIF brands heim/heis as MP4 and FF D8 FF F7 as JPEG-LS, and its answer is async.
 * Switching would refuse files accepted today; the check stays the signature table above.
 *
 * Whether the first bytes of a file are those of its declared type. A file's name
 * and Content-Type are only claims; this is what keeps a script named photo.png
 * out of the files we serve back to other people.
 */
export function contentMatchesType(head: Buffer, fileType: UploadFileType): boolean {
  return CHECKS[fileType](head);
}
