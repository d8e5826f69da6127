import Box from '@mui/material/Box';
import { Suspense, useCallback, useRef, useState, type ComponentProps } from 'react';
import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { guidanceTree } from '../data/guidanceTree';
import {
  answer,
  lookup,
  start,
  type GuidanceTarget,
  type GuidanceTree,
} from '../model/guidanceEngine';
import { GuidanceQuestion } from './GuidanceQuestion';
import { usePreloadNearViewport } from './usePreloadNearViewport';

// What follows the questions is not part of the home page's first load: it loads as the
// questionnaire nears the screen, so it is there by the last answer.
const loadResults = () => import(/* webpackChunkName: "guidance-results" */ './guidanceResults');
type Results = typeof import('./guidanceResults');
const GuidanceRecommendations = preloadableLazy<ComponentProps<Results['GuidanceRecommendations']>>(
  () => loadResults().then((module) => ({ default: module.GuidanceRecommendations })),
);
const GuidanceError = preloadableLazy<ComponentProps<Results['GuidanceError']>>(() =>
  loadResults().then((module) => ({ default: module.GuidanceError })),
);
const preloadResults = () =>
  Promise.all([GuidanceRecommendations.preload(), GuidanceError.preload()]);

/** The guided recommendation questionnaire; `tree` is replaceable for tests. */
export function GuidanceQuestionnaire({ tree = guidanceTree }: { tree?: GuidanceTree }) {
  // Every position visited, so Back can return to the previous question.
  const [trail, setTrail] = useState<(GuidanceTarget | null)[]>(() => [start(tree)]);
  const moved = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  usePreloadNearViewport(root, preloadResults);
  const view = lookup(tree, trail[trail.length - 1] ?? null);

  // After an answer, keyboard and screen-reader focus go to what replaced the question, as soon
  // as it is on screen (the results may still be loading when the answer is given). The focus
  // does not scroll by itself: on a phone it would leave the heading under the sticky app bar.
  // When the questionnaire's top has gone up out of view, it scrolls back to just under the bar.
  const focusTarget = useCallback((element: HTMLElement | null) => {
    if (!element || !moved.current) return;
    element.focus({ preventScroll: true });
    const box = root.current;
    if (box && box.getBoundingClientRect().top < APP_BAR_HEIGHT)
      // (A page without layout, as in tests, has no scrolling to do.)
      box.scrollIntoView?.({ block: 'start' });
  }, []);

  const go = (next: (GuidanceTarget | null)[]) => {
    moved.current = true;
    void preloadResults();
    setTrail(next);
  };
  const restart = () => go([start(tree)]);
  const back = () => go(trail.slice(0, -1));

  return (
    <Box ref={root} sx={{ scrollMarginTop: `${APP_BAR_HEIGHT + 16}px` }}>
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
      <Suspense fallback={null}>
        {view.kind === 'recommendations' && (
          <GuidanceRecommendations
            recommendations={view.recommendations}
            headingRef={focusTarget}
            onRestart={restart}
            onBack={back}
          />
        )}
        {view.kind === 'missing' && <GuidanceError headingRef={focusTarget} onRestart={restart} />}
      </Suspense>
    </Box>
  );
}
