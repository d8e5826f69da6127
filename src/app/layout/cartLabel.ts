/** '1 item', '3 items'. */
export const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The cart action's accessible name: 'Cart, 1 item', 'Cart, 3 items'. */
export const cartLabel = (count: number) => `Cart, ${itemCount(count)}`;
