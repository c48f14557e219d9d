import { useEffect, useRef, useState } from 'react';
import { notify } from '@app/ui';

/** Reports an upload's progress in percent. */
export type ReportProgress = (percent: number) => void;

export type UploadOutcome = { status: 'uploaded'; key: string } | { status: 'failed' } | { status: 'abandoned' };

export interface UploadSession {
  uploading: boolean;
  /** The running upload's progress in percent; undefined while none runs. */
  progress: number | undefined;
  /** The failure shown under the uploader, or null. */
  error: string | null;
  /**
   * Runs one upload and answers how it ended: `uploaded` with the object key; `failed` (the error is shown and
   * notified); `abandoned` when the session ended meanwhile (the modal closed or opened another record), so the
   * caller leaves the form alone.
   */
  run: (upload: (onProgress: ReportProgress) => Promise<string>) => Promise<UploadOutcome>;
  clearError: () => void;
}

interface SessionState {
  key: string;
  /** Counts the sessions: a new key starts a new one, even when an earlier key comes back. */
  session: number;
  uploading: boolean;
  progress: number | undefined;
  error: string | null;
}

const idle = { uploading: false, progress: undefined, error: null } as const;

/**
 * The upload of a form in a modal; `failedMessage` is the text of a failure, or makes it from the error (the server's
 * reason in the user's language). Each `sessionKey` (an opening of the modal, the record it edits) is a session of
 * its own: a new one starts idle, and an upload that ends after its session did is ignored.
 */
export function useUploadSession(
  sessionKey: string,
  failedMessage: string | ((error: unknown) => string),
): UploadSession {
  const [state, setState] = useState<SessionState>({ key: sessionKey, session: 0, ...idle });
  let current = state;
  if (state.key !== sessionKey) {
    // React's pattern for state that follows a prop: adjusted while rendering, not in an effect.
    current = { key: sessionKey, session: state.session + 1, ...idle };
    setState(current);
  }
  const { session } = current;
  const liveSession = useRef(session);
  useEffect(() => {
    liveSession.current = session;
  }, [session]);

  const update = (change: Partial<SessionState>) =>
    setState((latest) => (latest.session === session ? { ...latest, ...change } : latest));

  const run = async (upload: (onProgress: ReportProgress) => Promise<string>): Promise<UploadOutcome> => {
    update({ uploading: true, progress: 0, error: null });
    try {
      const key = await upload((percent) => update({ progress: percent }));
      if (liveSession.current !== session) return { status: 'abandoned' };
      update(idle);
      return { status: 'uploaded', key };
    } catch (error) {
      if (liveSession.current !== session) return { status: 'abandoned' };
      const message = typeof failedMessage === 'string' ? failedMessage : failedMessage(error);
      update({ ...idle, error: message });
      notify.error(message);
      return { status: 'failed' };
    }
  };

  return {
    uploading: current.uploading,
    progress: current.progress,
    error: current.error,
    run,
    clearError: () => update({ error: null }),
  };
}
