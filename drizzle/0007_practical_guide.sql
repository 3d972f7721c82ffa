CREATE TABLE "guide_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"reading_minutes" integer NOT NULL,
	"sources" jsonb NOT NULL,
	"recorded_on" date NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"intro" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "guide_sections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "guide_articles" ADD CONSTRAINT "guide_articles_section_id_guide_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."guide_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_articles_section_slug_key" ON "guide_articles" USING btree ("section_id","slug");--> statement-breakpoint
CREATE INDEX "guide_articles_published_at_idx" ON "guide_articles" USING btree ("published_at" desc);