import { useCallback } from 'react';
import type { AnswerValue } from '@contract/exams/answers';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectRoom } from '../../model/roomSelectors';
import { giveAnswer } from '../../model/roomThunks';

/** A question's answer on this device, and how to change it (kept, then saved). */
export function useAnswer(questionId: string) {
  const dispatch = useAppDispatch();
  const value = useAppSelector((state) => selectRoom(state).answers[questionId]?.value ?? null);
  const locked = useAppSelector((state) => selectRoom(state).halted !== null);
  const setValue = useCallback(
    (next: AnswerValue) => void dispatch(giveAnswer({ questionId, value: next })),
    [dispatch, questionId],
  );
  return { value, setValue, locked };
}
