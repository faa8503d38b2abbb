export interface Photo {
  url: string;
  alt: string;
}

/**
 * v20 answers photo paths relative to its root (`/v20/files/photos/...`); browsers
 * fetch them from V20_PUBLIC_URL. Absolute URLs (a CDN) are kept as they are.
 */
export function photoUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Photos with alt text a screen reader can say ("Sunny bedroom, photo 2 of 3"). */
export function photosOf(publicUrl: string, subject: string, paths: readonly string[]): Photo[] {
  return paths.map((path, i) => ({
    url: photoUrl(publicUrl, path),
    alt: paths.length > 1 ? `${subject}, photo ${i + 1} of ${paths.length}` : subject,
    fileId: /^\/v20\/files\/public\/building-photos\/([0-9a-f-]{36})$/.exec(path)?.[1] ?? null,
  }));
}
