ALTER TABLE "versions" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "versions" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;