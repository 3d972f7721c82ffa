CREATE TABLE "news_article_categories" (
	"article_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "news_article_categories_article_id_category_id_pk" PRIMARY KEY("article_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"author_name" text NOT NULL,
	"cover_url" text NOT NULL,
	"cover_alt" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"reading_minutes" integer NOT NULL,
	"search_text" text GENERATED ALWAYS AS (search_fold(title)) STORED NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "news_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "news_article_categories" ADD CONSTRAINT "news_article_categories_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_categories" ADD CONSTRAINT "news_article_categories_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_article_categories_position_key" ON "news_article_categories" USING btree ("article_id","position");--> statement-breakpoint
CREATE INDEX "news_article_categories_category_idx" ON "news_article_categories" USING btree ("category_id","article_id");--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("published_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "news_articles_search_text_idx" ON "news_articles" USING gin ("search_text" gin_trgm_ops);