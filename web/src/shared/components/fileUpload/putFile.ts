// The PUT to a signed address, with XMLHttpRequest because fetch cannot report
// upload progress. Spec §8: any status but 200 is a failure, reported with its
// status and status text (and the api's message when it sent one).

export interface SignedUpload {
  readonly uploadUrl: string;
  readonly headers: ReadonlyArray<{ readonly name: string; readonly value: string }>;
}

export class UploadFailed extends Error {
  constructor(readonly status: number, readonly statusText: string, message: string) {
    super(message);
  }
}

function failureMessage(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // Not JSON: a proxy's page; the status says enough.
  }
  return `The upload failed (${xhr.status} ${xhr.statusText}).`;
}

/** Uploads `file`; `onProgress` gets 0–100. Resolves on HTTP 200 only. */
export function putFile(upload: SignedUpload, file: Blob, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', upload.uploadUrl);
    for (const { name, value } of upload.headers) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status === 200
      ? resolve()
      : reject(new UploadFailed(xhr.status, xhr.statusText, failureMessage(xhr))));
    xhr.onerror = () => reject(new UploadFailed(0, 'Network error', 'The upload failed: check your connection and try again.'));
    xhr.onabort = () => reject(new UploadFailed(0, 'Aborted', 'The upload was cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
