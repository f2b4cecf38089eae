ALTER TABLE "credit_ledger" ADD COLUMN "reserved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "credit_ledger_reserved_idx" ON "credit_ledger" USING btree ("reserved_at") WHERE reserved_at is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_idx" ON "waitlist_entries" USING btree ("created_at");
