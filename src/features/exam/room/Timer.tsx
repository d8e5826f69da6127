import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { formatSeconds, spokenDuration, WARNING_MINUTES } from '../model/clock';
import { useSecondsLeft } from './useSecondsLeft';

/** The warning shown and announced as a threshold is passed. */
export const warningText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left in this section.`;
};

/** The warning due at `seconds` left: once per threshold (10 and 5 minutes). */
export function useTimeWarning(seconds: number | null) {
  const [warning, setWarning] = useState<string | null>(null);
  const passed = useRef(new Set<number>());
  useEffect(() => {
    if (seconds === null || seconds <= 0) return;
    const due = WARNING_MINUTES.filter((m) => seconds <= m * 60 && !passed.current.has(m));
    if (due.length === 0) return;
    // Thresholds already behind on arrival (a resume with 3 minutes left) give one warning.
    WARNING_MINUTES.filter((m) => seconds <= m * 60).forEach((m) => passed.current.add(m));
    setWarning(warningText(seconds));
  }, [seconds]);
  return { warning, dismiss: () => setWarning(null) };
}

/** The section's time left, always in view; amber under 10 minutes, red under 5. */
export function Timer({ pausedAt }: { pausedAt: string | null }) {
  const seconds = useSecondsLeft(pausedAt);
  const paused = pausedAt !== null;
  if (seconds === null) return null;
  const urgent = seconds <= 5 * 60;
  const low = seconds <= 10 * 60;
  return (
    <Box
      role="timer"
      aria-label={`Time left: ${spokenDuration(seconds)}`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        borderRadius: 1,
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        fontSize: '1.1em',
        whiteSpace: 'nowrap',
        bgcolor: urgent ? 'error.main' : low ? 'warning.light' : 'transparent',
        color: urgent ? 'error.contrastText' : low ? 'common.black' : 'inherit',
        border: 1,
        borderColor: urgent ? 'error.main' : 'divider',
      }}
    >
      <AccessTimeIcon fontSize="small" aria-hidden />
      <span aria-hidden>
        {paused ? `Paused ${formatSeconds(seconds)}` : `${formatSeconds(seconds)} left`}
      </span>
    </Box>
  );
}

/**
 * The time warning: shown until dismissed, and announced at once by screen readers (role alert;
 * the region stays in the page so the announcement is not lost).
 */
export function TimeWarning({ pausedAt }: { pausedAt: string | null }) {
  const { warning, dismiss } = useTimeWarning(useSecondsLeft(pausedAt));
  return (
    <Box role="alert" aria-live="assertive">
      {warning ? (
        // The box around is the live region: the Alert's own role would nest a second one.
        <Alert
          role="none"
          severity="warning"
          onClose={dismiss}
          variant="filled"
          sx={{ borderRadius: 0 }}
        >
          {warning}
        </Alert>
      ) : null}
    </Box>
  );
}
