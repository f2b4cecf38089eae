ALTER TABLE "contracts" ADD COLUMN "pending_inputs" jsonb DEFAULT '{}'::jsonb NOT NULL;
