import { Type } from 'typebox';
import { errors, Uuid, UuidParams } from './common';

const tags = ['cart'];

/** What a cart or order line holds: a recorded course or one of the academy's tests. */
export const ProductModel = Type.Enum(['Course', 'Test']);

export const CartItem = Type.Object({
  productId: Type.String(),
  model: ProductModel,
  price: Type.Integer(),
  thumbnail: Type.String(),
  title: Type.String(),
  quantity: Type.Integer(),
});

export const Cart = Type.Object({
  items: Type.Array(CartItem),
  totalPrice: Type.Integer(),
  /** The unpaid order created from this cart; while set, items cannot be removed. */
  activeOrderId: Type.Union([Type.String(), Type.Null()]),
});

export const CartResponse = Type.Object({ cart: Cart });
export const CartMutationResponse = Type.Object({ message: Type.String(), cart: Cart });

export const AddToCartRequest = Type.Object(
  {
    productId: Uuid,
    model: ProductModel,
    // A course or test is held once; the field exists for the cart item shape.
    quantity: Type.Integer({ minimum: 1, maximum: 1, default: 1 }),
  },
  { additionalProperties: false },
);

export const cartSchemas = {
  cart: {
    tags,
    summary: "Your cart at today's prices",
    response: { 200: CartResponse, ...errors(400, 401) },
  },
  add: {
    tags,
    summary:
      'Add a course or a test (once); a course you own, a test off sale or one you hold untaken are refused',
    body: AddToCartRequest,
    response: { 200: CartMutationResponse, ...errors(400, 401, 404, 409) },
  },
  remove: {
    tags,
    summary: 'Remove a course or a test (refused while an order from this cart waits)',
    params: UuidParams('productId'),
    response: { 200: CartMutationResponse, ...errors(400, 401, 404, 409) },
  },
};
