import FlagIcon from '@mui/icons-material/Flag';
import Box from '@mui/material/Box';
import type { ExamMode, Recording } from '@contract/examTypes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { questionShown } from '../model/examRoomSlice';
import type { PlacedQuestion } from '../model/questions';
import { selectRoom } from '../model/roomSelectors';
import { ChoiceQuestionView } from './questions/ChoiceQuestionView';
import { EssayQuestionView } from './questions/EssayQuestionView';
import { GapQuestionView } from './questions/GapQuestionView';
import { JudgementQuestionView } from './questions/JudgementQuestionView';
import { MatchQuestionView } from './questions/MatchQuestionView';
import { questionDomId } from './questions/questionIds';
import { SpeechQuestionView } from './speaking/SpeechQuestionView';

interface QuestionViewProps {
  placed: PlacedQuestion;
  attemptId: string;
  mode: ExamMode;
  recordings: readonly Recording[];
}

/** One question in its block: the current one is outlined, a flagged one carries a flag. */
export function QuestionView({ placed, attemptId, mode, recordings }: QuestionViewProps) {
  const dispatch = useAppDispatch();
  const { question, group, label } = placed;
  const current = useAppSelector((state) => selectRoom(state).questionId === question.id);
  const flagged = useAppSelector((state) => selectRoom(state).answers[question.id]?.flagged);
  const locked = useAppSelector((state) => selectRoom(state).halted !== null);

  let body;
  switch (question.type) {
    case 'choice':
      body = <ChoiceQuestionView question={question} label={label} />;
      break;
    case 'judgement':
      body = <JudgementQuestionView question={question} label={label} />;
      break;
    case 'match':
      body = <MatchQuestionView question={question} group={group} label={label} />;
      break;
    case 'gap':
      body = <GapQuestionView question={question} group={group} label={label} />;
      break;
    case 'essay':
      body = <EssayQuestionView question={question} label={label} />;
      break;
    case 'speech':
      body = (
        <SpeechQuestionView
          question={question}
          label={label}
          attemptId={attemptId}
          mode={mode}
          recording={recordings.find((r) => r.questionId === question.id)}
          locked={locked}
        />
      );
      break;
  }
  return (
    <Box
      id={questionDomId(question.id)}
      onFocusCapture={() => dispatch(questionShown(question.id))}
      sx={{
        position: 'relative',
        p: 1.5,
        pr: flagged ? 4 : 1.5,
        my: 1,
        borderRadius: 1,
        border: 2,
        borderColor: current ? 'primary.main' : 'transparent',
        scrollMarginTop: 16,
      }}
    >
      {flagged ? (
        <FlagIcon
          titleAccess="Flagged for review"
          sx={{ position: 'absolute', top: 8, right: 8, color: 'warning.dark' }}
        />
      ) : null}
      {body}
    </Box>
  );
}
