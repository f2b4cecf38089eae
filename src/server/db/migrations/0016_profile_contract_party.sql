ALTER TABLE "user_details" ADD COLUMN "legal_form" text;--> statement-breakpoint
ALTER TABLE "user_details" ADD COLUMN "signatory_capacity" text;
