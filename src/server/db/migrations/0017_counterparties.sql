CREATE TABLE "counterparties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"side" text NOT NULL,
	"name" text NOT NULL,
	"siret" text DEFAULT '' NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text NOT NULL,
	"fields" jsonb NOT NULL,
	"draft_contract_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counterparties" ADD CONSTRAINT "counterparties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counterparties" ADD CONSTRAINT "counterparties_draft_contract_id_contracts_id_fk" FOREIGN KEY ("draft_contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counterparties_owner_siret_idx" ON "counterparties" USING btree ("owner_id","siret") WHERE "counterparties"."siret" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "counterparties_owner_name_idx" ON "counterparties" USING btree ("owner_id","name_key") WHERE "counterparties"."siret" = '';--> statement-breakpoint
CREATE INDEX "counterparties_owner_idx" ON "counterparties" USING btree ("owner_id","name_key");
--> statement-breakpoint
-- The book starts from the contracts already written: for each user who has a role, the other
-- side of each contract; per SIRET (else per name folded as in #shared/counterparty/match.ts),
-- the most recently saved contract wins.
WITH "named" AS (
	SELECT "contracts"."owner_id", "contracts"."updated_at", "sides"."side", "contracts"."body" -> 'parties' -> "sides"."side" AS "party"
	FROM "contracts"
	JOIN (SELECT "user_id", CASE "role" WHEN 'brand' THEN 'influencer' ELSE 'creator' END AS "side" FROM "user_details" WHERE "role" IS NOT NULL) AS "sides"
		ON "sides"."user_id" = "contracts"."owner_id"
), "keyed" AS (
	SELECT "owner_id", "updated_at", "side", "party",
		btrim(coalesce("party" ->> 'name', '')) AS "name",
		CASE WHEN regexp_replace(coalesce("party" ->> 'siret', ''), '\s+', '', 'g') ~ '^[0-9]{14}$'
			THEN regexp_replace("party" ->> 'siret', '\s+', '', 'g') ELSE '' END AS "siret",
		btrim(regexp_replace(lower(replace(replace(replace(replace(translate(coalesce("party" ->> 'name', ''), 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿŸ   ', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyyY   '), 'Œ', 'OE'), 'œ', 'oe'), 'Æ', 'AE'), 'æ', 'ae')), '\s+', ' ', 'g')) AS "name_key",
		btrim(regexp_replace(lower(replace(replace(replace(replace(translate(coalesce("party" ->> 'pseudonym', ''), 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿŸ   ', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyyY   '), 'Œ', 'OE'), 'œ', 'oe'), 'Æ', 'AE'), 'æ', 'ae')), '\s+', ' ', 'g')) AS "pseudonym_key",
		lower(btrim(coalesce("party" ->> 'email', ''))) AS "email_key"
	FROM "named"
	WHERE "party" IS NOT NULL AND jsonb_typeof("party") = 'object'
)
INSERT INTO "counterparties" ("owner_id", "side", "name", "siret", "name_key", "search_text", "fields", "created_at", "updated_at")
SELECT DISTINCT ON ("owner_id", CASE WHEN "siret" <> '' THEN 'siret:' || "siret" ELSE 'name:' || "name_key" END)
	"owner_id", "side", "name", "siret", "name_key",
	concat_ws(E'\n', nullif("name_key", ''), nullif("pseudonym_key", ''), nullif("email_key", ''), nullif("siret", '')),
	"party", "updated_at", "updated_at"
FROM "keyed"
WHERE "name" <> ''
ORDER BY "owner_id", CASE WHEN "siret" <> '' THEN 'siret:' || "siret" ELSE 'name:' || "name_key" END, "updated_at" DESC
ON CONFLICT DO NOTHING;
