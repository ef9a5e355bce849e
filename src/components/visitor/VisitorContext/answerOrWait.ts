/** Why a late answer still counts: docs/architecture.md, "Rules that hold everywhere" (the visitor's two answers). */
export interface AnswerOrWait<T> {
  /** a rejection counts as no answer (null) */
  request: Promise<T | null>;
  waitMs: number;
  onWaitedOut: () => void;
  onAnswer: (value: T | null) => void;
}

/** Returns a function that stops both the wait and a late answer (the provider went away). */
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
