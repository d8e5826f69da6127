import RightIcon from '@mui/icons-material/CheckCircle';
import WrongIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuestionReview } from '@contract/examTypes';
import { answerText } from '../model/resultText';

/** One question: right or wrong, its prompt, the learner's answer, the right one and why. */
export function QuestionReviewItem({ question }: { question: QuestionReview }) {
  const { correct } = question;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {correct ? (
          <RightIcon sx={{ color: 'success.main', mt: 0.25 }} aria-hidden="true" />
        ) : (
          <WrongIcon sx={{ color: 'error.main', mt: 0.25 }} aria-hidden="true" />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {question.number}. {question.prompt}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: correct ? 'success.dark' : 'error.dark', fontWeight: 600 }}
          >
            {correct ? 'Right' : 'Wrong'}
            {question.maxMarks > 1 && ` · ${question.marks} of ${question.maxMarks} marks`}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 0.5,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.25,
            }}
          >
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              Your answer
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {answerText(question.yourAnswer)}
            </Typography>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              Right answer
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {question.rightAnswer}
            </Typography>
          </Box>
          {question.explanation && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {question.explanation}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
