import { ROLE_REQUIRED } from '@contract/messages/common';
import {
  REFUND_ALREADY_DECIDED,
  STAFF_REFUND_COMPLETED,
  REFUND_NOTE_REQUIRED,
  REFUND_PROVIDER_FAILED,
  REFUND_REJECTED,
} from '@contract/messages/refunds';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { staffSession } from '@/testing/admin/staffSession';
import { seedAdminOrders } from '@/testing/mocks/adminOrderFakes';
import { db } from '@/testing/mocks/db';
import { recordRequests } from '@/testing/mocks/requestLog';
import { createTestStore } from '@/testing/storeTestUtils';
import { ordersAdminApi } from './ordersAdminApi';

const storeAs = (role: Parameters<typeof staffSession>[0]) =>
  createTestStore(staffSession(role).preloadedState).store;

const { endpoints } = ordersAdminApi;

describe('the console orders API against the fakes', () => {
  it('sends the search, status, page and sort, and reads `orders`', async () => {
    seedAdminOrders();
    const store = storeAs('staff');
    const log = recordRequests();
    const { data } = await store.dispatch(
      endpoints.getAdminOrders.initiate({
        q: 'buyer1@',
        status: 'paid',
        page: 1,
        pageSize: 10,
        sort: 'total-desc',
      }),
    );
    expect(log[0]!.path).toBe(
      '/api/admin/orders?q=buyer1%40&status=paid&page=1&pageSize=10&sort=total-desc',
    );
    expect(data?.total).toBe(2);
    expect(data?.orders.map((row) => row.orderNumber)).toEqual(['VA-100002', 'VA-100001']);
  });

  it('approving a refund refetches the order, the refund queue and the order list', async () => {
    const [first] = seedAdminOrders();
    const store = storeAs('staff');
    const order = store.dispatch(endpoints.getAdminOrder.initiate(first!._id));
    const queue = store.dispatch(endpoints.getAdminRefunds.initiate({ status: 'requested' }));
    const list = store.dispatch(endpoints.getAdminOrders.initiate({}));
    await Promise.all([order, queue, list]);
    const log = recordRequests();

    const refundId = first!.refund!.id;
    const approved = await store.dispatch(
      endpoints.approveRefund.initiate({ id: refundId, orderId: first!._id }),
    );
    expect(approved.data?.message).toBe(STAFF_REFUND_COMPLETED);
    expect(approved.data?.refund.status).toBe('refunded');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const paths = log.map((entry) => `${entry.method} ${entry.path.split('?')[0]}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        `POST /api/admin/refunds/${refundId}/approve`,
        `GET /api/admin/orders/${first!._id}`,
        'GET /api/admin/refunds',
        'GET /api/admin/orders',
      ]),
    );
    const queueNow = await store.dispatch(
      endpoints.getAdminRefunds.initiate({ status: 'requested' }),
    );
    expect(queueNow.data?.refunds).toEqual([]);
    order.unsubscribe();
    queue.unsubscribe();
    list.unsubscribe();

    const again = await store.dispatch(
      endpoints.rejectRefund.initiate({ id: refundId, orderId: first!._id, note: 'No.' }),
    );
    expect(getErrorStatus(again.error)).toBe(409);
    expect(getErrorMessage(again.error)).toBe(REFUND_ALREADY_DECIDED);
  });

  it('rejects with a note (required), and reports a provider failure as 502', async () => {
    const [first] = seedAdminOrders();
    const store = storeAs('staff');
    const ids = { id: first!.refund!.id, orderId: first!._id };
    const blank = await store.dispatch(endpoints.rejectRefund.initiate({ ...ids, note: ' ' }));
    expect(getErrorMessage(blank.error)).toBe(REFUND_NOTE_REQUIRED);

    db.refundProviderFails = true;
    const failed = await store.dispatch(endpoints.approveRefund.initiate(ids));
    expect(getErrorStatus(failed.error)).toBe(502);
    expect(getErrorMessage(failed.error)).toBe(REFUND_PROVIDER_FAILED);

    const [, second] = seedAdminOrders();
    second!.refund = { ...first!.refund!, id: second!._id.replace(/^a/, 'b'), status: 'requested' };
    second!.refunds = [second!.refund];
    const rejected = await store.dispatch(
      endpoints.rejectRefund.initiate({
        id: second!.refund.id,
        orderId: second!._id,
        note: 'Most of it was watched.',
      }),
    );
    expect(rejected.data?.message).toBe(REFUND_REJECTED);
    expect(rejected.data?.refund.decisionNote).toBe('Most of it was watched.');
  });

  it('refuses a learner with 403', async () => {
    seedAdminOrders();
    const store = storeAs('learner');
    const result = await store.dispatch(endpoints.getAdminRefunds.initiate({}));
    expect(getErrorStatus(result.error)).toBe(403);
    expect(getErrorMessage(result.error)).toBe(ROLE_REQUIRED);
  });
});
