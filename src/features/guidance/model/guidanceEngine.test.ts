import { TESTS } from '@/features/tests/data/tests';
import { guidanceTree } from '../data/guidanceTree';
import {
  answer,
  isRecommendation,
  lookup,
  start,
  type GuidanceTree,
  type Recommendation,
} from './guidanceEngine';
import { deepestPath, treeProblems } from './treeProblems';

const ielts: Recommendation = { name: 'IELTS Practice Test', to: '/tests', reason: 'Practise.' };

const smallTree: GuidanceTree = {
  start: 'first',
  steps: {
    first: {
      question: 'First?',
      options: [
        { label: 'Go on', next: 'second' },
        { label: 'Done', next: [ielts] },
      ],
    },
    second: { question: 'Second?', options: [{ label: 'Lost', next: 'no-such-step' }] },
  },
};

describe('guidance engine', () => {
  it('starts at the tree’s start step', () => {
    expect(start(smallTree)).toBe('first');
    expect(lookup(smallTree, start(smallTree))).toEqual({
      kind: 'question',
      stepId: 'first',
      step: smallTree.steps.first,
    });
  });

  it('answers with the next step id or the recommendation list', () => {
    expect(answer(smallTree, 'first', 0)).toBe('second');
    const done = answer(smallTree, 'first', 1);
    expect(done).toEqual([ielts]);
    expect(done !== null && isRecommendation(done)).toBe(true);
    expect(isRecommendation('second')).toBe(false);
    expect(lookup(smallTree, done)).toEqual({ kind: 'recommendations', recommendations: [ielts] });
  });

  it('reports an unknown step, option or empty list as missing instead of throwing', () => {
    expect(lookup(smallTree, answer(smallTree, 'second', 0))).toEqual({ kind: 'missing' });
    expect(answer(smallTree, 'no-such-step', 0)).toBeNull();
    expect(answer(smallTree, 'first', 7)).toBeNull();
    expect(lookup(smallTree, null)).toEqual({ kind: 'missing' });
    expect(lookup(smallTree, [])).toEqual({ kind: 'missing' });
    // Inherited object keys are not steps.
    expect(lookup(smallTree, 'toString')).toEqual({ kind: 'missing' });
  });

  it('finds every way a tree can strand a learner', () => {
    const broken: GuidanceTree = {
      start: 'first',
      steps: {
        ...smallTree.steps,
        orphan: { question: 'Never asked?', options: [] },
        third: {
          question: 'Third?',
          options: [{ label: 'Elsewhere', next: [{ ...ielts, to: '/nowhere' as '/tests' }] }],
        },
      },
    };
    expect(treeProblems(broken)).toEqual([
      "second option 1 ('Lost'): leads nowhere",
      'orphan: no options',
      "third option 1 ('Elsewhere'): 'IELTS Practice Test' links to /nowhere",
      'orphan: unreachable',
      'third: unreachable',
    ]);
    expect(treeProblems({ start: 'missing', steps: {} })).toEqual(["start: no step 'missing'"]);
  });
});

describe('the academy’s guidance tree', () => {
  it('leads every option of every step to a valid step or a recommendation list', () => {
    expect(treeProblems(guidanceTree)).toEqual([]);
  });

  it('asks at least three questions deep on some path', () => {
    expect(deepestPath(smallTree)).toBe(2);
    expect(deepestPath(guidanceTree)).toBeGreaterThanOrEqual(3);
  });

  it('recommends tests by their catalogue names', () => {
    const testNames = new Set(TESTS.map((test) => test.name));
    const recommended = Object.values(guidanceTree.steps)
      .flatMap((step) => step.options)
      .flatMap((option) => (isRecommendation(option.next) ? option.next : []));
    const testLinks = recommended.filter((item) => item.to === '/tests');
    expect(testLinks.length).toBeGreaterThan(0);
    testLinks.forEach((item) => expect(testNames).toContain(item.name));
    expect(new Set(recommended.map((item) => item.to))).toEqual(
      new Set(['/tests', '/courses', '/contactus']),
    );
  });
});
