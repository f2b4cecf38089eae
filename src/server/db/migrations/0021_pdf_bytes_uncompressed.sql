-- PDFs are stored as they are, out of line and never compressed by PostgreSQL: their streams are compressed already, so each insert's attempt (pglz over the whole file, then dropped) cost about 2 ms of the database's CPU per export for nothing. Rows written before keep their storage.
ALTER TABLE "contract_exports" ALTER COLUMN "pdf" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "signature_requests" ALTER COLUMN "final_pdf" SET STORAGE EXTERNAL;
