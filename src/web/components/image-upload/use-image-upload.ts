import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import { uploadImage } from '#web/lib/uploads.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';

interface ImageUploadOptions {
  onUploaded: (url: string) => void;
  /** Tells the form an upload is running, so it waits for it. */
  onUploadingChange: (isUploading: boolean) => void;
  /** The failure text shown from the server's reason (or the fallback when it gave none). */
  describeFailure?: (reason: string) => string;
  fallbackMessage: string;
}

/**
 * One image upload at a time with its percentage and its failure message (shown for a while, the
 * spec's 3 s). `lastFailure` stays until the next upload, so the field keeps a trace of it.
 * Leaving the page cancels an upload still running.
 */
export function useImageUpload({
  onUploaded,
  onUploadingChange,
  describeFailure = (reason) => reason,
  fallbackMessage,
}: ImageUploadOptions) {
  const [progress, setProgress] = useState<number | null>(null);
  const error = useTimedMessage(INLINE_MESSAGE_MS);
  const [lastFailure, setLastFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  /** Uploads the file; true when it arrived. */
  const upload = async (file: File): Promise<boolean> => {
    error.clear();
    setLastFailure(null);
    abort.current = new AbortController();
    setProgress(0);
    onUploadingChange(true);
    try {
      onUploaded(await uploadImage(file, setProgress, abort.current.signal));
      return true;
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) {
        const text = describeFailure(errorMessage(failure, fallbackMessage));
        error.show('error', text);
        setLastFailure(text);
      }
      return false;
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  };

  return { progress, isUploading: progress !== null, error, lastFailure, upload };
}
