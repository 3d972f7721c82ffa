ALTER TABLE "guide_articles" ALTER COLUMN "updated_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "guide_articles" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "news_articles" ALTER COLUMN "updated_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "news_articles" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "guide_articles" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "cover_key" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "guide_articles_title_idx" ON "guide_articles" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "guide_articles_title_trgm_idx" ON "guide_articles" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_articles_title_idx" ON "news_articles" USING btree (lower("title"));