DROP INDEX "conversions_site_time_idx";--> statement-breakpoint
DROP INDEX "conversions_popup_time_idx";--> statement-breakpoint
CREATE INDEX "conversions_site_time_idx" ON "conversions" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversions_popup_time_idx" ON "conversions" USING btree ("popup_id","created_at","id");