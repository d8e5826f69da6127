import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useGetLessonNotesQuery } from '../api/notesApi';
import { seekTo } from '../player/videoActions';
import { NewNoteForm } from './NewNoteForm';
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
  const currentTime = () => videoRef?.current?.currentTime ?? 0;
  const seek = (seconds: number) => {
    const video = videoRef?.current;
    if (!video) return;
    seekTo(video, seconds);
    video.focus();
    void video.play().catch(() => undefined);
  };

  return (
    <Box component="section" aria-labelledby="notes-title" sx={{ mt: 4 }}>
      <Typography id="notes-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        My notes
      </Typography>
      <NewNoteForm lessonId={lessonId} currentTime={videoRef ? currentTime : undefined} />
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
