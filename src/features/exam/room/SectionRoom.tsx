import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AttemptResponse, OpenSection } from '@contract/examTypes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  usePauseAttemptMutation,
  useResumeAttemptMutation,
  useSubmitSectionMutation,
} from '../api/examApi';
import { questionShown } from '../model/examRoomSlice';
import { isAnswered, placeQuestions } from '../model/questions';
import { selectRoom } from '../model/roomSelectors';
import { flushSaves, toggleFlag } from '../model/roomThunks';
import { tabId } from '../model/tabId';
import { FinishSectionDialog } from './FinishSectionDialog';
import { HideScreen } from './HideScreen';
import { questionDomId } from './questions/questionIds';
import { LARGER_TEXT_ZOOM, type RoomDisplay } from './roomDisplay';
import { RoomFooter } from './RoomFooter';
import { RoomHeader } from './RoomHeader';
import { SectionBody } from './SectionBody';
import { ShortcutsDialog } from './ShortcutsDialog';
import { TimeWarning } from './Timer';
import { useRoomShortcuts, type RoomShortcutCode } from './useRoomShortcuts';
import { useSaveScheduler } from './useSaveScheduler';
import { useTimeUp } from './useSecondsLeft';
import { TimeUpNotice } from './screens/TimeUpNotice';

/** Moves focus to a question's first field (or its block), after it has been drawn. */
function focusQuestion(questionId: string) {
  requestAnimationFrame(() => {
    const block = document.getElementById(questionDomId(questionId));
    if (!block) return;
    const field = block.querySelector<HTMLElement>(
      'input:not([type=hidden]):not([disabled]), textarea, select, button:not([disabled])',
    );
    (field ?? block).focus({ preventScroll: true });
    block.scrollIntoView?.({ block: 'nearest' });
  });
}

/** The open section: header, time warning, the questions, the footer with the navigator. */
export function SectionRoom({
  response,
  open,
  display,
  onDisplayChange,
}: {
  response: AttemptResponse;
  open: OpenSection;
  display: RoomDisplay;
  onDisplayChange: (next: Partial<RoomDisplay>) => void;
}) {
  const dispatch = useAppDispatch();
  const { attempt } = response;
  const room = useAppSelector(selectRoom);
  const placed = useMemo(() => placeQuestions(open.section), [open.section]);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const expired = useTimeUp(attempt.pausedAt);
  const [hidden, setHidden] = useState(false);
  const [help, setHelp] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const navigatorRef = useRef<HTMLElement | null>(null);
  const [submitSection, submitState] = useSubmitSectionMutation();
  const [pause] = usePauseAttemptMutation();
  const [resume] = useResumeAttemptMutation();
  useSaveScheduler();

  const index = Math.max(
    0,
    placed.findIndex((entry) => entry.question.id === room.questionId),
  );
  const current = placed[index];
  const go = useCallback(
    (questionId: string) => {
      dispatch(questionShown(questionId));
      focusQuestion(questionId);
    },
    [dispatch],
  );

  const onShortcut = useCallback(
    (code: RoomShortcutCode) => {
      if (code === 'KeyN' && placed[index + 1]) go(placed[index + 1]!.question.id);
      if (code === 'KeyP' && placed[index - 1]) go(placed[index - 1]!.question.id);
      // A spoken answer is the server's (its recording): nothing to flag, and a save of it is refused.
      if (code === 'KeyF' && current && current.question.type !== 'speech')
        void dispatch(toggleFlag(current.question.id));
      if (code === 'KeyQ') {
        if (wide)
          navigatorRef.current
            ?.querySelector<HTMLElement>('[aria-current="step"], button')
            ?.focus();
        else setNavigatorOpen(true);
      }
      if (code === 'KeyH') setHidden((value) => !value);
      if (code === 'KeyK') setHelp(true);
    },
    [current, dispatch, go, index, placed, wide],
  );
  useRoomShortcuts(onShortcut, room.halted === null);

  const timeUp = room.halted?.reason === 'sectionClosed' || expired;
  // When time runs out here, anything typed since the last save goes at once (within the grace).
  useEffect(() => {
    if (expired) void dispatch(flushSaves());
  }, [dispatch, expired]);

  const paused = attempt.pausedAt !== null;
  const finish = async () => {
    await dispatch(flushSaves());
    await submitSection({ attemptId: attempt.id, sectionId: open.section.id, tabId: tabId() });
    setFinishing(false);
  };

  const unanswered = placed.filter(
    (entry) => !isAnswered(room.answers[entry.question.id]?.value),
  ).length;
  const flaggedCount = placed.filter((entry) => room.answers[entry.question.id]?.flagged).length;

  return (
    <Box
      sx={{
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        color: 'text.primary',
        zoom: display.largerText ? LARGER_TEXT_ZOOM : undefined,
      }}
    >
      <RoomHeader
        testName={attempt.testName}
        sectionTitle={open.section.title}
        candidateNumber={attempt.candidateNumber}
        mode={attempt.mode}
        pausedAt={attempt.pausedAt}
        display={display}
        onDisplayChange={onDisplayChange}
        onHide={() => setHidden(true)}
        onPause={() => void pause({ attemptId: attempt.id, tabId: tabId() })}
        onHelp={() => setHelp(true)}
      />
      {/* At zero the notice below speaks for the clock: a warning of time left would be stale. */}
      {timeUp ? null : <TimeWarning pausedAt={attempt.pausedAt} />}
      <Box component="main" id="exam-main" sx={{ flex: 1, minHeight: 0 }}>
        <SectionBody open={open} placed={placed} attemptId={attempt.id} mode={attempt.mode} />
      </Box>
      <RoomFooter
        placed={placed}
        index={index}
        flagged={current ? (room.answers[current.question.id]?.flagged ?? false) : false}
        locked={room.halted !== null}
        wide={wide}
        navigatorOpen={navigatorOpen}
        navigatorRef={navigatorRef}
        onNavigatorOpen={setNavigatorOpen}
        onGo={go}
        onFlag={() => current && void dispatch(toggleFlag(current.question.id))}
        onFinish={() => setFinishing(true)}
      />
      <FinishSectionDialog
        open={finishing}
        sectionTitle={open.section.title}
        unanswered={unanswered}
        flagged={flaggedCount}
        busy={submitState.isLoading}
        onCancel={() => setFinishing(false)}
        onConfirm={() => void finish()}
      />
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
      {hidden ? <HideScreen onShow={() => setHidden(false)} /> : null}
      {paused && !timeUp ? (
        <HideScreen
          title="The test is paused"
          text="Practice mode: the clock has stopped. Your answers are kept."
          action="Resume"
          onShow={() => void resume({ attemptId: attempt.id, tabId: tabId() })}
        />
      ) : null}
      {timeUp ? (
        <TimeUpNotice sectionTitle={open.section.title} message={room.halted?.message} />
      ) : null}
    </Box>
  );
}
