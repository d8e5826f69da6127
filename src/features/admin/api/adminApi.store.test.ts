import { COURSE_SAVED, COURSE_STALE, COUPON_CREATED, ROLE_CHANGED } from '@contract/messages/admin';
import { ROLE_REQUIRED } from '@contract/messages/common';
import { adminDb } from '@/testing/mocks/adminDb';
import { adminCourseId, learnerId } from '@/testing/mocks/adminFixtures';
import { recordRequests } from '@/testing/mocks/requestLog';
import { createTestStore } from '@/testing/storeTestUtils';
import { staffSession } from '@/testing/admin/staffSession';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { couponsAdminApi } from './couponsAdminApi';
import { coursesAdminApi } from './coursesAdminApi';
import { learnersAdminApi } from './learnersAdminApi';
import { overviewApi } from './overviewApi';

const storeAs = (role: Parameters<typeof staffSession>[0]) =>
  createTestStore(staffSession(role).preloadedState).store;

describe('the console API against the fakes', () => {
  it('sends a list’s page, size, sort, search and filters, and reads one page of rows', async () => {
    const store = storeAs('staff');
    const log = recordRequests();
    const query = {
      page: 2,
      pageSize: 10,
      sort: 'title' as const,
      q: 'course',
      status: 'draft' as const,
    };
    const { data } = await store.dispatch(
      coursesAdminApi.endpoints.getAdminCourses.initiate(query),
    );
    expect(log[0]!.path).toBe(
      '/api/admin/courses?page=2&pageSize=10&sort=title&q=course&status=draft',
    );
    expect(data?.total).toBe(12);
    expect(data?.rows).toHaveLength(2);
    expect(data?.rows.every((row) => !row.published)).toBe(true);
  });

  it('creates a coupon and saves a course with the version it was read at', async () => {
    const store = storeAs('staff');
    const created = await store.dispatch(
      couponsAdminApi.endpoints.createCoupon.initiate({
        code: 'DIWALI25',
        kind: 'percent',
        amount: 25,
        minOrder: 0,
        maxUses: null,
        expiresAt: null,
      }),
    );
    expect(created.data?.message).toBe(COUPON_CREATED);
    const course = adminDb.courses[0]!;
    const saved = await store.dispatch(
      coursesAdminApi.endpoints.updateCourse.initiate({
        id: course.id,
        title: 'IELTS Writing',
        slug: 'ielts-writing',
        subtitle: '',
        price: 999,
        description: '',
        level: 'all levels',
        language: 'English',
        category: '',
        instructorId: null,
        outcomes: [],
        requirements: [],
        version: 1,
      }),
    );
    expect(saved.data?.message).toBe(COURSE_SAVED);
    expect(adminDb.courses[0]!.version).toBe(2);
  });

  it('answers a stale version with 409 and the server’s message', async () => {
    const store = storeAs('staff');
    adminDb.courses[0]!.version = 3;
    const result = await store.dispatch(
      coursesAdminApi.endpoints.updateCourse.initiate({
        id: adminCourseId(1),
        title: 'Course 1',
        slug: 'course-1',
        subtitle: '',
        price: 999,
        description: '',
        level: 'all levels',
        language: 'English',
        category: '',
        instructorId: null,
        outcomes: [],
        requirements: [],
        version: 2,
      }),
    );
    expect(getErrorStatus(result.error)).toBe(409);
    expect(getErrorMessage(result.error)).toBe(COURSE_STALE);
  });

  it('refuses a learner with 403, and role changes to anyone but an admin', async () => {
    const learner = storeAs('learner');
    const overview = await learner.dispatch(overviewApi.endpoints.getAdminOverview.initiate());
    expect(getErrorStatus(overview.error)).toBe(403);
    expect(getErrorMessage(overview.error)).toBe(ROLE_REQUIRED);

    const staff = storeAs('staff');
    const change = { id: learnerId(1), role: 'staff' as const };
    const refused = await staff.dispatch(learnersAdminApi.endpoints.setRole.initiate(change));
    expect(getErrorStatus(refused.error)).toBe(403);

    const admin = storeAs('admin');
    const done = await admin.dispatch(learnersAdminApi.endpoints.setRole.initiate(change));
    expect(done.data?.message).toBe(ROLE_CHANGED);
  });
});
