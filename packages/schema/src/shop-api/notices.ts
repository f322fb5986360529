import { z } from 'zod';

/** A notice a shop page shows once (WooCommerce's success, error and info notices), kept in a cookie until shown. */
export const ZShopNotice = z.object({
  type: z.enum(['success', 'error', 'info']),
  text: z.string().max(500),
  link: z.object({ href: z.string().max(500), label: z.string().max(100) }).optional(),
});
export type TShopNotice = z.infer<typeof ZShopNotice>;
export const ZShopNotices = z.array(ZShopNotice).max(5);
