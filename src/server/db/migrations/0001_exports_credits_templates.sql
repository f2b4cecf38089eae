CREATE TABLE "contract_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"contract_version" integer NOT NULL,
	"sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"pages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"name" text PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"pool" text NOT NULL,
	"amount" integer NOT NULL,
	"period" text,
	"export_id" uuid,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_exports" ADD CONSTRAINT "contract_exports_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_exports" ADD CONSTRAINT "contract_exports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_exports_version_idx" ON "contract_exports" USING btree ("contract_id","contract_version");--> statement-breakpoint
CREATE INDEX "contract_exports_owner_idx" ON "contract_exports" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","pool","period");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_monthly_grant_idx" ON "credit_ledger" USING btree ("user_id","period") WHERE kind = 'monthly_grant';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_reference_idx" ON "credit_ledger" USING btree ("reference");