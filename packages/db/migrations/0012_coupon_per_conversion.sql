DROP INDEX "shop_coupons_conversion_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coupons_conversion_key" ON "shop_coupons" USING btree ("conversion_id");