import PauseIcon from '@mui/icons-material/Pause';
import PlayIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { clockText } from '@/lib/audioPeaks';
import { useWaveform } from './useWaveform';
import { WaveformTrack, type TrackMarker } from './WaveformTrack';

export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

export interface WaveformPlayerHandle {
  /** Moves to a moment (and keeps playing if it was). */
  seek: (seconds: number) => void;
  /** The moment played now, in seconds. */
  currentTime: () => number;
}

interface WaveformPlayerProps {
  src: string;
  /** What is played, e.g. "Question 6": names the player's controls. */
  label: string;
  /** The length the server measured, until the file says (recordings often do not). */
  durationHint?: number | null;
  markers?: readonly TrackMarker[];
  /** Offers the speeds (marking); a learner's player plays at 1×. */
  withSpeeds?: boolean;
  ref?: Ref<WaveformPlayerHandle>;
}

const finite = (value: number | undefined | null) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * A recording's player: play and pause, the time, a speed (0.75× to 2×) and its waveform, drawn
 * from the decoded audio, as a keyboard-usable slider with the notes' moments on it. One player
 * plays one recording: give it `key={src}` where the recording changes.
 */
export function WaveformPlayer(props: WaveformPlayerProps) {
  const { src, label, durationHint, markers = [], withSpeeds = false, ref } = props;
  const audio = useRef<HTMLAudioElement>(null);
  const speedId = useId();
  const waveform = useWaveform(src);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [fileDuration, setFileDuration] = useState<number | undefined>(undefined);
  const duration =
    fileDuration ??
    (waveform.status === 'ready' ? finite(waveform.waveform.durationSeconds) : undefined) ??
    finite(durationHint) ??
    0;

  const seek = (seconds: number) => {
    const element = audio.current;
    if (element) element.currentTime = seconds;
    setPosition(seconds);
  };
  useImperativeHandle(ref, () => ({
    seek,
    currentTime: () => audio.current?.currentTime ?? position,
  }));

  // A smooth playhead while playing: the element's timeupdate comes only a few times a second.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      setPosition(audio.current?.currentTime ?? 0);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <Box>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onLoadedMetadata={(event) => setFileDuration(finite(event.currentTarget.duration))}
        onDurationChange={(event) => setFileDuration(finite(event.currentTarget.duration))}
        onTimeUpdate={(event) => {
          if (!playing) setPosition(event.currentTarget.currentTime);
        }}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}
      >
        <IconButton
          onClick={toggle}
          aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
          color="primary"
          sx={{ border: 1, borderColor: 'primary.main' }}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 96 }}>
          {clockText(position)} / {clockText(duration)}
        </Typography>
        {withSpeeds && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
            <Typography component="label" htmlFor={speedId} variant="body2">
              Speed
            </Typography>
            <Box
              component="select"
              id={speedId}
              value={speed}
              onChange={(event) => setSpeed(Number(event.target.value))}
              sx={{ font: 'inherit', py: 0.5, px: 1, borderRadius: 1, borderColor: 'grey.500' }}
            >
              {PLAYBACK_SPEEDS.map((value) => (
                <option key={value} value={value}>
                  {value}×
                </option>
              ))}
            </Box>
          </Stack>
        )}
      </Stack>
      <WaveformTrack
        peaks={waveform.status === 'ready' ? waveform.waveform.peaks : null}
        position={position}
        duration={duration}
        markers={markers}
        label={`Position in ${label}`}
        onSeek={seek}
      />
      {waveform.status === 'loading' && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Drawing the waveform…
        </Typography>
      )}
    </Box>
  );
}
