import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

/** Plays a short clip with a volume control; the candidate confirms they can hear it. */
export function SoundCheck({
  src,
  heard,
  onHeard,
}: {
  src: string;
  heard: boolean;
  onHeard: () => void;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [volume, setVolume] = useState(80);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (audio.current) audio.current.volume = volume / 100;
  }, [volume]);
  return (
    <Box component="section" aria-labelledby="sound-check-title">
      <Typography id="sound-check-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        Sound check
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        Put on your headphones and play the sample. Set the volume so you hear it clearly.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 1.5, alignItems: { sm: 'center' } }}
      >
        <Button
          variant="outlined"
          startIcon={<PlayArrowIcon />}
          onClick={() => {
            setFailed(false);
            if (!audio.current) return;
            audio.current.currentTime = 0;
            void audio.current.play().then(
              () => setPlaying(true),
              () => setFailed(true),
            );
          }}
        >
          {playing ? 'Play again' : 'Play the sample'}
        </Button>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 220 }}>
          <VolumeUpIcon aria-hidden />
          <Slider
            value={volume}
            onChange={(_e, value) => setVolume(value as number)}
            aria-label="Volume"
          />
        </Stack>
        <Button
          variant={heard ? 'contained' : 'outlined'}
          color="success"
          startIcon={heard ? <CheckCircleIcon /> : undefined}
          aria-pressed={heard}
          onClick={onHeard}
        >
          I can hear it
        </Button>
      </Stack>
      {failed ? (
        <Typography role="alert" sx={{ mt: 1, color: 'error.main' }}>
          The sample could not be played. Check your speakers or headphones, then try again.
        </Typography>
      ) : null}
      <audio ref={audio} src={src} preload="none" onEnded={() => setPlaying(false)} />
    </Box>
  );
}
