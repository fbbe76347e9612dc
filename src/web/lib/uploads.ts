import { UPLOAD_TOO_LARGE } from '#contracts/uploads.constants.ts';
import { IMAGE_MAX_BYTES } from '#contracts/common.constants.ts';
import type { Endpoint } from '#contracts/endpoint.ts';
import * as uploads from '#contracts/uploads.endpoints.ts';
import { ApiError, checkedSession, handleUnauthorized } from '#web/lib/api-client.ts';
import { pageLanguageHeader } from '#web/lib/page-language.ts';

/** The spec's text for an upload that was accepted but answered no address. */
export const MISSING_URL_MESSAGE = 'Failed to get download URL';

/**
 * Uploads an image (`POST /api/upload`, multipart field `image`) and answers its URL. Uses
 * XMLHttpRequest because fetch cannot report upload progress; `onProgress` gets 0 to 100.
 */
export function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return uploadFile(
    {
      endpoint: uploads.image,
      field: 'image',
      maxBytes: IMAGE_MAX_BYTES,
      tooLarge: UPLOAD_TOO_LARGE,
    },
    file,
    onProgress,
    signal,
  );
}

/** Where a file goes: a multipart endpoint answering `{ url }`, its field, and its size limit. */
export interface FileUploadTarget {
  endpoint: Endpoint;
  field: string;
  maxBytes: number;
  /** The text for a file over `maxBytes`. */
  tooLarge: string;
  /** The text for a failure with no message of its own (the spec's: `tooLarge`). */
  failed?: string;
}

/** Uploads a file to a multipart endpoint and answers its URL, with its progress (0 to 100). */
export function uploadFile(
  { endpoint, field, maxBytes, tooLarge, failed = tooLarge }: FileUploadTarget,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  if (file.size > maxBytes) return Promise.reject(new ApiError(413, tooLarge));
  let session: ReturnType<typeof checkedSession>;
  try {
    session = checkedSession();
  } catch (error) {
    return Promise.reject(error);
  }

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, endpoint.path);
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(pageLanguageHeader())) {
      request.setRequestHeader(name, value);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      handleUnauthorized(request.status, session);
      let payload: { url?: unknown; message?: unknown } = {};
      try {
        payload = JSON.parse(request.responseText || '{}') as typeof payload;
      } catch {
        // A proxy's HTML error page: the fallback message below.
      }
      if (request.status >= 200 && request.status < 300) {
        if (typeof payload.url !== 'string' || !payload.url) {
          reject(new ApiError(request.status, MISSING_URL_MESSAGE));
          return;
        }
        onProgress(100);
        resolve(payload.url);
        return;
      }
      const message =
        typeof payload.message === 'string' && payload.message ? payload.message : failed;
      reject(new ApiError(request.status, message));
    });
    request.addEventListener('error', () => reject(new ApiError(0, failed)));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled', 'AbortError')),
    );
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append(field, file);
    request.send(form);
  });
}
