import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import MicIcon from '@mui/icons-material/MicNone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { LevelMeter } from '../media/LevelMeter';
import { canRecord, microphoneProblem, recordingMimeType } from '../media/recordingFormat';
import { useAudioLevel } from '../media/useAudioLevel';

const SAMPLE_SECONDS = 4;

export type MicState = 'unchecked' | 'ok' | 'problem';

/**
 * Opens the microphone with a live level meter, records a few seconds and plays them back. A
 * refused or missing microphone is explained; the candidate may still start (warned).
 */
export function MicCheck({ onResult }: { onResult: (state: MicState) => void }) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string>();
  const [recording, setRecording] = useState(false);
  const [playback, setPlayback] = useState<string>();
  const level = useAudioLevel(stream);
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(
    () => () => {
      streamRef.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );
  useEffect(
    () => () => {
      if (playback) URL.revokeObjectURL(playback);
    },
    [playback],
  );

  const openMicrophone = async () => {
    setProblem(undefined);
    if (!canRecord()) {
      setProblem('This browser cannot record sound. Use a recent Chrome, Edge, Firefox or Safari.');
      return onResult('problem');
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      streamRef.current = media;
      setStream(media);
    } catch (error) {
      setProblem(microphoneProblem(error));
      onResult('problem');
    }
  };

  const recordSample = () => {
    if (!stream) return;
    const mimeType = recordingMimeType();
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    recorder.onstop = () => {
      setRecording(false);
      setPlayback(URL.createObjectURL(new Blob(parts, { type: recorder.mimeType })));
      onResult('ok');
    };
    recorder.start();
    setRecording(true);
    setTimeout(() => recorder.state === 'recording' && recorder.stop(), SAMPLE_SECONDS * 1000);
  };

  return (
    <Box component="section" aria-labelledby="mic-check-title">
      <Typography id="mic-check-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        Microphone check
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        The speaking section records your answers. Allow the microphone, say a few words, then
        listen to yourself.
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
        {!stream ? (
          <Button variant="outlined" startIcon={<MicIcon />} onClick={() => void openMicrophone()}>
            Test my microphone
          </Button>
        ) : (
          <>
            <LevelMeter level={level} />
            <Button
              variant="outlined"
              color={recording ? 'error' : 'primary'}
              startIcon={<FiberManualRecordIcon />}
              disabled={recording}
              onClick={recordSample}
            >
              {recording
                ? `Recording ${SAMPLE_SECONDS} seconds…`
                : `Record ${SAMPLE_SECONDS} seconds`}
            </Button>
          </>
        )}
        {playback ? (
          <Box>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              Your sample:
            </Typography>
            <audio src={playback} controls aria-label="Your recorded sample" />
          </Box>
        ) : null}
        {problem ? (
          <Alert severity="warning">
            {problem} You can still start the test, but you will need a working microphone for the
            speaking section.
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}
