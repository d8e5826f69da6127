// The academy's tests as products: the /tests catalogue, the cart and the order made from it.

export const TEST_ADDED = 'Test added to cart.';
export const TEST_ALREADY_IN_CART = 'Test is already in your cart.';
export const TEST_REMOVED = 'Test removed from cart.';
export const TEST_NOT_FOUND = 'Test not found.';
/** A test off sale: the specification's words, which the /tests page shows for it too. */
export const TEST_NOT_ON_SALE = 'This test will be available for purchase soon!';
/** One attempt at a time per test: a bought test not yet started (nor expired) is held. */
export const testAlreadyHeld = (name: string) =>
  `You already have ${name} to take. Take it from your dashboard's Tests tab; you can buy it again once you have started it.`;
/** A test taken off sale while it waited in the cart. */
export const testNoLongerOnSale = (name: string) =>
  `${name} is no longer on sale. Please remove it from your cart.`;
