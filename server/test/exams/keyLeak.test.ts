import type { LightMyRequestResponse } from 'fastify';
import type { AttemptResponse, AudioPlay } from '@contract/examTypes';
import { normaliseTyped } from '@contract/exams/typedAnswers';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { examCall, fixtureForm, grantTest, TAB, withFixtureForm } from '../helpers/exams';
import { keyLeaks, keyNeedles as needlesOf } from '../helpers/keyLeaks';
import { signInAs } from '../helpers/staff';
import type { SignedIn } from '../helpers/users';

// No answer key reaches a learner before the results: every answer of the learner-facing API,
// through a whole attempt and after it, is searched for every value of the form's key (accepted
// answers, explanations, transcripts) and for the key's and scoring's field names.

let t: TestContext;
let learner: SignedIn;
const form = fixtureForm();

beforeAll(async () => {
  t = await createTestApp();
  await withFixtureForm(t.db, form);
  learner = await signInAs(t, 'learner');
});
afterAll(() => t.close());

const keyNeedles = () => needlesOf(form);
const leaks = (text: string) => keyLeaks(form, text);

describe('the learner-facing API before results', () => {
  it('the search finds the key when it is there', () => {
    expect(keyNeedles()).toEqual(
      expect.arrayContaining(['lighthouse', 'waterproof jacket', 'copper kettles']),
    );
    expect(keyNeedles().length).toBeGreaterThan(15);
    expect(leaks(JSON.stringify(form.key))).not.toEqual([]);
    expect(
      leaks('{"message":"The guide says the tour begins beside the quayside beacon."}'),
    ).toEqual([normaliseTyped(form.key.explanations['l-q1']!)]);
  });

  it('no answer of a whole attempt, nor after it, holds any key value', async () => {
    const answers: LightMyRequestResponse[] = [];
    const api = examCall(t, learner);
    const keep = async (response: Promise<LightMyRequestResponse>) => {
      const answered = await response;
      if (answered.statusCode >= 500) throw new Error(answered.body);
      answers.push(answered);
      return answered;
    };
    const entitlement = await grantTest(t, learner.user.id);
    await keep(api.get('/my-tests'));
    await keep(api.get(`/entitlements/${entitlement}/briefing`));
    const started = (
      await keep(api.post(`/entitlements/${entitlement}/start`, { mode: 'exam', tabId: TAB }))
    ).json<AttemptResponse>();
    const id = started.attempt.id;
    const save = (sectionId: string, values: [string, unknown][]) =>
      keep(
        api.put(`/attempts/${id}/answers`, {
          tabId: TAB,
          sectionId,
          answers: values.map(([questionId, value]) => ({
            questionId,
            value,
            flagged: true,
            seq: 1,
          })),
          questionId: values[0]![0],
        }),
      );

    // Listening: the recording played, answers given (none of them the key's words).
    const audio = (
      await keep(api.post(`/attempts/${id}/audio/audio-1/play`, { tabId: TAB }))
    ).json<AudioPlay>();
    expect(audio.src).toContain('/file?');
    await save('listening', [
      ['l-q1', 'the pier'],
      ['l-q2', 'umbrella'],
      ['l-q3', ['B']],
      ['l-q4', ['A', 'C']],
      ['l-q6', 'A'],
    ]);
    await keep(api.get(`/attempts/${id}/audio/audio-1/transcript`));
    await keep(api.post(`/attempts/${id}/open`, { tabId: TAB }));
    await keep(api.post(`/attempts/${id}/sections/listening/submit`, { tabId: TAB }));
    await keep(api.get(`/attempts/${id}`));

    for (const [sectionId, values] of [
      [
        'reading',
        [
          ['r-q1', 'TRUE'],
          ['r-q3', 'ii'],
          ['r-q5', 'clay pots'],
        ],
      ],
      [
        'writing',
        [
          ['w-q1', 'Visitors rose in summer.'],
          ['w-q2', 'Old harbours matter.'],
        ],
      ],
    ] as [string, [string, unknown][]][]) {
      await keep(api.post(`/attempts/${id}/sections/${sectionId}/start`, { tabId: TAB }));
      await keep(api.get(`/attempts/${id}`));
      await save(sectionId, values);
      await keep(api.post(`/attempts/${id}/sections/${sectionId}/submit`, { tabId: TAB }));
    }

    await keep(api.post(`/attempts/${id}/sections/speaking/start`, { tabId: TAB }));
    await keep(api.post(`/attempts/${id}/audio/audio-s1/play`, { tabId: TAB }));
    await keep(
      t.app.inject({
        method: 'PUT',
        url: `/api/exam/attempts/${id}/recordings/s-q1/chunks/0?tabId=${TAB}`,
        headers: { ...learner.auth, 'content-type': 'audio/webm' },
        payload: Buffer.alloc(32, 7),
      }),
    );
    await keep(
      api.post(`/attempts/${id}/recordings/s-q1/finish`, {
        tabId: TAB,
        chunks: 1,
        durationSeconds: 3,
      }),
    );
    await keep(api.get(`/attempts/${id}/audio/audio-s1/transcript`));
    await keep(api.post(`/attempts/${id}/sections/speaking/submit`, { tabId: TAB }));

    // The finished attempt, as the Tests tab and the room show it.
    await keep(api.get(`/attempts/${id}`));
    await keep(api.post(`/attempts/${id}/open`, { tabId: TAB }));
    await keep(api.get('/my-tests'));
    await keep(api.get(`/entitlements/${entitlement}/briefing`));
    await keep(api.get(`/attempts/${id}/audio/audio-1/transcript`));

    expect(answers.length).toBeGreaterThan(25);
    const found = answers.flatMap((answer) =>
      leaks(answer.body).map((leak) => `${answer.statusCode} ${leak}`),
    );
    expect(found).toEqual([]);
    // The transcripts were refused, not empty.
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(3);
  });
});
