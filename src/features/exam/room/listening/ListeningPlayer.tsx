import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { AudioPlay, ExamMode } from '@contract/examTypes';
import type { AudioStimulus } from '@contract/exams/form';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { usePlayAudioMutation } from '../../api/examApi';
import { formatSeconds } from '../../model/clock';
import { tabId } from '../../model/tabId';
import { Transcript } from './Transcript';

type Phase = 'ready' | 'interrupted' | 'starting' | 'playing' | 'ended' | 'failed';

function phaseOf(play: AudioPlay | undefined, mode: ExamMode): Phase {
  if (!play) return 'ready';
  if (mode === 'practice') return 'ready';
  return play.finished ? 'ended' : 'interrupted';
}

const ANNOUNCE: Partial<Record<Phase, string>> = {
  playing: 'The recording is playing.',
  ended: 'The recording has ended. Use the time left to check your answers.',
};

/**
 * A listening part's recording. Exam mode: it plays once, with no pause or seek; the server
 * records the first play, so after a reload it continues where it is and, once over, never
 * plays again. Practice mode: the browser's own controls, and the transcript once answered.
 */
export function ListeningPlayer({
  attemptId,
  mode,
  audio,
  play,
  partAnswered,
}: {
  attemptId: string;
  mode: ExamMode;
  audio: AudioStimulus;
  play: AudioPlay | undefined;
  partAnswered: boolean;
}) {
  const [phase, setPhase] = useState<Phase>(() => phaseOf(play, mode));
  const [src, setSrc] = useState<string>();
  const [offset, setOffset] = useState(0);
  const [elapsed, setElapsed] = useState(play?.offsetSeconds ?? 0);
  const [volume, setVolume] = useState(80);
  const [error, setError] = useState<string>();
  const element = useRef<HTMLAudioElement>(null);
  const [playAudio] = usePlayAudioMutation();

  useEffect(() => {
    if (element.current) element.current.volume = volume / 100;
  }, [volume, src]);

  const start = async () => {
    setPhase('starting');
    const result = await playAudio({ attemptId, audioId: audio.audioId, tabId: tabId() });
    if (result.error !== undefined) {
      if (getErrorStatus(result.error) === 409) return setPhase('ended');
      setError(getErrorMessage(result.error));
      return setPhase('failed');
    }
    setOffset(result.data.offsetSeconds);
    setSrc(result.data.src);
    setPhase('playing');
  };

  // Once the address has arrived: start at the server's offset (a reload continues, exam mode).
  useEffect(() => {
    const media = element.current;
    if (!media || !src) return;
    media.currentTime = offset;
    void media.play().catch(() => {
      if (mode === 'exam') setPhase('interrupted');
    });
  }, [src, offset, mode]);

  const duration = audio.durationSeconds;
  return (
    <Box
      component="section"
      aria-label="Recording"
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        mb: 2,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        {mode === 'exam' &&
        (phase === 'ready' || phase === 'interrupted' || phase === 'starting') ? (
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            onClick={() => void start()}
            disabled={phase === 'starting'}
          >
            {phase === 'interrupted' ? 'Continue the recording' : 'Play the recording'}
          </Button>
        ) : null}
        {mode === 'practice' && !src ? (
          <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => void start()}>
            Play the recording
          </Button>
        ) : null}
        {mode === 'exam' && phase === 'playing' ? (
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              Playing: {formatSeconds(Math.floor(elapsed))} of {formatSeconds(duration)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (elapsed / duration) * 100)}
              aria-label="How far the recording has played"
            />
          </Box>
        ) : null}
        {mode === 'exam' && phase === 'ended' ? (
          <Typography sx={{ flex: 1, fontWeight: 600 }}>
            The recording has ended. Use the time left to check your answers.
          </Typography>
        ) : null}
        {mode === 'exam' && phase === 'ready' ? (
          <Typography variant="body2" sx={{ flex: 1 }}>
            The recording plays once ({formatSeconds(duration)}), without pause. Read the questions
            first if you wish.
          </Typography>
        ) : null}
        {mode === 'exam' && phase === 'interrupted' ? (
          <Typography variant="body2" sx={{ flex: 1 }}>
            The recording kept its time while the page was away: it continues from where it is now.
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 180 }}>
          <VolumeUpIcon aria-hidden />
          <Slider
            value={volume}
            onChange={(_event, value) => setVolume(value as number)}
            aria-label="Volume"
            size="small"
          />
        </Stack>
      </Stack>
      {src ? (
        <Box
          component="audio"
          ref={element}
          src={src}
          controls={mode === 'practice'}
          preload="auto"
          onTimeUpdate={(event: React.SyntheticEvent<HTMLAudioElement>) =>
            setElapsed(event.currentTarget.currentTime)
          }
          onEnded={() => mode === 'exam' && setPhase('ended')}
          sx={mode === 'practice' ? { width: '100%', mt: 2 } : { display: 'none' }}
        />
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      {mode === 'practice' ? (
        <Transcript attemptId={attemptId} audioId={audio.audioId} available={partAnswered} />
      ) : null}
      <Box sx={visuallyHidden} aria-live="polite">
        {ANNOUNCE[phase] ?? ''}
      </Box>
    </Box>
  );
}
