import { lookup, RECOMMENDATION_PATHS, start, type GuidanceTree } from './guidanceEngine';

/**
 * Every way the tree can strand a learner: a start or option pointing at no step, a step without
 * options, an empty recommendation list or one linking outside the allowed pages, an unreachable
 * step. An empty list means every answer leads somewhere valid.
 */
export function treeProblems(tree: GuidanceTree): string[] {
  const problems: string[] = [];
  if (lookup(tree, start(tree)).kind !== 'question')
    problems.push(`start: no step '${tree.start}'`);

  const reached = new Set<string>([tree.start]);
  for (const [stepId, step] of Object.entries(tree.steps)) {
    if (step.options.length === 0) problems.push(`${stepId}: no options`);
    step.options.forEach((option, index) => {
      const where = `${stepId} option ${index + 1} ('${option.label}')`;
      const view = lookup(tree, option.next);
      if (view.kind === 'missing') problems.push(`${where}: leads nowhere`);
      if (view.kind === 'question') reached.add(view.stepId);
      if (view.kind === 'recommendations') {
        view.recommendations
          .filter((item) => !RECOMMENDATION_PATHS.includes(item.to))
          .forEach((item) => problems.push(`${where}: '${item.name}' links to ${item.to}`));
      }
    });
  }
  Object.keys(tree.steps)
    .filter((stepId) => !reached.has(stepId))
    .forEach((stepId) => problems.push(`${stepId}: unreachable`));
  return problems;
}

/** The most questions a learner can be asked before reaching a recommendation. */
export function deepestPath(
  tree: GuidanceTree,
  stepId = tree.start,
  seen = new Set<string>(),
): number {
  const view = lookup(tree, stepId);
  if (view.kind !== 'question' || seen.has(stepId)) return 0;
  const nextSeen = new Set(seen).add(stepId);
  const below = view.step.options.map((option) =>
    typeof option.next === 'string' ? deepestPath(tree, option.next, nextSeen) : 0,
  );
  return 1 + Math.max(0, ...below);
}
