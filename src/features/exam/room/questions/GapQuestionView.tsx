import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import type { GapQuestion, QuestionGroup } from '@contract/exams/form';
import { withinWordLimit } from '@contract/exams/typedAnswers';
import { questionName } from './questionIds';
import { useTypedDraft } from './useTypedDraft';

const OVER_LIMIT =
  'Over the word limit: an answer longer than the instructions allow is marked wrong.';

/**
 * A typed answer in its sentence: the text before the gap, the box, the text after. The box is
 * named "Question n" and described by the sentence, so a screen reader hears both.
 */
export function GapQuestionView({
  question,
  group,
  label,
}: {
  question: GapQuestion;
  group: QuestionGroup;
  label: string;
}) {
  const { text, change, commit, locked } = useTypedDraft(question.id);
  const [before, after] = question.prompt.includes('___')
    ? (question.prompt.split('___', 2) as [string, string])
    : [question.prompt, ''];
  const promptId = `${question.id}-prompt`;
  const warningId = `${question.id}-limit`;
  const over =
    group.wordLimit !== undefined && text.trim() !== '' && !withinWordLimit(text, group.wordLimit);
  const shortAnswer = !question.prompt.includes('___');

  const box = (
    <InputBase
      value={text}
      disabled={locked}
      onChange={(event) => change(event.target.value)}
      onBlur={commit}
      inputProps={{
        'aria-label': questionName(label),
        'aria-describedby': over ? `${promptId} ${warningId}` : promptId,
        'aria-invalid': over || undefined,
        autoComplete: 'off',
        spellCheck: false,
        autoCapitalize: 'off',
      }}
      sx={{
        mx: 0.5,
        px: 1,
        minWidth: '9rem',
        width: shortAnswer ? '100%' : 'auto',
        maxWidth: '100%',
        border: 1,
        borderColor: over ? 'error.main' : 'grey.600',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&.Mui-focused': { outline: 3, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
      placeholder={label}
    />
  );

  return (
    <Box>
      <Box sx={{ lineHeight: 2.4 }}>
        <Box component="span" sx={{ fontWeight: 700, mr: 1 }} aria-hidden>
          {label}
        </Box>
        <span id={promptId}>
          {before.trim()}
          {shortAnswer ? null : ' … '}
          {after.trim()}
        </span>
      </Box>
      <Box sx={{ mt: shortAnswer ? 0.5 : 0 }}>{box}</Box>
      {over ? (
        <Typography id={warningId} variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {OVER_LIMIT}
        </Typography>
      ) : null}
    </Box>
  );
}
