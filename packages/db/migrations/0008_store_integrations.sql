CREATE TABLE "wix_saved_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wix_saved_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"category" text,
	"source_table" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wix_saved_products" ADD CONSTRAINT "wix_saved_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wix_saved_products_site_time_idx" ON "wix_saved_products" USING btree ("site_id","created_at");