CREATE TABLE "comparisons" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_ids" integer[] NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "comparisons_size" CHECK (cardinality("comparisons"."version_ids") between 2 and 4)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "comparisons_version_ids_key" ON "comparisons" USING btree ("version_ids");--> statement-breakpoint
CREATE INDEX "comparisons_views_idx" ON "comparisons" USING btree ("views" desc);