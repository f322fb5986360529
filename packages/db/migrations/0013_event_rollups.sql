CREATE TABLE "event_rollups" (
	"popup_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"store" text DEFAULT '' NOT NULL,
	"prize" text DEFAULT '' NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"closes" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_rollups_popup_id_bucket_store_prize_pk" PRIMARY KEY("popup_id","bucket","store","prize")
);
--> statement-breakpoint
CREATE TABLE "rollup_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rollup_pending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"popup_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"store" text DEFAULT '' NOT NULL,
	"prize" text DEFAULT '' NOT NULL,
	"customer_id" text,
	"views" bigint DEFAULT 0 NOT NULL,
	"closes" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_customer_rollups" (
	"popup_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"store" text NOT NULL,
	"customer_id" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_customer_rollups_popup_id_bucket_store_customer_id_pk" PRIMARY KEY("popup_id","bucket","store","customer_id")
);
--> statement-breakpoint
ALTER TABLE "event_rollups" ADD CONSTRAINT "event_rollups_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_customer_rollups" ADD CONSTRAINT "store_customer_rollups_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "popups"("id") ON DELETE cascade ON UPDATE no action;