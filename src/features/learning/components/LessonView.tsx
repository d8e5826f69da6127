import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LessonPlayback } from '@contract/types';
import { SafeHtml } from '@/components/SafeHtml';
import { LessonVideo } from './LessonVideo';

/** One lesson: its video, or its article, under its title. */
export function LessonView({
  playback,
  onAddressesExpired,
}: {
  playback: LessonPlayback;
  onAddressesExpired: () => void;
}) {
  const { lesson } = playback;
  return (
    <Box component="article" aria-labelledby="lesson-title">
      {lesson.kind === 'video' ? (
        <LessonVideo playback={playback} onAddressesExpired={onAddressesExpired} />
      ) : null}
      <Typography id="lesson-title" variant="h5" component="h2" sx={{ mt: 2, mb: 1 }}>
        {lesson.title}
      </Typography>
      {lesson.kind === 'article' && (
        <SafeHtml html={lesson.articleHtml} sx={{ '& p': { mb: 1.5 }, maxWidth: '70ch' }} />
      )}
    </Box>
  );
}
