import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Recommendation } from '@contract/examTypes';
import { paths } from '@/config/paths';

/** What to work on next: the academy's courses for the weakest skill, with why. */
export function NextSteps({ recommendations }: { recommendations: Recommendation[] }) {
  return (
    <Box component="section" aria-labelledby="next-heading" sx={{ mb: 4 }}>
      <Typography id="next-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        What to work on next
      </Typography>
      {recommendations.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Browse our courses for the skill you would like to improve.{' '}
          <Box component={RouterLink} to={paths.courses} sx={{ color: 'primary.main' }}>
            All courses
          </Box>
        </Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1.5 }}>{recommendations[0]!.reason}</Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {recommendations.map((course) => (
              <Card key={course.courseSlug} variant="outlined">
                <CardContent>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {course.title}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button
                    component={RouterLink}
                    to={paths.course(course.courseSlug)}
                    aria-label={`See the course ${course.title}`}
                  >
                    See the course
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
