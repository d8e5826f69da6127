import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type RefObject } from 'react';
import { NOTE_MAX_LENGTH, noteTextError } from '@contract/validation';
import { formatClock } from '../formatClock';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useAddNoteMutation, useGetLessonNotesQuery } from '../api/notesApi';
import { seekTo } from '../player/videoActions';
import { NoteItem } from './NoteItem';

interface LessonNotesProps {
  lessonId: string;
  /** The lesson's video, whose time a new note takes and which a note's time seeks; absent for an article. */
  videoRef?: RefObject<HTMLVideoElement | null>;
}

/**
 * The learner's notes on this lesson: one taken at the video's current moment, the list in the
 * order of the video, each moment a button that plays from there.
 */
export function LessonNotes({ lessonId, videoRef }: LessonNotesProps) {
  const { data, error, isLoading, refetch } = useGetLessonNotesQuery(lessonId);
  const [addNote, adding] = useAddNoteMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [moment, setMoment] = useState(0);

  const currentTime = () => videoRef?.current?.currentTime ?? 0;
  const seek = (seconds: number) => {
    const video = videoRef?.current;
    if (!video) return;
    seekTo(video, seconds);
    video.focus();
    void video.play().catch(() => undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = noteTextError(text);
    if (invalid) return setProblem(invalid);
    const result = await addNote({ lessonId, positionSeconds: moment, text });
    if ('error' in result) return setProblem(getErrorMessage(result.error));
    setText('');
    setProblem(undefined);
  };

  const label = videoRef ? `Note at ${formatClock(moment)}` : 'Note';
  return (
    <Box component="section" aria-labelledby="notes-title" sx={{ mt: 4 }}>
      <Typography id="notes-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        My notes
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ mb: 2 }}>
        <TextField
          label={label}
          value={text}
          onFocus={() => text === '' && setMoment(currentTime())}
          onChange={(event) => {
            if (text === '') setMoment(currentTime());
            setText(event.target.value);
            setProblem(undefined);
          }}
          multiline
          minRows={2}
          fullWidth
          error={Boolean(problem)}
          helperText={problem ?? 'Only you can see your notes.'}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }} loading={adding.isLoading}>
          Save note
        </Button>
      </Box>
      {isLoading && <Skeleton variant="rounded" height={64} aria-label="Loading your notes" />}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {`We couldn't load your notes. ${getErrorMessage(error)}`}
        </Alert>
      )}
      {data && data.notes.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          No notes on this lesson yet. Pause where something matters and write it down.
        </Typography>
      )}
      {data && data.notes.length > 0 && (
        <Box
          component="ul"
          aria-label="Notes on this lesson"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {data.notes.map((note) => (
            <NoteItem key={note.id} note={note} onSeek={videoRef ? seek : undefined} />
          ))}
        </Box>
      )}
    </Box>
  );
}
