import type { Field } from '@puckeditor/core';
import type { ProductPage } from '@hookline/shop';
import type { WidgetLoadContext } from '../contract.ts';
import { textField } from './fields.ts';

/** The product a shop widget shows, by its slug (`/product/{slug}`). */
export const productField: Field<string> = textField('Product (slug, as in /product/{slug})');

/** The shop's API base the islands post to (the add-to-cart action). */
export const SHOP_API = '/api/shop';

export async function loadProduct(slug: string, ctx: WidgetLoadContext): Promise<ProductPage | null> {
  return slug ? ctx.data.product(slug) : null;
}
