import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ExamResult } from '@contract/examTypes';
import { skillScoreText } from '../model/resultText';

/** Each skill's band or score: marked by the computer at once, or by an evaluator later. */
export function SkillScores({ result }: { result: ExamResult }) {
  return (
    <Box component="section" aria-labelledby="skills-heading" sx={{ mb: 4 }}>
      <Typography id="skills-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {result.scheme === 'ielts' ? 'Band by skill' : 'Score by skill'}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr 1fr',
            md: `repeat(${Math.min(result.skills.length, 5)}, 1fr)`,
          },
        }}
      >
        {result.skills.map((skill) => {
          const score = skillScoreText(result, skill);
          return (
            <Card component="li" key={skill.sectionId} variant="outlined">
              <CardContent>
                <Typography sx={{ fontWeight: 600 }}>{skill.title}</Typography>
                <Typography
                  component="p"
                  sx={{
                    fontSize: '2rem',
                    fontWeight: 800,
                    color: score ? 'primary.main' : 'text.secondary',
                  }}
                >
                  {score ?? '…'}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {skill.marking === 'objective'
                    ? `${skill.raw ?? 0} of ${skill.maxRaw ?? 0} marks · marked at once`
                    : score
                      ? 'Marked by an evaluator'
                      : 'With our evaluators'}
                </Typography>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
