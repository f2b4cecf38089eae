CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"export_id" uuid NOT NULL,
	"document_sha256" text NOT NULL,
	"ordered" boolean NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"final_pdf" "bytea",
	"final_sha256" text,
	"signed_content_sha256" text,
	"owner_download_token_hash" text
);
--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"party" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"otp_hash" text,
	"otp_expires_at" timestamp with time zone,
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"otp_verified_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"typed_name" text,
	"signature_kind" text,
	"signature_image" text,
	"ip" text,
	"user_agent" text,
	"last_reminded_at" timestamp with time zone,
	"auto_reminders" integer DEFAULT 0 NOT NULL,
	"download_token_hash" text
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"signer_id" uuid,
	"event" text NOT NULL,
	"detail" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_export_id_contract_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."contract_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_signer_id_signature_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signature_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_requests_contract_idx" ON "signature_requests" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "signature_requests_owner_idx" ON "signature_requests" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_download_idx" ON "signature_requests" USING btree ("owner_download_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_signers_token_idx" ON "signature_signers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_signers_download_idx" ON "signature_signers" USING btree ("download_token_hash");--> statement-breakpoint
CREATE INDEX "signature_signers_request_idx" ON "signature_signers" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "signature_events_request_idx" ON "signature_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE FUNCTION "signature_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'signature_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signature_events_no_update" BEFORE UPDATE ON "signature_events" FOR EACH ROW EXECUTE FUNCTION "signature_events_append_only"();
