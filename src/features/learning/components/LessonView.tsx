import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LessonPlayback } from '@contract/types';
import { SafeHtml } from '@/components/SafeHtml';
import { LessonVideo } from './LessonVideo';

/** One lesson: its video, or its article, under its title. */
export interface LessonViewProps {
  playback: LessonPlayback;
  onAddressesExpired: () => void;
  /** Saved progress (owners only): where to resume, whether it is done, and how to save. */
  progress?: {
    startAt: number;
    completed: boolean;
    save: (positionSeconds: number, completed: boolean) => void;
  };
}

export function LessonView({ playback, onAddressesExpired, progress }: LessonViewProps) {
  const { lesson } = playback;
  return (
    <Box component="article" aria-labelledby="lesson-title">
      {lesson.kind === 'video' ? (
        <LessonVideo
          playback={playback}
          startAt={progress?.startAt}
          onProgress={progress?.save}
          onAddressesExpired={onAddressesExpired}
        />
      ) : null}
      <Typography id="lesson-title" variant="h5" component="h2" sx={{ mt: 2, mb: 1 }}>
        {lesson.title}
      </Typography>
      {lesson.kind === 'article' && (
        <SafeHtml html={lesson.articleHtml} sx={{ '& p': { mb: 1.5 }, maxWidth: '70ch' }} />
      )}
      {progress &&
        (progress.completed ? (
          <Typography sx={{ mt: 2, color: 'success.dark', fontWeight: 700 }}>Completed</Typography>
        ) : (
          <Button
            variant="outlined"
            sx={{ mt: 2 }}
            onClick={() => progress.save(lesson.durationSeconds, true)}
          >
            Mark as complete
          </Button>
        ))}
    </Box>
  );
}
