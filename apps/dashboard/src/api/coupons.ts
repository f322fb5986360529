import type { TAdminCoupon, TAdminCouponList, TCouponSaveRequest } from '@hookline/schema';
import { request } from './client.ts';

/* A site's shop coupons; the wire shapes are `@hookline/schema`'s admin API. */

export type Coupon = TAdminCoupon;
type Signal = { signal?: AbortSignal };
const path = (clientId: string) => `/api/admin/sites/${encodeURIComponent(clientId)}/coupons`;

export const couponsApi = {
  list: (clientId: string, { signal }: Signal = {}) => request<TAdminCouponList>(path(clientId), { signal }),
  create: (clientId: string, input: TCouponSaveRequest) =>
    request<Coupon>(path(clientId), { method: 'POST', body: input }),
  remove: (clientId: string, id: string) =>
    request<void>(`${path(clientId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
