import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { EssayQuestion } from '@contract/exams/form';
import { wordCount } from '@contract/exams/typedAnswers';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { questionName } from './questionIds';
import { useTypedDraft } from './useTypedDraft';

/** What the live count says against the task's limits. */
export function wordCountText(count: number, minWords: number, maxWords?: number): string {
  const words = `${count} ${count === 1 ? 'word' : 'words'}`;
  if (count < minWords) return `${words}: write at least ${minWords}`;
  if (maxWords !== undefined && count > maxWords) return `${words}: over the limit of ${maxWords}`;
  return `${words}: at least ${minWords} reached`;
}

/**
 * The answer box of an essay, letter or email, with its live word count (counted as the markers
 * count, contract/exams/typedAnswers.ts). Screen readers hear the count when the box is focused
 * and once when the minimum is reached, not at every key.
 */
export function EssayQuestionView({ question, label }: { question: EssayQuestion; label: string }) {
  const { text, change, commit, locked } = useTypedDraft(question.id);
  // On a phone a shorter box keeps the word count in view above the footer.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const count = wordCount(text);
  const countId = `${question.id}-count`;
  const reached = count >= question.minWords;
  const over = question.maxWords !== undefined && count > question.maxWords;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: { md: 320 } }}>
      <InputBase
        multiline
        minRows={wide ? 14 : 8}
        value={text}
        disabled={locked}
        onChange={(event) => change(event.target.value)}
        onBlur={commit}
        inputProps={{
          'aria-label': `${questionName(label)}: your answer`,
          'aria-describedby': countId,
          spellCheck: false,
          autoCorrect: 'off',
        }}
        sx={{
          flex: 1,
          alignItems: 'flex-start',
          p: 1.5,
          border: 1,
          borderColor: 'grey.600',
          borderRadius: 1,
          bgcolor: 'background.paper',
          fontSize: '1.05em',
          lineHeight: 1.7,
          '&.Mui-focused': { outline: 3, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      />
      <Typography
        id={countId}
        variant="body2"
        sx={{
          mt: 1,
          fontWeight: 600,
          color: over ? 'error.main' : reached ? 'success.dark' : 'text.secondary',
        }}
      >
        {wordCountText(count, question.minWords, question.maxWords)}
      </Typography>
      <Box sx={visuallyHidden} aria-live="polite">
        {reached ? `You have written at least ${question.minWords} words.` : ''}
      </Box>
    </Box>
  );
}
