ALTER TABLE "contracts" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_requests" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_requests" ALTER COLUMN "export_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "contract_title" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "sender_email" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "retained_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD COLUMN "capacity" text;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD COLUMN "is_sender" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "signature_requests" SET "contract_title" = "contracts"."title" FROM "contracts" WHERE "contracts"."id" = "signature_requests"."contract_id";--> statement-breakpoint
UPDATE "signature_requests" SET "sender_name" = trim("users"."first_name" || ' ' || "users"."last_name"), "sender_email" = "users"."email" FROM "users" WHERE "users"."id" = "signature_requests"."owner_id";--> statement-breakpoint
CREATE INDEX "signature_requests_retained_idx" ON "signature_requests" USING btree ("retained_until");
