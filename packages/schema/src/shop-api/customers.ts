import { z } from 'zod';

/** Shop customers: registering, logging in, and the account they see. */

/** `POST {api}/customer/register` */
export const ZShopRegisterRequest = z.object({
  email: z.email('must be an email address').max(254),
  password: z.string().min(8, 'must be at least 8 characters').max(200),
  name: z.string().trim().max(100).optional(),
});
export type TShopRegisterRequest = z.infer<typeof ZShopRegisterRequest>;

/** `POST {api}/customer/login` */
export const ZShopLoginRequest = z.object({
  email: z.string().trim().min(1, 'is required').max(254),
  password: z.string().min(1, 'is required').max(200),
});
export type TShopLoginRequest = z.infer<typeof ZShopLoginRequest>;

export const ZShopCustomer = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** The billing address of the customer's last order (checkout prefill). */
  address: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string().optional(),
      postcode: z.string(),
      country: z.string(),
    })
    .nullable()
    .optional(),
});
export type TShopCustomer = z.infer<typeof ZShopCustomer>;

/** `POST {api}/customer/register` and `/login` */
export const ZShopSessionResponse = z.object({ customer: ZShopCustomer });
export type TShopSessionResponse = z.infer<typeof ZShopSessionResponse>;

/** `GET {api}/customer`: who is logged in, with their orders. */
export const ZShopAccountResponse = z.object({
  customer: ZShopCustomer,
  orders: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      status: z.string(),
      total_cents: z.number(),
      items: z.array(z.object({ name: z.string(), quantity: z.number(), unit_price_cents: z.number() })),
    }),
  ),
});
export type TShopAccountResponse = z.infer<typeof ZShopAccountResponse>;

/** `POST {api}/customer/lost-password`: asks for a reset link by email. */
export const ZShopLostPasswordRequest = z.object({
  email: z.string().trim().min(1, 'is required').max(254),
});
export type TShopLostPasswordRequest = z.infer<typeof ZShopLostPasswordRequest>;

/** `POST {api}/customer/reset-password`: the new password (the link's key is in the browser's cookie). */
export const ZShopResetPasswordRequest = z.object({
  password: ZShopRegisterRequest.shape.password,
});
export type TShopResetPasswordRequest = z.infer<typeof ZShopResetPasswordRequest>;

/** The answer to `lost-password`: the same whether or not an account has that email. */
export const ZShopLostPasswordResponse = z.object({ message: z.string() });
export type TShopLostPasswordResponse = z.infer<typeof ZShopLostPasswordResponse>;
