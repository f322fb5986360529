CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"is_freemium" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" uuid NOT NULL,
	"popup_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" text,
	"close_trigger" text,
	"url" text,
	"converted_email" text
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" uuid NOT NULL,
	"popup_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"conversion_key" text,
	"view_id" bigint,
	"email" text,
	"fields" jsonb NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"public_id" text NOT NULL,
	"viewer_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"format" integer DEFAULT 1 NOT NULL,
	"target" text DEFAULT 'lead' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'paused' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"template_url" text,
	"template_markup" text,
	"content" jsonb NOT NULL,
	"design_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"triggers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_teasers_on" boolean DEFAULT false NOT NULL,
	"on_click" boolean DEFAULT false NOT NULL,
	"ab_test" boolean DEFAULT false NOT NULL,
	"ab_test_parent_id" uuid,
	"x_close_button" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_status" CHECK ("popups"."status" in ('active', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"monthly_view_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_client_id_format" CHECK ("sites"."client_id" ~ '^[a-z0-9]{13}$')
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" uuid NOT NULL,
	"popup_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" text,
	"trigger" text,
	"device" text,
	"url" text
);
--> statement-breakpoint
ALTER TABLE "closes" ADD CONSTRAINT "closes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closes" ADD CONSTRAINT "closes_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closes_event_key" ON "closes" USING btree ("site_id","event_id");--> statement-breakpoint
CREATE INDEX "closes_popup_time_idx" ON "closes" USING btree ("popup_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_key" ON "conversions" USING btree ("site_id","conversion_key");--> statement-breakpoint
CREATE INDEX "conversions_site_time_idx" ON "conversions" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "conversions_popup_time_idx" ON "conversions" USING btree ("popup_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "popups_public_id_key" ON "popups" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "popups_viewer_id_key" ON "popups" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "popups_site_idx" ON "popups" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "popups_account_idx" ON "popups" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_client_id_key" ON "sites" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sites_account_idx" ON "sites" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "views_event_key" ON "views" USING btree ("site_id","event_id");--> statement-breakpoint
CREATE INDEX "views_popup_time_idx" ON "views" USING btree ("popup_id","created_at");