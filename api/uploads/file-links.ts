import { loadSecret } from '../auth/secrets.js';
import type { ApiConfig } from '../config.js';
import { downloadExpiry, signDownload, signUpload, type UploadGrant } from '../domain/uploads/signature.js';

const secrets = new WeakMap<ApiConfig, Buffer>();

/** FILE_SIGNING_SECRET, or the one generated into DATA_DIR (read once per config). */
export function fileSigningSecret(config: ApiConfig): Buffer {
  let secret = secrets.get(config);
  if (!secret) {
    secret = loadSecret('file-signing', config.fileSigningSecret, config.dataDir);
    secrets.set(config, secret);
  }
  return secret;
}

/**
 * The address a client PUTs a file to. Like `photo_urls` it is relative to the
 * api's origin (`/v20/uploads/...`); the gateway makes it absolute.
 */
export function uploadPath(config: ApiConfig, grant: UploadGrant): string {
  const query = new URLSearchParams({ expires: String(grant.expires), signature: signUpload(fileSigningSecret(config), grant) });
  return `/v20/uploads/${grant.fileId}?${query}`;
}

/**
 * An address anyone holding it may read the file from, until the end of the
 * seventh day (see `downloadExpiry`). Hand it only to people who may read the
 * file: it is how an <img> shows a private photo without a bearer header.
 */
export function downloadPath(config: ApiConfig, fileId: string, now = Date.now()): string {
  const expires = downloadExpiry(Math.floor(now / 1000));
  const query = new URLSearchParams({ expires: String(expires), signature: signDownload(fileSigningSecret(config), fileId, expires) });
  return `/v20/files/${fileId}?${query}`;
}

/**
 * The stable public address of an uploaded photo of a home, kept in the home's
 * `photo_urls`. Anyone may read it (guests browse listings) while the photo is
 * attached to a home; see GET /files/public/building-photos/{file_id}.
 */
export function buildingPhotoPath(fileId: string): string {
  return `/v20/files/public/building-photos/${fileId.toLowerCase()}`;
}

/** The file id of a `buildingPhotoPath`, or null for any other address (e.g. an illustrated photo). */
export function buildingPhotoFileId(url: string): string | null {
  return /^\/v20\/files\/public\/building-photos\/([0-9a-f-]{36})$/.exec(url)?.[1] ?? null;
}
