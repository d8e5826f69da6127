import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { AudioStimulus } from '@contract/exams/form';
import { usePlayAudioMutation } from '../../api/examApi';
import { tabId } from '../../model/tabId';

/** The examiner's (or caller's) recorded lines before a spoken answer. */
export function ExaminerAudio({ attemptId, audio }: { attemptId: string; audio: AudioStimulus }) {
  const [playAudio, { data, isLoading, isError }] = usePlayAudioMutation();
  const [ended, setEnded] = useState(false);
  return (
    <Box sx={{ my: 1.5 }}>
      {!data ? (
        <Button
          variant="outlined"
          startIcon={<PlayArrowIcon />}
          disabled={isLoading}
          onClick={() => void playAudio({ attemptId, audioId: audio.audioId, tabId: tabId() })}
        >
          Hear the question
        </Button>
      ) : (
        <Box
          component="audio"
          src={data.src}
          autoPlay
          onEnded={() => setEnded(true)}
          aria-label="The examiner's question"
        />
      )}
      {ended ? (
        <Box component="span" sx={{ ml: 1 }}>
          The question has been played.
        </Box>
      ) : null}
      {isError ? (
        <Box component="span" sx={{ ml: 1 }}>
          The question could not be played; read it above.
        </Box>
      ) : null}
    </Box>
  );
}
