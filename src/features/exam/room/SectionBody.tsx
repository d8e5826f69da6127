import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import type { ExamMode, OpenSection } from '@contract/examTypes';
import { useAppSelector } from '@/store/hooks';
import { isAnswered, type PlacedQuestion } from '../model/questions';
import { selectRoom } from '../model/roomSelectors';
import { FigureView } from './figures/FigureView';
import { ListeningPlayer } from './listening/ListeningPlayer';
import { PartQuestions } from './PartQuestions';
import { ReadingPassage } from './reading/ReadingPassage';

const pane = {
  overflowY: 'auto',
  p: { xs: 2, md: 3 },
  minHeight: 0,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
} as const;

/**
 * Two panes side by side (each scrolling), or on a phone two tabs. Moving to a question (the keys,
 * the navigator) shows the right-hand pane, where its field is: focus cannot land in a hidden tab.
 */
function SplitPanes({
  left,
  right,
  leftLabel,
  rightLabel,
  questionId,
}: {
  left: ReactNode;
  right: ReactNode;
  leftLabel: string;
  rightLabel: string;
  questionId: string;
}) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [tab, setTab] = useState(1);
  const [shownFor, setShownFor] = useState(questionId);
  if (shownFor !== questionId) {
    // During render, not in an effect, so the pane is shown before the room moves focus into it.
    setShownFor(questionId);
    setTab(1);
  }
  if (wide)
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', height: '100%', minHeight: 0 }}>
        <Box
          sx={{ ...pane, borderRight: 1, borderColor: 'divider' }}
          component="section"
          aria-label={leftLabel}
          // Each pane scrolls on its own: focusable, so the keyboard can scroll a long passage.
          tabIndex={0}
        >
          {left}
        </Box>
        <Box sx={pane} component="section" aria-label={rightLabel} tabIndex={0}>
          {right}
        </Box>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Tabs
        value={tab}
        onChange={(_e, value: number) => setTab(value)}
        variant="fullWidth"
        aria-label="Show"
      >
        <Tab label={leftLabel} id="pane-tab-0" aria-controls="pane-0" />
        <Tab label={rightLabel} id="pane-tab-1" aria-controls="pane-1" />
      </Tabs>
      {/* Both panes stay mounted, so typing and highlights survive a switch of tab. */}
      <Box
        id="pane-0"
        role="tabpanel"
        aria-labelledby="pane-tab-0"
        hidden={tab !== 0}
        tabIndex={0}
        sx={{ ...pane, flex: 1 }}
      >
        {left}
      </Box>
      <Box
        id="pane-1"
        role="tabpanel"
        aria-labelledby="pane-tab-1"
        hidden={tab !== 1}
        tabIndex={0}
        sx={{ ...pane, flex: 1 }}
      >
        {right}
      </Box>
    </Box>
  );
}

/**
 * The open section's current part, laid out for its skill: reading with the passage beside the
 * questions, writing with the task beside the answer, listening under its player, speaking one
 * question at a time.
 */
export function SectionBody({
  open,
  placed,
  attemptId,
  mode,
}: {
  open: OpenSection;
  placed: PlacedQuestion[];
  attemptId: string;
  mode: ExamMode;
}) {
  const questionId = useAppSelector((state) => selectRoom(state).questionId);
  const answers = useAppSelector((state) => selectRoom(state).answers);
  const current = placed.find((entry) => entry.question.id === questionId) ?? placed[0];
  if (!current) return null;
  const part = current.part;
  const inPart = placed.filter((entry) => entry.part.id === part.id);
  const questions = (only?: string) => (
    <PartQuestions
      part={part}
      placed={inPart}
      attemptId={attemptId}
      mode={mode}
      recordings={open.recordings}
      only={only}
    />
  );
  const stimulus = part.stimulus;

  if (stimulus?.kind === 'passage')
    return (
      <SplitPanes
        leftLabel="Passage"
        rightLabel="Questions"
        questionId={current.question.id}
        left={<ReadingPassage key={part.id} partId={part.id} passage={stimulus} />}
        right={questions()}
      />
    );

  const essay = inPart.length === 1 && current.question.type === 'essay' ? current.question : null;
  if (essay)
    return (
      <SplitPanes
        leftLabel="Task"
        rightLabel="Your answer"
        questionId={current.question.id}
        left={
          <Box>
            <Box component="h2" sx={{ fontSize: '1.3em', fontWeight: 800, mt: 0, mb: 1 }}>
              {part.title}
            </Box>
            {current.group.instructions.map((line, index) => (
              <Box component="p" key={index} sx={{ my: 0.5 }}>
                {line}
              </Box>
            ))}
            <Box sx={{ p: 2, my: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              {essay.prompt.map((line, index) => (
                <Box component="p" key={index} sx={{ mt: 0, fontWeight: index === 0 ? 600 : 400 }}>
                  {line}
                </Box>
              ))}
              {essay.figure ? <FigureView figure={essay.figure} attemptId={attemptId} /> : null}
              <Box component="p" sx={{ mb: 0 }}>
                Write at least {essay.minWords} words
                {essay.maxWords ? ` and no more than ${essay.maxWords}` : ''}.
              </Box>
            </Box>
          </Box>
        }
        right={questions()}
      />
    );

  const audio = stimulus?.kind === 'audio' ? stimulus : null;
  const speaking = current.question.type === 'speech';
  return (
    <Box sx={{ ...pane, height: '100%', maxWidth: 960, mx: 'auto', width: '100%' }}>
      {audio ? (
        <ListeningPlayer
          key={audio.audioId}
          attemptId={attemptId}
          mode={mode}
          audio={audio}
          play={open.audio.find((play) => play.audioId === audio.audioId)}
          partAnswered={inPart.every((entry) => isAnswered(answers[entry.question.id]?.value))}
        />
      ) : null}
      {stimulus?.kind === 'figure' ? (
        <FigureView figure={stimulus.figure} attemptId={attemptId} />
      ) : null}
      {questions(speaking ? current.question.id : undefined)}
    </Box>
  );
}
