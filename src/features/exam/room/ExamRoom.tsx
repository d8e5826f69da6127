import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { useCallback, useEffect } from 'react';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { getErrorCode, getErrorMessage } from '@/store/api/errorMessage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useGetAttemptQuery, useGetBriefingQuery, useOpenAttemptMutation } from '../api/examApi';
import '../model/examRoomSlice';
import { selectRoom } from '../model/roomSelectors';
import { enterSection } from '../model/roomThunks';
import { tabId } from '../model/tabId';
import { highContrastTheme, LARGER_TEXT_ZOOM, useRoomDisplay } from './roomDisplay';
import { EndScreen } from './screens/EndScreen';
import { SectionIntro } from './screens/SectionIntro';
import { TakeoverScreen } from './screens/TakeoverScreen';
import { SectionRoom } from './SectionRoom';
import { useTimeUp } from './useSecondsLeft';

type Claim = 'opening' | 'held' | 'elsewhere' | 'failed';

function claimOf(state: { isSuccess: boolean; isError: boolean; error?: unknown }): Claim {
  if (state.isSuccess) return 'held';
  if (!state.isError) return 'opening';
  return getErrorCode(state.error) === 'ATTEMPT_ELSEWHERE' ? 'elsewhere' : 'failed';
}

/** How often the room asks the server while it waits for it (a section closing, the next starting). */
const WAIT_POLL_MS = 2000;

/**
 * The exam room for one attempt: claims it for this tab (or offers to take it over), then shows
 * the open section, the next section's intro, or the end. Time is the server's: when it closes a
 * section the room follows.
 */
export function ExamRoom({
  attemptId,
  entitlementId,
}: {
  attemptId: string;
  entitlementId: string;
}) {
  const dispatch = useAppDispatch();
  const [openAttempt, openState] = useOpenAttemptMutation();
  const [display, changeDisplay] = useRoomDisplay();
  const room = useAppSelector(selectRoom);
  const briefing = useGetBriefingQuery(entitlementId);

  const open = useCallback(
    (takeover: boolean) => void openAttempt({ attemptId, tabId: tabId(), takeover }),
    [attemptId, openAttempt],
  );
  useEffect(() => open(false), [open]);
  const claim = claimOf(openState);
  const claimMessage = openState.error ? getErrorMessage(openState.error) : '';

  const waitingForClose = room.halted?.reason === 'sectionClosed';
  const attemptQuery = useGetAttemptQuery(attemptId, { skip: claim !== 'held' });
  const data = attemptQuery.data;
  const between = data !== undefined && data.open === null && data.attempt.status === 'in_progress';
  const timeUpHere = useTimeUp(data?.attempt.pausedAt ?? null) && room.sectionId !== null;
  useGetAttemptQuery(attemptId, {
    skip: claim !== 'held' || !(waitingForClose || between || timeUpHere),
    pollingInterval: WAIT_POLL_MS,
    skipPollingIfUnfocused: false,
  });

  // A section opened (start, resume, the next one): the room's own state follows it.
  const current = data?.open ?? null;
  useEffect(() => {
    if (
      data &&
      current &&
      (room.attemptId !== data.attempt.id || room.sectionId !== current.section.id)
    )
      void dispatch(enterSection(data));
  }, [current, data, dispatch, room.attemptId, room.sectionId]);

  let screen;
  if (claim === 'opening' || (claim === 'held' && !data && attemptQuery.isLoading))
    screen = <PageSpinner />;
  else if (claim === 'elsewhere' || room.halted?.reason === 'takenOver')
    screen = (
      <TakeoverScreen
        kind={claim === 'elsewhere' ? 'elsewhere' : 'takenOver'}
        message={claim === 'elsewhere' ? claimMessage : (room.halted?.message ?? '')}
        busy={openState.isLoading}
        onTakeOver={() =>
          void openAttempt({ attemptId, tabId: tabId(), takeover: true })
            .unwrap()
            .then((taken) => dispatch(enterSection(taken)))
            .catch(() => undefined)
        }
      />
    );
  else if (claim === 'failed' || !data)
    screen = (
      <Box sx={{ p: 3 }}>
        <RetryAlert onRetry={() => open(false)}>
          {claimMessage || getErrorMessage(attemptQuery.error)}
        </RetryAlert>
      </Box>
    );
  else if (current && room.sectionId === current.section.id)
    screen = (
      <SectionRoom
        response={data}
        open={current}
        display={display}
        onDisplayChange={changeDisplay}
      />
    );
  else if (current) screen = <PageSpinner />;
  else {
    const next = data.attempt.sections.find((s) => s.status !== 'closed');
    screen =
      next && data.attempt.status === 'in_progress' ? (
        <SectionIntro
          attempt={data.attempt}
          section={next}
          instructions={briefing.data?.sections.find((s) => s.id === next.id)?.instructions}
        />
      ) : (
        <EndScreen attempt={data.attempt} />
      );
  }

  const framed = (
    <Box sx={{ zoom: display.largerText && !current ? LARGER_TEXT_ZOOM : undefined }}>{screen}</Box>
  );
  return display.highContrast ? (
    <ThemeProvider theme={highContrastTheme}>{framed}</ThemeProvider>
  ) : (
    framed
  );
}
