import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SkillResult } from '@contract/examTypes';
import { marksOf, questionsByPart } from '../model/resultText';
import { QuestionReviewItem } from './QuestionReviewItem';

/**
 * Every question of the sections the computer marked, by part (folded, with the part's marks):
 * the learner's answer, the right answer and why.
 */
export function AnswerReview({ skills }: { skills: SkillResult[] }) {
  const objective = skills.filter(
    (skill) => skill.marking === 'objective' && skill.questions.length > 0,
  );
  if (objective.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="answers-heading" sx={{ mb: 4 }}>
      <Typography id="answers-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        Your answers
      </Typography>
      {objective.map((skill) => (
        <Box
          key={skill.sectionId}
          component="section"
          aria-labelledby={`answers-${skill.sectionId}`}
          sx={{ mb: 2.5 }}
        >
          <Typography
            id={`answers-${skill.sectionId}`}
            variant="h3"
            sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}
          >
            {skill.title}
          </Typography>
          {questionsByPart(skill.questions).map(({ part, questions }) => {
            const { got, of } = marksOf(questions);
            return (
              <Accordion
                key={part}
                disableGutters
                variant="outlined"
                slotProps={{ transition: { unmountOnExit: true } }}
              >
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {part}
                    <Typography component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                      {' '}
                      · {got} of {of} marks
                    </Typography>
                  </Typography>
                </AccordionSummary>
                <AccordionDetails sx={{ pt: 0 }}>
                  <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {questions.map((question) => (
                      <QuestionReviewItem key={question.questionId} question={question} />
                    ))}
                  </Box>
                </AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
