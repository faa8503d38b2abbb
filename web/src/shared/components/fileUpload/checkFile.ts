// The upload rules of common/uploads.ts, applied in the browser before a byte is
// sent: a wrong type or an oversize file is refused next to the field at once,
// instead of after a slow upload. The api checks the same rules (and the bytes).
import {
  CONTENT_TYPES_BY_FILE_TYPE, describeFileTypes, FILE_TYPES_BY_PURPOSE, fileTypeOf, formatBytes, UPLOAD_MAX_BYTES,
  type UploadFileType, type UploadPurpose,
} from '../../../../../common/uploads';

export interface PickedFile {
  readonly name: string;
  readonly size: number;
  /** What the browser guessed; often empty for HEIC and always for ENC files. */
  readonly type: string;
}

export type FileCheck =
  | { ok: true; fileType: UploadFileType; contentType: string }
  | { ok: false; message: string };

/**
 * Whether `file` may be uploaded for `purpose`, and the Content-Type to declare.
 * The type comes from the name's extension, as the api decides it; the browser's
 * guess is used only when it agrees.
 */
export function checkFile(file: PickedFile, purpose: UploadPurpose, maxBytes = UPLOAD_MAX_BYTES): FileCheck {
  const allowed = FILE_TYPES_BY_PURPOSE[purpose];
  const fileType = fileTypeOf(file.name);
  if (!fileType || !allowed.includes(fileType)) {
    return { ok: false, message: `${file.name} cannot be uploaded here. Choose a ${describeFileTypes(allowed)} file.` };
  }
  if (file.size === 0) return { ok: false, message: `${file.name} is empty. Choose another file.` };
  if (file.size > maxBytes) {
    return { ok: false, message: `${file.name} is ${formatBytes(file.size)}. Choose a file of at most ${formatBytes(maxBytes)}.` };
  }
  const contentTypes = CONTENT_TYPES_BY_FILE_TYPE[fileType];
  const contentType = contentTypes.includes(file.type) ? file.type : contentTypes[0]!;
  return { ok: true, fileType, contentType };
}
