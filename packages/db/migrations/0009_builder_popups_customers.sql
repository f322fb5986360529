CREATE TABLE "customer_visits" (
	"site_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"session_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_visits_site_id_customer_id_pk" PRIMARY KEY("site_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "pages" DROP CONSTRAINT "pages_kind";--> statement-breakpoint
ALTER TABLE "views" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_visits" ADD CONSTRAINT "customer_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "views_customer_idx" ON "views" USING btree ("site_id","customer_id","created_at") WHERE "views"."customer_id" is not null;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_kind" CHECK ("pages"."kind" in ('page', 'template', 'popup'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_role" CHECK ("customers"."role" in ('customer', 'shop_admin'));