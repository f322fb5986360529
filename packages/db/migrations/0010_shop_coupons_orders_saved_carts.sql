CREATE TABLE "shop_coupon_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_coupon_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"email" text NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"min_spend_cents" integer,
	"usage_limit" integer,
	"usage_limit_per_customer" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"popup_id" uuid,
	"conversion_id" bigint,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupons_kind" CHECK ("shop_coupons"."kind" in ('percent', 'fixed_cart')),
	CONSTRAINT "shop_coupons_amount" CHECK ("shop_coupons"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attributed_popup_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attributed_conversion_id" bigint;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD CONSTRAINT "shop_coupon_uses_coupon_id_shop_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "shop_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD CONSTRAINT "shop_coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupons" ADD CONSTRAINT "shop_coupons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupons" ADD CONSTRAINT "shop_coupons_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "popups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_coupon_uses_coupon_idx" ON "shop_coupon_uses" USING btree ("coupon_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coupons_site_code_key" ON "shop_coupons" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "shop_coupons_conversion_idx" ON "shop_coupons" USING btree ("conversion_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_attributed_popup_id_popups_id_fk" FOREIGN KEY ("attributed_popup_id") REFERENCES "popups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_key" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_attributed_popup_idx" ON "orders" USING btree ("attributed_popup_id");