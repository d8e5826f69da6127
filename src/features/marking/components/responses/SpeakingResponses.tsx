import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { MarkingResponse, SkillSignals } from '@contract/examTypes';
import { WaveformPlayer, type WaveformPlayerHandle } from '@/components/audio/WaveformPlayer';
import { clockText } from '@/lib/audioPeaks';
import { useAppDispatch } from '@/store/hooks';
import { annotationAdded } from '../../model/markingSheetSlice';
import { NoteDialog } from './NoteDialog';
import { NoteList, type NumberedNote } from './NoteList';
import { PartJumps } from './PartJumps';
import { ResponsePrompt } from './ResponsePrompt';

interface SpeakingResponsesProps {
  unitId: string;
  title: string;
  responses: MarkingResponse[];
  notes: NumberedNote[];
  transcript: SkillSignals['transcript'];
  editable: boolean;
}

const questionName = (response: MarkingResponse) => `question ${response.number}`;

/**
 * A speaking test to mark: jump between its parts and questions, play each recording at a chosen
 * speed with its waveform, and add notes at the moment playing; each note marks its moment.
 */
export function SpeakingResponses(props: SpeakingResponsesProps) {
  const { unitId, title, responses, notes, transcript, editable } = props;
  const dispatch = useAppDispatch();
  const player = useRef<WaveformPlayerHandle>(null);
  const [currentId, setCurrentId] = useState(responses[0]?.questionId);
  const [moment, setMoment] = useState<number | null>(null);
  const current = responses.find((response) => response.questionId === currentId) ?? responses[0];
  if (!current) return null;
  const own = notes.filter((note) => note.annotation.questionId === current.questionId);
  const words = (transcript ?? []).filter((word) => word.questionId === current.questionId);

  const goTo = (questionId: string, seconds = 0) => {
    setCurrentId(questionId);
    // After the new recording is set: the player starts each recording from its beginning.
    setTimeout(() => player.current?.seek(seconds), 0);
  };

  return (
    <Box component="section" aria-labelledby={`${unitId}-heading`} sx={{ mb: 4 }}>
      <Typography id={`${unitId}-heading`} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {title}
      </Typography>
      <PartJumps responses={responses} currentId={current.questionId} notes={notes} onJump={goTo} />
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 2, mb: 1 }}>
        {current.part ? `${current.part}: ` : ''}Question {current.number}
      </Typography>
      <ResponsePrompt response={current} />
      {current.recordingSrc ? (
        <WaveformPlayer
          key={current.recordingSrc}
          ref={player}
          src={current.recordingSrc}
          label={`the recording of ${questionName(current)}`}
          durationHint={current.durationSeconds}
          markers={own.map((note) => ({
            atSeconds: note.annotation.atSeconds ?? 0,
            label: `Note ${note.number}`,
          }))}
          withSpeeds
        />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          Nothing was recorded for this question.
        </Typography>
      )}
      {editable && current.recordingSrc && (
        <Stack direction="row" sx={{ mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<NoteAddIcon />}
            onClick={() => setMoment(player.current?.currentTime() ?? 0)}
          >
            Add a note at this moment
          </Button>
        </Stack>
      )}
      {words.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            Rough transcript (automatic, may be wrong)
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {words.map((word) => word.word).join(' ')}
          </Typography>
        </Box>
      )}
      <NoteList
        unitId={unitId}
        notes={own}
        editable={editable}
        describe={(note) =>
          `Question ${current.number} at ${clockText(note.annotation.atSeconds ?? 0)}`
        }
        onShow={(note) => goTo(note.annotation.questionId, note.annotation.atSeconds ?? 0)}
        showLabel="Play from"
      />
      <NoteDialog
        open={moment !== null}
        title={`Note at ${clockText(moment ?? 0)} of ${questionName(current)}`}
        withPassage={false}
        onClose={() => setMoment(null)}
        onSave={({ text }) => {
          dispatch(
            annotationAdded({
              unitId,
              annotation: {
                questionId: current.questionId,
                atSeconds: Math.round((moment ?? 0) * 10) / 10,
                text: text.trim(),
              },
            }),
          );
          return true;
        }}
      />
    </Box>
  );
}
