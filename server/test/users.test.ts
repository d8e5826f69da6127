import type { UpdateProfileResponse } from '@contract/types';
import { createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn, type SignedIn } from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (who: SignedIn, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: who.auth, payload });
const status = (who: SignedIn) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile-status', headers: who.auth });

const student = {
  profession: 'Student',
  educationStatus: 'Undergrad',
  schoolOrCollege: 'St. Xavier’s College',
};

describe('PUT /api/users/:id', () => {
  it('updates only the fields sent, and marks the profile complete', async () => {
    const me = await signUpAndIn(t);
    expect((await status(me)).statusCode).toBe(403);
    const response = await put(me, me.user.id, { ...student, name: 'Asha V.' });
    expect(response.statusCode).toBe(200);
    const body = response.json<UpdateProfileResponse>();
    expect(body.message).toBe('User Profile updated successfully!');
    expect(body.user).toMatchObject({
      ...student,
      name: 'Asha V.',
      email: me.user.email,
      dob: '1998-04-12',
      organization: '',
      isProfileComplete: true,
    });
    const row = await t.db.query<{ complete: boolean }>(
      'SELECT is_profile_complete AS complete FROM users WHERE id = $1',
      [me.user.id],
    );
    expect(row.rows[0].complete).toBe(true);
    const profileStatus = await status(me);
    expect(profileStatus.statusCode).toBe(200);
    expect(profileStatus.json()).toEqual({ isProfileComplete: true });
  });

  it.each([
    [
      { profession: 'Student', educationStatus: 'Grad' },
      'School/College is required for students.',
    ],
    [
      { profession: 'Student', schoolOrCollege: 'IIT' },
      'Education status is required for students.',
    ],
    [{ profession: 'IT Profession' }, 'Organization is required for IT professionals.'],
    [{ profession: 'Job Seeker' }, 'Qualification is required for Job Seeker.'],
    [
      { profession: 'Aspirant Studying Abroad' },
      'Qualification is required for Aspirant Studying Abroad.',
    ],
    [{ ...student, name: '  ' }, 'Name is required.'],
    [{ ...student, email: 'nope' }, 'Please enter a valid email address.'],
    [{ ...student, dob: '' }, 'Date of Birth is required.'],
    [{ name: 'Only a name' }, 'Profession is required'],
  ])(
    'answers 400 with the first failing rule for %j, changing nothing',
    async (payload, message) => {
      const me = await signUpAndIn(t);
      const response = await put(me, me.user.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDATION' });
      const row = await t.db.query<{ profession: string; name: string }>(
        'SELECT profession, name FROM users WHERE id = $1',
        [me.user.id],
      );
      expect(row.rows[0]).toEqual({ profession: '', name: 'Asha Verma' });
    },
  );

  it('validates the merged profile: a later partial update keeps the stored fields', async () => {
    const me = await signUpAndIn(t);
    await put(me, me.user.id, { profession: 'IT Profession', organization: 'Infosys' });
    const response = await put(me, me.user.id, { organization: 'TCS' });
    expect(response.json<UpdateProfileResponse>().user).toMatchObject({
      profession: 'IT Profession',
      organization: 'TCS',
    });
    const cleared = await put(me, me.user.id, { organization: '' });
    expect(cleared.json()).toEqual({
      message: 'Organization is required for IT professionals.',
      code: 'VALIDATION',
    });
  });

  it('refuses a profession outside the list with 400', async () => {
    const me = await signUpAndIn(t);
    const response = await put(me, me.user.id, { profession: 'Astronaut' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it("answers 403 for another user's id and 401 without a token", async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    const response = await put(me, other.user.id, { name: 'Hijack' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only update your own profile.' });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${me.user.id}`,
      payload: { name: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/users/profile-status', () => {
  it('fails with 403 PROFILE_INCOMPLETE for an incomplete profile, 401 without a token', async () => {
    const me = await signUpAndIn(t);
    const response = await status(me);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Please complete your profile to visit your dashboard.',
      code: 'PROFILE_INCOMPLETE',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/profile-status' })).statusCode,
    ).toBe(401);
  });

  it('succeeds for a complete profile', async () => {
    const me = await signUpAndIn(t);
    await put(me, me.user.id, student);
    const response = await status(me);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isProfileComplete: true });
  });
});
