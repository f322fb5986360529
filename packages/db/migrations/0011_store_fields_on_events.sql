ALTER TABLE "activities" ADD COLUMN "store_integration" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "closes" ADD COLUMN "store_integration" text;--> statement-breakpoint
ALTER TABLE "closes" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "views" ADD COLUMN "store_integration" text;--> statement-breakpoint
-- Views stored before this migration kept a customer id only for the Hookline shop.
UPDATE "views" SET "store_integration" = 'hookline' WHERE "customer_id" IS NOT NULL;