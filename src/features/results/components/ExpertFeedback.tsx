import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ExamResult } from '@contract/examTypes';
import { scoreText } from '@contract/exams/scoreText';
import { CriteriaList } from './CriteriaList';
import { AnnotatedEssay } from './AnnotatedEssay';
import { AnnotatedRecordings } from './AnnotatedRecordings';

/**
 * The skills an evaluator marked: each unit's criteria with their band, what that band looks like
 * and the evaluator's comments, then the essay with their notes on it, or the recordings with
 * their notes at their moments.
 */
export function ExpertFeedback({ result }: { result: ExamResult }) {
  const expert = result.skills.filter(
    (skill) => skill.marking === 'expert' && skill.units.length > 0,
  );
  if (expert.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="feedback-heading" sx={{ mb: 4 }}>
      <Typography id="feedback-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        Your evaluator&apos;s feedback
      </Typography>
      {expert.map((skill) => (
        <Paper
          key={skill.sectionId}
          variant="outlined"
          component="section"
          aria-labelledby={`feedback-${skill.sectionId}`}
          sx={{ p: { xs: 2, md: 3 }, mb: 2.5 }}
        >
          <Typography
            id={`feedback-${skill.sectionId}`}
            variant="h3"
            sx={{ fontSize: '1.25rem', fontWeight: 700 }}
          >
            {skill.title}
            {skill.score !== null && `: ${scoreText(result.scheme, skill.score, skill.cefr)}`}
          </Typography>
          {skill.comment && <Typography sx={{ mt: 1 }}>{skill.comment}</Typography>}
          {skill.units.map((unit) => (
            <Box
              key={unit.unitId}
              component="section"
              aria-labelledby={`unit-${unit.unitId}`}
              sx={{ mt: 3 }}
            >
              <Typography
                id={`unit-${unit.unitId}`}
                variant="h4"
                sx={{ fontSize: '1.1rem', fontWeight: 700 }}
              >
                {unit.title} · {scoreText(result.scheme, unit.score)}
              </Typography>
              <CriteriaList scheme={result.scheme} criteria={unit.criteria} />
              {unit.responses.map((response) =>
                response.text !== null ? (
                  <AnnotatedEssay
                    key={response.questionId}
                    text={response.text}
                    prompt={response.prompt}
                    annotations={unit.annotations.filter(
                      (note) => note.questionId === response.questionId,
                    )}
                  />
                ) : null,
              )}
              {unit.responses.some((response) => response.recordingSrc) && (
                <AnnotatedRecordings responses={unit.responses} annotations={unit.annotations} />
              )}
            </Box>
          ))}
        </Paper>
      ))}
    </Box>
  );
}
