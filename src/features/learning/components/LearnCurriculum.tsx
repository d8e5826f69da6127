import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import DoneIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/LockOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CurriculumLesson, LearnCourse } from '@contract/types';
import { canOpen } from '../model/lessonChoice';

/** '2 of 3 done' for a section the owner has started, else how long it is. */
function sectionProgress(lessons: CurriculumLesson[], completed: Set<string>): string {
  const done = lessons.filter((lesson) => completed.has(lesson.id)).length;
  return done === lessons.length ? 'All done' : `${done} of ${lessons.length} done`;
}

const minutes = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} min`;

interface LearnCurriculumProps {
  course: LearnCourse;
  currentLessonId: string | undefined;
  lessonPath: (lessonId: string) => string;
}

/** The course's sections and lessons; open ones link to the player, locked ones say so. */
export function LearnCurriculum({ course, currentLessonId, lessonPath }: LearnCurriculumProps) {
  const completed = new Set(
    course.progress.filter((entry) => entry.completed).map((entry) => entry.lessonId),
  );
  return (
    <Box component="nav" aria-label="Course lessons">
      {course.sections.map((section) => (
        <Box key={section.id} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {section.title}
          </Typography>
          {course.owned && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {sectionProgress(section.lessons, completed)}
            </Typography>
          )}
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {section.lessons.map((lesson) => {
              const open = canOpen(course, lesson);
              const current = lesson.id === currentLessonId;
              const done = completed.has(lesson.id);
              const Icon = done
                ? DoneIcon
                : !open
                  ? LockIcon
                  : lesson.kind === 'article'
                    ? ArticleIcon
                    : PlayIcon;
              const label = (
                <>
                  <Icon
                    fontSize="small"
                    aria-hidden
                    sx={{ mt: '2px', color: done ? 'success.main' : undefined }}
                  />
                  <Box component="span" sx={{ flex: 1 }}>
                    {lesson.title}
                    {(!open || done) && (
                      <Box component="span" sx={{ position: 'absolute', left: -10000 }}>
                        {done ? ' (completed)' : ' (locked)'}
                      </Box>
                    )}
                  </Box>
                  {lesson.preview && !course.owned && (
                    <Box
                      component="span"
                      sx={{ fontSize: '0.8rem', fontWeight: 700, color: 'secondary.dark' }}
                    >
                      Preview
                    </Box>
                  )}
                  <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {minutes(lesson.durationSeconds)}
                  </Box>
                </>
              );
              const rowSx = {
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                px: 1.5,
                py: 1,
                borderRadius: 1,
                color: open ? 'text.primary' : 'text.secondary',
                textDecoration: 'none',
                bgcolor: current ? 'action.selected' : undefined,
                fontWeight: current ? 700 : 400,
              };
              return (
                <li key={lesson.id}>
                  {open ? (
                    <Box
                      component={RouterLink}
                      to={lessonPath(lesson.id)}
                      aria-current={current ? 'page' : undefined}
                      sx={{ ...rowSx, '&:hover': { bgcolor: 'action.hover' } }}
                    >
                      {label}
                    </Box>
                  ) : (
                    <Box sx={rowSx}>{label}</Box>
                  )}
                </li>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
