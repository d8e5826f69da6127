import fs from 'node:fs';
import path from 'node:path';
import type { ErrorResponse } from '@contract/types';
import type { TestContext } from '../helpers/testApp';
import { FIXTURE_FORMS_DIR, grantTest, startAttempt, examTestApp } from '../helpers/exams';
import { signInAs } from '../helpers/staff';
import type { SignedIn } from '../helpers/users';

// The pictures of a form (maps and diagrams to label) reach only the attempt's own learner, and
// only the files the form names.

let t: TestContext;
let learner: SignedIn;
let other: SignedIn;
let attemptId: string;
const MAP = fs.readFileSync(path.join(FIXTURE_FORMS_DIR, 'fixture-ielts', 'map.svg'));

beforeAll(async () => {
  ({ t, learner } = await examTestApp());
  other = await signInAs(t, 'learner');
  const entitlement = await grantTest(t, learner.user.id);
  attemptId = (await startAttempt(t, learner, entitlement)).attempt.id;
});
afterAll(() => t.close());

const picture = (file: string, who: SignedIn | null = learner, id = attemptId) =>
  t.app.inject({
    method: 'GET',
    url: `/api/exam/attempts/${id}/assets/${file}`,
    headers: who?.auth ?? {},
  });

describe('GET /api/exam/attempts/:attemptId/assets/:file', () => {
  it("sends a picture the attempt's form names, as SVG that runs nothing", async () => {
    const response = await picture('map.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(MAP)).toBe(true);
  });

  it('refuses what is not a picture of the form: 404, or 400 for a name that is no picture', async () => {
    expect((await picture('part-1.ogg')).statusCode).toBe(400);
    expect((await picture('..%2Ffixture-ielts.json')).statusCode).toBe(400);
    const unnamed = await picture('other.svg');
    expect(unnamed.statusCode).toBe(404);
    expect(unnamed.json<ErrorResponse>().message).toBe('This file is not available.');
  });

  it("another learner's attempt is 404, and signed out is 401", async () => {
    expect((await picture('map.svg', other)).statusCode).toBe(404);
    expect((await picture('map.svg', null)).statusCode).toBe(401);
  });
});
