import { browserCredentials } from '../../app/relay/credentials';

/**
 * The CSV needs the bearer token, which a plain link cannot send: fetch it with
 * the token and hand the browser a Blob to save.
 */
export async function downloadCsv(url: string, fileName: string): Promise<void> {
  const { token } = browserCredentials.read();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`CSV download failed (${response.status})`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
