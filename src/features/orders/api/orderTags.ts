/** The cache tag of one order (its page, its checkout): mutations of that order invalidate it. */
export const orderTag = (orderId: string) => ({ type: 'Order' as const, id: orderId });
