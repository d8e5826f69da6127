import NextIcon from '@mui/icons-material/NavigateNext';
import PreviousIcon from '@mui/icons-material/NavigateBefore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { LessonPlayback } from '@contract/types';
import { SafeHtml } from '@/components/SafeHtml';
import type { NeighbourLesson } from '../model/lessonChoice';
import { reportCompleted, type SavedProgress, type SaveProgress } from '../model/lessonProgress';
import { LessonNotes } from './LessonNotes';
import { LessonVideo } from './LessonVideo';

/** One lesson: its video, or its article, under its title. */
export interface LessonViewProps {
  playback: LessonPlayback;
  onAddressesExpired: () => void;
  /**
   * Saved progress (owners only): where to resume, whether it is done, how to save, and how to
   * mark a completed lesson as not done (answers what to tell the learner).
   */
  progress?: SavedProgress & { save: SaveProgress; reopen?: () => Promise<string | undefined> };
  previous?: NeighbourLesson;
  next?: NeighbourLesson;
}

export function LessonView({
  playback,
  onAddressesExpired,
  progress,
  previous,
  next,
}: LessonViewProps) {
  const { lesson } = playback;
  const video = useRef<HTMLVideoElement>(null);
  const navigate = useNavigate();
  // When a completion asked for does not count yet, the server says what to do.
  const [notice, setNotice] = useState<string>();
  const [reopening, setReopening] = useState(false);
  const reopen = async () => {
    if (!progress?.reopen) return;
    setReopening(true);
    setNotice(await progress.reopen());
    setReopening(false);
  };
  const save: SaveProgress | undefined =
    progress &&
    (async (report) => {
      const answer = await progress.save(report);
      if (report.completed) setNotice(answer);
      return answer;
    });
  return (
    <Box component="article" aria-labelledby="lesson-title">
      {lesson.kind === 'video' ? (
        <LessonVideo
          playback={playback}
          videoRef={video}
          startAt={progress?.startAt}
          onProgress={save}
          onAddressesExpired={onAddressesExpired}
          upNext={next && { title: next.title, open: () => void navigate(next.path) }}
        />
      ) : null}
      <Typography id="lesson-title" variant="h5" component="h2" sx={{ mt: 2, mb: 1 }}>
        {lesson.title}
      </Typography>
      {lesson.kind === 'article' && (
        <SafeHtml html={lesson.articleHtml} sx={{ '& p': { mb: 1.5 }, maxWidth: '70ch' }} />
      )}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        {progress &&
          (progress.completed ? (
            <>
              <Typography sx={{ color: 'success.dark', fontWeight: 700 }}>Completed</Typography>
              {progress.reopen && (
                <Button size="small" disabled={reopening} onClick={() => void reopen()}>
                  Mark as not done
                </Button>
              )}
            </>
          ) : (
            <Button
              variant="outlined"
              onClick={() => void save?.(reportCompleted(lesson.durationSeconds))}
            >
              Mark as complete
            </Button>
          ))}
        {progress && !progress.completed && notice && (
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {notice}
          </Typography>
        )}
        <Box component="nav" aria-label="Lessons" sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          {previous && (
            <Button
              component={RouterLink}
              to={previous.path}
              startIcon={<PreviousIcon />}
              aria-label={`Previous lesson: ${previous.title}`}
            >
              Previous
            </Button>
          )}
          {next && (
            <Button
              component={RouterLink}
              to={next.path}
              endIcon={<NextIcon />}
              aria-label={`Next lesson: ${next.title}`}
            >
              Next
            </Button>
          )}
        </Box>
      </Box>
      {progress && (
        <LessonNotes lessonId={lesson.id} videoRef={lesson.kind === 'video' ? video : undefined} />
      )}
    </Box>
  );
}
