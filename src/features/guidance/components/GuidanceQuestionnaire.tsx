import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { guidanceTree } from '../data/guidanceTree';
import {
  answer,
  lookup,
  start,
  type GuidanceTarget,
  type GuidanceTree,
} from '../model/guidanceEngine';
import { GuidanceError } from './GuidanceError';
import { GuidanceQuestion } from './GuidanceQuestion';
import { GuidanceRecommendations } from './GuidanceRecommendations';

/** The guided recommendation questionnaire; `tree` is replaceable for tests. */
export function GuidanceQuestionnaire({ tree = guidanceTree }: { tree?: GuidanceTree }) {
  // Every position visited, so Back can return to the previous question.
  const [trail, setTrail] = useState<(GuidanceTarget | null)[]>(() => [start(tree)]);
  const focusTarget = useRef<HTMLHeadingElement & HTMLDivElement>(null);
  const moved = useRef(false);
  const view = lookup(tree, trail[trail.length - 1] ?? null);

  // After an answer, move keyboard and screen-reader focus to what replaced the question.
  useEffect(() => {
    if (moved.current) focusTarget.current?.focus();
  }, [trail]);

  const go = (next: (GuidanceTarget | null)[]) => {
    moved.current = true;
    setTrail(next);
  };
  const restart = () => go([start(tree)]);
  const back = () => go(trail.slice(0, -1));

  return (
    <Box>
      {view.kind === 'question' && (
        <GuidanceQuestion
          key={view.stepId}
          step={view.step}
          number={trail.length}
          headingRef={focusTarget}
          onAnswer={(index) => go([...trail, answer(tree, view.stepId, index)])}
          onBack={trail.length > 1 ? back : undefined}
        />
      )}
      {view.kind === 'recommendations' && (
        <GuidanceRecommendations
          recommendations={view.recommendations}
          headingRef={focusTarget}
          onRestart={restart}
          onBack={back}
        />
      )}
      {view.kind === 'missing' && <GuidanceError headingRef={focusTarget} onRestart={restart} />}
    </Box>
  );
}
