ALTER TABLE "contract_versions" ADD COLUMN "saved_by" uuid;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD COLUMN "restored_from" integer;--> statement-breakpoint
UPDATE "contract_versions" SET "saved_by" = "contracts"."owner_id" FROM "contracts" WHERE "contracts"."id" = "contract_versions"."contract_id";--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
