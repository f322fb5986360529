import { z } from 'zod';
import { wholeNumber } from './whole-number.ts';

/** The shop API's ids: a product's (a whole number) and a cart line's key. */

export const ZShopProductId = wholeNumber(1);
export const ZCartItemKey = z.string().regex(/^[a-f0-9]{32}$/, 'must be a cart item key');
