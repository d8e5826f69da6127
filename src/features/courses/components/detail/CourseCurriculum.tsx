import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseDetail } from '@contract/types';
import { paths } from '@/config/paths';
import { countOf } from '@/lib/countOf';
import { formatLessonDuration, formatTotalDuration } from '../../model/courseFacts';

/**
 * The sections' and lessons' styles, once for the whole list: the elements inside are plain
 * HTML, so a course of many lessons does not cost a styled component (and its styles worked out
 * again) per line when the page is drawn and hydrated.
 */
const sectionsSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  overflow: 'hidden',
  '& details + details': { borderTop: 1, borderColor: 'divider' },
  '& summary': {
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
  },
  '& [open] > summary::before': { transform: 'rotate(90deg)' },
  '& ol': { listStyle: 'none', m: 0, p: 0 },
  '& li': { display: 'flex', gap: 2, px: 2, py: 1.25, alignItems: 'baseline' },
  '& .curriculum-title': { flex: 1 },
  '& .curriculum-length': { fontWeight: 400, whiteSpace: 'nowrap' },
  '& .curriculum-note': { color: 'text.secondary' },
  '& .curriculum-duration': { color: 'text.secondary', whiteSpace: 'nowrap' },
} as const;

const previewSx = { color: 'secondary.dark', fontWeight: 700, fontSize: '0.85rem' } as const;

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
      <Box sx={sectionsSx}>
        {course.sections.map((section, index) => {
          const seconds = section.lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0);
          return (
            <details key={section.id} open={index === 0}>
              <summary>
                <span className="curriculum-title">{section.title}</span>
                <span className="curriculum-length">
                  {`${countOf(section.lessons.length, 'lesson')} · ${formatTotalDuration(seconds)}`}
                </span>
              </summary>
              <ol>
                {section.lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <span className="curriculum-title">
                      {lesson.title}
                      {lesson.kind === 'article' && (
                        <span className="curriculum-note"> (reading)</span>
                      )}
                    </span>
                    {lesson.preview && (
                      <Link
                        component={RouterLink}
                        to={paths.learn(course.slug, lesson.id)}
                        aria-label={`Preview: ${lesson.title}`}
                        sx={previewSx}
                      >
                        Preview
                      </Link>
                    )}
                    <span className="curriculum-duration">
                      {formatLessonDuration(lesson.durationSeconds)}
                    </span>
                  </li>
                ))}
              </ol>
            </details>
          );
        })}
      </Box>
    </Box>
  );
}
