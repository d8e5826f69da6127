// The add-to-cart messages, apart from the thunk: the button reads them before its code has loaded.
export const ADD_TO_CART_SIGNIN_MESSAGE = 'Please sign in to add items to the cart.';
export const ADD_TO_CART_FALLBACK_ERROR = 'Error adding item to cart';
