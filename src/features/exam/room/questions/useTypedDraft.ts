import { useCallback, useEffect, useRef, useState } from 'react';
import { useAnswer } from './useAnswer';

/** How long typing may pause before the text is kept and queued for saving. */
const TYPING_PAUSE_MS = 400;

/**
 * A typed answer: shown as typed at once, kept (IndexedDB, then the server) after a short pause
 * in typing and whenever the field loses focus, so every pause in typing is a saved answer.
 */
export function useTypedDraft(questionId: string) {
  const { value, setValue, locked } = useAnswer(questionId);
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(text);

  const commit = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const current = typeof value === 'string' ? value : '';
    if (latest.current !== current) setValue(latest.current === '' ? null : latest.current);
  }, [setValue, value]);

  const change = (next: string) => {
    setText(next);
    latest.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(commit, TYPING_PAUSE_MS);
  };

  // Leaving the question (or the room) keeps what was typed.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);
  useEffect(() => () => commitRef.current(), []);

  return { text, change, commit, locked };
}
