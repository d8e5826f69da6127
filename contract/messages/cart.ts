export const COURSE_ADDED = 'Course added to cart.';
export const ALREADY_IN_CART = 'Course is already in your cart.';
export const ALREADY_PURCHASED = 'You have already purchased this course.';
export const COURSE_REMOVED = 'Course removed from cart.';
export const NOT_IN_CART = 'This course is not in your cart.';
export const CART_LOCKED_BY_ORDER =
  'Items cannot be removed while an order is in progress. Cancel the order first.';
