// The questionnaire as pure functions over a decision tree held as data; the component only renders.
import type { Category } from '@contract/taxonomy';

/** Where a recommendation leads: the tests, the courses or a conversation with the team. */
export type RecommendationPath = '/tests' | '/courses' | '/contactus';

export interface Recommendation {
  /** A product name, e.g. 'IELTS Practice Test'. */
  name: string;
  to: RecommendationPath;
  /** Courses: the catalogue's category that holds them, so the link opens those courses. */
  category?: Category;
  /** One line on why it fits the answers given. */
  reason: string;
}

/** Where a recommendation's link goes: a course kind opens the catalogue filtered to it. */
export const recommendationHref = ({ to, category }: Recommendation): string =>
  category ? `${to}?${new URLSearchParams({ category }).toString()}` : to;

/** An option leads to the id of the next step or to a recommendation list. */
export type GuidanceTarget = string | Recommendation[];

export interface GuidanceOption {
  label: string;
  next: GuidanceTarget;
}

export interface GuidanceStep {
  question: string;
  options: GuidanceOption[];
}

export interface GuidanceTree {
  start: string;
  steps: Record<string, GuidanceStep>;
}

/** What to show for a position in the tree; 'missing' when it points at no step. */
export type GuidanceView =
  | { kind: 'question'; stepId: string; step: GuidanceStep }
  | { kind: 'recommendations'; recommendations: Recommendation[] }
  | { kind: 'missing' };

export const RECOMMENDATION_PATHS: readonly RecommendationPath[] = [
  '/tests',
  '/courses',
  '/contactus',
];

export const start = (tree: GuidanceTree): GuidanceTarget => tree.start;

export const isRecommendation = (target: GuidanceTarget): target is Recommendation[] =>
  Array.isArray(target);

/** Where choosing option `optionIndex` of step `stepId` leads; null when there is no such option. */
export function answer(
  tree: GuidanceTree,
  stepId: string,
  optionIndex: number,
): GuidanceTarget | null {
  return lookupStep(tree, stepId)?.options[optionIndex]?.next ?? null;
}

export function lookup(tree: GuidanceTree, target: GuidanceTarget | null): GuidanceView {
  if (target === null) return { kind: 'missing' };
  if (isRecommendation(target)) {
    return target.length > 0
      ? { kind: 'recommendations', recommendations: target }
      : { kind: 'missing' };
  }
  const step = lookupStep(tree, target);
  return step ? { kind: 'question', stepId: target, step } : { kind: 'missing' };
}

// Own-property check, so ids such as 'toString' never resolve to something inherited.
const lookupStep = (tree: GuidanceTree, stepId: string): GuidanceStep | undefined =>
  Object.hasOwn(tree.steps, stepId) ? tree.steps[stepId] : undefined;
