CREATE TABLE "site_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"credentials" text NOT NULL,
	"credential_hint" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"excluded_popup_ids" uuid[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"last_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_integrations_site_provider" UNIQUE("site_id","provider"),
	CONSTRAINT "site_integrations_status" CHECK ("site_integrations"."status" in ('connected', 'failing', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "integration_id" uuid;--> statement-breakpoint
ALTER TABLE "site_integrations" ADD CONSTRAINT "site_integrations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_integration_id_site_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "site_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_integration_lead" ON "webhook_deliveries" USING btree ("integration_id","conversion_id") WHERE "webhook_deliveries"."integration_id" is not null and "webhook_deliveries"."conversion_id" is not null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_integration_idx" ON "webhook_deliveries" USING btree ("integration_id","id");