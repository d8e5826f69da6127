import { fieldInvalid, ID_RULE } from '@contract/messages/common';
import { cartApi } from '@/features/cart/api/cartApi';
import { buildUser } from '@/testing/mocks/fixtures';
import { createSignedInStore } from '@/testing/storeTestUtils';

// The msw fakes check request bodies against the contract's schemas, as the server does, so a store
// test sending a body the server would refuse fails here too, with the server's message. (The
// server's side of the same case is in server/test/routeSchemas.test.ts.)

it('a body that breaks the contract gets the server’s 400 and message from the fake', async () => {
  const { store } = createSignedInStore(buildUser());

  const result = await store.dispatch(
    cartApi.endpoints.addToCart.initiate({ productId: 'not-a-uuid', model: 'Course', quantity: 1 }),
  );

  expect(result.error).toMatchObject({
    status: 400,
    data: { message: fieldInvalid('productId', ID_RULE), code: 'VALIDATION' },
  });
});
