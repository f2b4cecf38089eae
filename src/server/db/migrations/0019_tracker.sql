CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"issuer_key" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"issuer_key" text NOT NULL,
	"number" integer NOT NULL,
	"issued_on" date NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"starts_on" date,
	"due_on" date NOT NULL,
	"platform" text,
	"format" text,
	"url" text,
	"published_on" date,
	"mention_confirmed" boolean,
	"recorded_at" timestamp with time zone,
	"review" text,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	"amount_ht" numeric(12, 2),
	"vat_rate" numeric(5, 2),
	"declared_by" text,
	"paid_on" date,
	"declared_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"invoiced_on" date,
	"external_invoice_number" text,
	"use_kind" text,
	"territory" text,
	"months" integer,
	"exclusive" boolean,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_notices" (
	"item_id" uuid NOT NULL,
	"notice" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracker_notices_item_id_notice_pk" PRIMARY KEY("item_id","notice")
);
--> statement-breakpoint
CREATE TABLE "tracker_screenshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_invoices" ADD CONSTRAINT "tracker_invoices_item_id_tracker_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tracker_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_items" ADD CONSTRAINT "tracker_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_notices" ADD CONSTRAINT "tracker_notices_item_id_tracker_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tracker_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_screenshots" ADD CONSTRAINT "tracker_screenshots_item_id_tracker_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tracker_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_invoices_item_idx" ON "tracker_invoices" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_invoices_number_idx" ON "tracker_invoices" USING btree ("issuer_key","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_items_contract_idx" ON "tracker_items" USING btree ("contract_id","kind","position");--> statement-breakpoint
CREATE INDEX "tracker_items_due_idx" ON "tracker_items" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "tracker_screenshots_item_idx" ON "tracker_screenshots" USING btree ("item_id","created_at");