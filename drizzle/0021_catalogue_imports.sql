CREATE TABLE "catalogue_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE INDEX "catalogue_imports_created_idx" ON "catalogue_imports" USING btree ("created_at");