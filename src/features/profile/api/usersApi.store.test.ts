import { http, HttpResponse } from 'msw';
import { authApi } from '@/features/auth/api/authApi';
import { buildCompleteUser, buildUser } from '@/testing/mocks/fixtures';
import { apiUrl } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { createSignedInStore } from '@/testing/storeTestUtils';
import { usersApi } from './usersApi';

describe('users endpoints', () => {
  it('updateProfile: PUT /users/<id> with only the changed fields, then the user in the auth slice', async () => {
    const log = recordRequests();
    const { store, token, user } = createSignedInStore(buildUser());
    const changes = { profession: 'IT Profession' as const, organization: 'Infosys' };

    const result = await store.dispatch(
      usersApi.endpoints.updateProfile.initiate({ id: user.id, changes }),
    );

    const [request] = requestsTo(log, 'PUT', `/api/users/${user.id}`);
    expect(await request!.json()).toEqual(changes);
    expect(request!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(result.data?.user.organization).toBe('Infosys');
    expect(store.getState().auth.user).toMatchObject(changes);
  });

  it('getProfileStatus: success sets isProfileComplete true', async () => {
    const { store } = createSignedInStore(buildCompleteUser());

    await store.dispatch(usersApi.endpoints.getProfileStatus.initiate());

    expect(store.getState().auth.isProfileComplete).toBe(true);
  });

  it('getProfileStatus: failure sets isProfileComplete false', async () => {
    server.use(
      http.get(apiUrl('/users/profile-status'), () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    const { store } = createSignedInStore(buildCompleteUser());

    const result = await store.dispatch(usersApi.endpoints.getProfileStatus.initiate());

    expect(result.error).toMatchObject({ status: 503 });
    expect(store.getState().auth.isProfileComplete).toBe(false);
  });

  it('getProfileStatus: an incomplete profile fails with 403 PROFILE_INCOMPLETE and sets it false', async () => {
    const { store } = createSignedInStore(buildUser());

    const result = await store.dispatch(usersApi.endpoints.getProfileStatus.initiate());

    expect(result.error).toMatchObject({
      status: 403,
      data: {
        message: 'Please complete your profile to visit your dashboard.',
        code: 'PROFILE_INCOMPLETE',
      },
    });
    expect(store.getState().auth.isProfileComplete).toBe(false);
  });

  it('updateProfile: a new email goes with the current password', async () => {
    const log = recordRequests();
    const { store, user } = createSignedInStore(buildCompleteUser());
    const changes = { email: 'asha.new@example.com', currentPassword: 'secret-pass' };

    const result = await store.dispatch(
      usersApi.endpoints.updateProfile.initiate({ id: user.id, changes }),
    );

    const [request] = requestsTo(log, 'PUT', `/api/users/${user.id}`);
    expect(await request!.json()).toEqual(changes);
    expect(result.data?.user).toMatchObject({
      email: 'asha@example.com',
      pendingEmail: 'asha.new@example.com',
    });
  });

  it('a profile update refetches the profile status and the current user that are in use', async () => {
    const log = recordRequests();
    const { store, user } = createSignedInStore(buildUser());
    store.dispatch(usersApi.endpoints.getProfileStatus.initiate());
    store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    await Promise.all(store.dispatch(usersApi.util.getRunningQueriesThunk()));
    expect(store.getState().auth.isProfileComplete).toBe(false);

    await store.dispatch(
      usersApi.endpoints.updateProfile.initiate({
        id: user.id,
        changes: { profession: 'Student', educationStatus: 'Grad', schoolOrCollege: 'IIT Delhi' },
      }),
    );
    await Promise.all(store.dispatch(usersApi.util.getRunningQueriesThunk()));

    expect(requestsTo(log, 'GET', '/api/users/profile-status')).toHaveLength(2);
    expect(requestsTo(log, 'GET', '/api/auth/user')).toHaveLength(2);
    expect(store.getState().auth.isProfileComplete).toBe(true);
  });
});
