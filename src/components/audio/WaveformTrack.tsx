import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { clockText } from '@/lib/audioPeaks';

export interface TrackMarker {
  atSeconds: number;
  label: string;
}

interface WaveformTrackProps {
  /** 0 to 1 per bar; null draws a plain track (no waveform could be decoded). */
  peaks: number[] | null;
  position: number;
  duration: number;
  markers: readonly TrackMarker[];
  label: string;
  onSeek: (seconds: number) => void;
}

const HEIGHT = 72;

function draw(
  canvas: HTMLCanvasElement,
  peaks: number[],
  played: number,
  colours: [string, string],
) {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(HEIGHT * ratio);
  const context = canvas.getContext('2d');
  if (!context || width === 0) return;
  context.scale(ratio, ratio);
  context.clearRect(0, 0, width, HEIGHT);
  const step = width / peaks.length;
  const bar = Math.max(1, step * 0.7);
  peaks.forEach((peak, index) => {
    const height = Math.max(2, peak * (HEIGHT - 8));
    context.fillStyle = (index + 0.5) / peaks.length <= played ? colours[0] : colours[1];
    context.fillRect(index * step, (HEIGHT - height) / 2, bar, height);
  });
}

/**
 * The recording as a waveform (or a plain track) with the notes' moments marked: a slider for the
 * keyboard (arrows ±5 s, Page Up/Down ±30 s, Home, End) and a click or a drag to seek.
 */
export function WaveformTrack({
  peaks,
  position,
  duration,
  markers,
  label,
  onSeek,
}: WaveformTrackProps) {
  const theme = useTheme();
  const canvas = useRef<HTMLCanvasElement>(null);
  const played = duration > 0 ? Math.min(1, position / duration) : 0;

  useEffect(() => {
    if (!peaks || !canvas.current) return;
    const element = canvas.current;
    const colours: [string, string] = [theme.palette.primary.main, theme.palette.grey[400]];
    draw(element, peaks, played, colours);
    const observer = new ResizeObserver(() => draw(element, peaks, played, colours));
    observer.observe(element);
    return () => observer.disconnect();
  }, [peaks, played, theme]);

  const seekTo = (seconds: number) => onSeek(Math.max(0, Math.min(duration, seconds)));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: position - 5,
      ArrowDown: position - 5,
      ArrowRight: position + 5,
      ArrowUp: position + 5,
      PageDown: position - 30,
      PageUp: position + 30,
      Home: 0,
      End: duration,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    seekTo(moves[event.key]!);
  };
  const seekAtPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) seekTo(((event.clientX - box.left) / box.width) * duration);
  };

  return (
    <Box
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(position)}
      aria-valuetext={`${clockText(position)} of ${clockText(duration)}`}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seekAtPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) seekAtPointer(event);
      }}
      sx={{
        position: 'relative',
        height: HEIGHT,
        borderRadius: 1,
        bgcolor: 'grey.100',
        cursor: 'pointer',
        touchAction: 'none',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {peaks ? (
        <Box
          component="canvas"
          ref={canvas}
          aria-hidden="true"
          sx={{ width: '100%', height: HEIGHT, display: 'block' }}
        />
      ) : (
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: '50%',
            height: 6,
            mt: '-3px',
            bgcolor: 'grey.300',
            borderRadius: 3,
          }}
        >
          <Box
            sx={{
              width: `${played * 100}%`,
              height: '100%',
              bgcolor: 'primary.main',
              borderRadius: 3,
            }}
          />
        </Box>
      )}
      {duration > 0 &&
        markers.map((marker) => (
          <Box
            key={`${marker.atSeconds}-${marker.label}`}
            aria-hidden="true"
            title={marker.label}
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${Math.min(100, (marker.atSeconds / duration) * 100)}%`,
              width: 3,
              ml: '-1px',
              bgcolor: 'warning.main',
              '&::before': {
                content: '""',
                position: 'absolute',
                top: 0,
                left: -4,
                borderLeft: '5px solid transparent',
                borderRight: '5px solid transparent',
                borderTop: (t) => `8px solid ${t.palette.warning.main}`,
              },
            }}
          />
        ))}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `${played * 100}%`,
          width: 2,
          bgcolor: 'primary.dark',
        }}
      />
    </Box>
  );
}
