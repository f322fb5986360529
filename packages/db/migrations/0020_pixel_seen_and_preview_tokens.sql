CREATE TABLE "popup_preview_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"popup_id" uuid NOT NULL,
	"claim_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "pixel_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "pixel_seen_domain" text;--> statement-breakpoint
ALTER TABLE "popup_preview_tokens" ADD CONSTRAINT "popup_preview_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_preview_tokens" ADD CONSTRAINT "popup_preview_tokens_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_preview_tokens_expires_idx" ON "popup_preview_tokens" USING btree ("expires_at");