import { describe, expect, it } from 'vitest';
import { checkFile } from './checkFile';

const MB = 1024 * 1024;

describe('checkFile', () => {
  it.each([
    [{ name: 'rex.jpg', size: 2 * MB, type: 'image/jpeg' }, 'animal_photo', 'image/jpeg'],
    [{ name: 'Rex.JPEG', size: 100, type: 'image/jpeg' }, 'animal_photo', 'image/jpeg'],
    [{ name: 'me.heic', size: 3 * MB, type: '' }, 'applicant_profile_photo', 'image/heic'],
    [{ name: 'me.heic', size: 3 * MB, type: 'image/heif' }, 'applicant_profile_photo', 'image/heif'],
    [{ name: 'payslip.pdf', size: 10 * MB, type: 'application/pdf' }, 'income_document', 'application/pdf'],
    [{ name: 'licence.enc', size: 500, type: '' }, 'identity_document', 'application/octet-stream'],
    [{ name: 'scan.png', size: 500, type: 'application/octet-stream' }, 'identity_document', 'image/png'],
  ] as const)('accepts %o as %s, declared as %s', (file, purpose, contentType) => {
    expect(checkFile(file, purpose)).toMatchObject({ ok: true, contentType });
  });

  it('refuses a document where a photo is asked for, naming the types that work', () => {
    expect(checkFile({ name: 'rex.pdf', size: 100, type: 'application/pdf' }, 'animal_photo')).toEqual({
      ok: false, message: 'rex.pdf cannot be uploaded here. Choose a JPEG, PNG or HEIC file.',
    });
  });

  it('refuses types the product does not take, and names without an extension', () => {
    expect(checkFile({ name: 'notes.docx', size: 100, type: 'application/msword' }, 'income_document'))
      .toEqual({ ok: false, message: 'notes.docx cannot be uploaded here. Choose a JPEG, PNG, PDF, HEIC or ENC file.' });
    expect(checkFile({ name: 'scan', size: 100, type: 'image/png' }, 'identity_document').ok).toBe(false);
  });

  it('refuses a file over 10 MB, saying how large it is', () => {
    expect(checkFile({ name: 'big.pdf', size: 12.5 * MB, type: 'application/pdf' }, 'income_document')).toEqual({
      ok: false, message: 'big.pdf is 12.5 MB. Choose a file of at most 10 MB.',
    });
  });

  it('refuses an empty file', () => {
    expect(checkFile({ name: 'empty.png', size: 0, type: 'image/png' }, 'animal_photo').ok).toBe(false);
  });
});
