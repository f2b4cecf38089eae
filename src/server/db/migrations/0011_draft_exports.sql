ALTER TABLE "contract_exports" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "contract_exports_version_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "contract_exports_version_idx" ON "contract_exports" USING btree ("contract_id","contract_version") WHERE "contract_exports"."draft" = false;
