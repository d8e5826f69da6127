import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseDetail } from '@contract/types';
import { paths } from '@/config/paths';
import { countOf } from '@/lib/countOf';
import { formatLessonDuration, formatTotalDuration } from '../../model/courseFacts';

const summarySx = {
  cursor: 'pointer',
  listStyle: 'none',
  display: 'flex',
  justifyContent: 'space-between',
  gap: 2,
  px: 2,
  py: 1.5,
  fontWeight: 700,
  bgcolor: 'action.hover',
  '&::-webkit-details-marker': { display: 'none' },
  '&::before': { content: '"▸"', mr: 1, transition: 'transform 150ms' },
  '[open] > &::before': { transform: 'rotate(90deg)' },
} as const;

/**
 * Sections and their lessons with running times; the first section starts open. Native
 * <details> elements: keyboard and screen readers know them, and they cost no script.
 */
export function CourseCurriculum({ course }: { course: CourseDetail }) {
  return (
    <Box component="section" aria-labelledby="curriculum-heading">
      <Typography id="curriculum-heading" variant="h5" component="h2" gutterBottom>
        Curriculum
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`${countOf(course.sections.length, 'section')} · ${countOf(course.lessonCount, 'lesson')} · ${formatTotalDuration(course.totalDurationSeconds)} in total`}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        {course.sections.map((section, index) => {
          const seconds = section.lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0);
          return (
            <Box
              component="details"
              key={section.id}
              open={index === 0}
              sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}
            >
              <Box component="summary" sx={summarySx}>
                <Box component="span" sx={{ flex: 1 }}>
                  {section.title}
                </Box>
                <Box component="span" sx={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
                  {`${countOf(section.lessons.length, 'lesson')} · ${formatTotalDuration(seconds)}`}
                </Box>
              </Box>
              <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {section.lessons.map((lesson) => (
                  <Box
                    component="li"
                    key={lesson.id}
                    sx={{ display: 'flex', gap: 2, px: 2, py: 1.25, alignItems: 'baseline' }}
                  >
                    <Box component="span" sx={{ flex: 1 }}>
                      {lesson.title}
                      {lesson.kind === 'article' && (
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {' '}
                          (reading)
                        </Box>
                      )}
                    </Box>
                    {lesson.preview && (
                      <Link
                        component={RouterLink}
                        to={paths.learn(course.slug, lesson.id)}
                        aria-label={`Preview: ${lesson.title}`}
                        sx={{ color: 'secondary.dark', fontWeight: 700, fontSize: '0.85rem' }}
                      >
                        Preview
                      </Link>
                    )}
                    <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                      {formatLessonDuration(lesson.durationSeconds)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
