import type {
  AdminCouponsPage,
  AdminCouponsQuery,
  CouponResponse,
  CreateCouponRequest,
  UpdateCouponRequest,
} from '@contract/types';
import { adminApi, CHANGE_TAGS, LIST } from './adminApi';

const couponPath = (code: string) => `/admin/coupons/${encodeURIComponent(code)}`;
const changed = [{ type: 'AdminCoupon' as const, id: LIST }, ...CHANGE_TAGS];

export const couponsAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCoupons: build.query<AdminCouponsPage, Partial<AdminCouponsQuery>>({
      query: (params) => ({ url: '/admin/coupons', params }),
      providesTags: [{ type: 'AdminCoupon', id: LIST }],
    }),
    createCoupon: build.mutation<CouponResponse, CreateCouponRequest>({
      query: (body) => ({ url: '/admin/coupons', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateCoupon: build.mutation<CouponResponse, UpdateCouponRequest & { code: string }>({
      query: ({ code, ...body }) => ({ url: couponPath(code), method: 'PUT', body }),
      invalidatesTags: changed,
    }),
    setCouponEnabled: build.mutation<CouponResponse, { code: string; enabled: boolean }>({
      query: ({ code, enabled }) => ({
        url: `${couponPath(code)}/${enabled ? 'enable' : 'disable'}`,
        method: 'POST',
      }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useGetAdminCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  useSetCouponEnabledMutation,
} = couponsAdminApi;
