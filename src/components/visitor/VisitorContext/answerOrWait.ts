/**
 * How the visitor stores take the page's two answers (runtime config, geo). The download link waits for them
 * so that the visitor gets their own link; it waits at most `waitMs`, then goes ahead with what it has. An
 * answer that comes later still counts: the store takes it when it arrives, so a visitor on a slow network
 * gets the region dialog and the download block too, only later. (The request itself gives up only on a
 * connection that hangs: `VISITOR_ANSWER_LIMIT_MS` in `src/lib/visitorRequests.ts`.)
 */
export interface AnswerOrWait<T> {
  /** the page's request; it never rejects with a useful value, a rejection counts as no answer (null) */
  request: Promise<T | null>;
  /** how long the store stays unsettled without an answer */
  waitMs: number;
  /** called once if `waitMs` passes first */
  onWaitedOut: () => void;
  /** called with the answer (null for a failure) whenever it comes */
  onAnswer: (value: T | null) => void;
}

/** Starts waiting; returns a function that stops both the wait and a late answer (the provider went away). */
export function answerOrWait<T>({request, waitMs, onWaitedOut, onAnswer}: AnswerOrWait<T>): () => void {
  let stopped = false;
  const waited = setTimeout(() => {
    if (!stopped) onWaitedOut();
  }, waitMs);
  void request
    .catch(() => null)
    .then((value) => {
      clearTimeout(waited);
      if (!stopped) onAnswer(value);
    });
  return () => {
    stopped = true;
    clearTimeout(waited);
  };
}
