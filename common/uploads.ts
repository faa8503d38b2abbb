/**
 * What people may upload (spec §3 "Upload file types" and §5 "Uploads accept the
 * file types listed in section 3"). The api enforces these rules; the web checks the
 * same table before sending a byte, so nobody waits for an upload that will fail.
 */
export const UPLOAD_FILE_TYPES = ['jpeg', 'jpg', 'png', 'pdf', 'heic', 'enc'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** Spec §3 "Photo-only types". */
export const PHOTO_FILE_TYPES = ['jpeg', 'jpg', 'png', 'heic'] as const satisfies readonly UploadFileType[];
const DOCUMENT_FILE_TYPES = UPLOAD_FILE_TYPES;

/** Why a file is uploaded: it decides which types are allowed and who may later read it. */
export const UPLOAD_PURPOSES = [
  'identity_document',
  'income_document',
  'reference_document',
  'animal_photo',
  'applicant_profile_photo',
  'maintenance_photo',
  'building_photo',
  /** Documents handed in about a maintenance ticket (supporting-documentation-submissions). */
  'maintenance_document',
  /** Evidence for a resolution case (issue 7). */
  'case_evidence',
  /** A vendor company's insurance certificate or W-9 (residential-service-providers/{id}/documents). */
  'service_provider_document',
  /** Proof of work a vendor hands in with a job (POST /service-activities/{id}/status photo_file_ids). */
  'service_activity_photo',
  /** A vendor company's photo or logo (PATCH /residential-service-providers/{id} photo_file_id). */
  'service_provider_photo',
  /** Proof of a tenant's own renters insurance, or the certificate of a plan bought through Hearth (docs/renters-insurance.md). */
  'renters_insurance_document',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const FILE_TYPES_BY_PURPOSE: Record<UploadPurpose, readonly UploadFileType[]> = {
  identity_document: DOCUMENT_FILE_TYPES,
  income_document: DOCUMENT_FILE_TYPES,
  reference_document: DOCUMENT_FILE_TYPES,
  animal_photo: PHOTO_FILE_TYPES,
  applicant_profile_photo: PHOTO_FILE_TYPES,
  maintenance_photo: PHOTO_FILE_TYPES,
  building_photo: PHOTO_FILE_TYPES,
  maintenance_document: DOCUMENT_FILE_TYPES,
  case_evidence: DOCUMENT_FILE_TYPES,
  service_provider_document: DOCUMENT_FILE_TYPES,
  service_activity_photo: PHOTO_FILE_TYPES,
  service_provider_photo: PHOTO_FILE_TYPES,
  renters_insurance_document: DOCUMENT_FILE_TYPES,
};

/**
 * The Content-Type each file type is uploaded and served with. `enc` is an opaque
 * blob the client encrypted itself: the api cannot look inside it, so it is stored
 * and served as bytes.
 */
export const CONTENT_TYPES_BY_FILE_TYPE: Record<UploadFileType, readonly string[]> = {
  jpeg: ['image/jpeg'],
  jpg: ['image/jpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
  heic: ['image/heic', 'image/heif'],
  enc: ['application/octet-stream'],
};

/** The product's cap on one file; the api's UPLOAD_MAX_BYTES may lower it, never raise it past the web's check. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** A signed upload address stays valid this long. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** Spec §9: uploaded files are cached for 31536000 s. */
export const UPLOADED_FILE_MAX_AGE_SECONDS = 31_536_000;

/** The file type named by a file name's extension (`Scan.PDF` → `pdf`), or null. */
export function fileTypeOf(fileName: string): UploadFileType | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  const ext = match?.[1]?.toLowerCase();
  return (UPLOAD_FILE_TYPES as readonly string[]).includes(ext ?? '') ? (ext as UploadFileType) : null;
}

/** "JPEG, PNG or HEIC" for messages and hints. */
export function describeFileTypes(types: readonly UploadFileType[]): string {
  const names = [...new Set(types.map((t) => (t === 'jpg' ? 'jpeg' : t)))].map((t) => t.toUpperCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/** The `accept` attribute of a file input for a purpose: extensions and content types. */
export function acceptAttribute(purpose: UploadPurpose): string {
  const types = FILE_TYPES_BY_PURPOSE[purpose];
  return [...new Set([...types.map((t) => `.${t}`), ...types.flatMap((t) => CONTENT_TYPES_BY_FILE_TYPE[t])])].join(',');
}

/** "10 MB", "512 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
