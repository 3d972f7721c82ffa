CREATE TABLE "used_listing_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text,
	"drawing" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"decline_reason" text,
	"brand_id" integer,
	"model_id" integer,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"make_key" text GENERATED ALWAYS AS (trim(both '-' from regexp_replace(lower(make), '[^a-z0-9]+', '-', 'g'))) STORED,
	"model_key" text GENERATED ALWAYS AS (trim(both '-' from regexp_replace(lower(model), '[^a-z0-9]+', '-', 'g'))) STORED,
	"title" text DEFAULT '' NOT NULL,
	"year" integer,
	"mileage_km" integer,
	"price_rwf" integer,
	"negotiable" boolean DEFAULT false NOT NULL,
	"energy" text,
	"gearbox" text,
	"body" text,
	"colour" text,
	"engine_cc" integer,
	"drive" text,
	"steering" text DEFAULT 'left' NOT NULL,
	"condition" text,
	"import_status" text,
	"district" text,
	"sector" text,
	"description" text DEFAULT '' NOT NULL,
	"seller_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"seller_type" text DEFAULT 'private' NOT NULL,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "used_listing_photos" ADD CONSTRAINT "used_listing_photos_listing_id_used_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."used_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_listings" ADD CONSTRAINT "used_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_listings" ADD CONSTRAINT "used_listings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_listings" ADD CONSTRAINT "used_listings_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "used_listing_photos_position_key" ON "used_listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "used_listings_active_newest_idx" ON "used_listings" USING btree ("published_at" desc,"id" desc) WHERE "used_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "used_listings_active_price_idx" ON "used_listings" USING btree ("price_rwf","id") WHERE "used_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "used_listings_active_make_idx" ON "used_listings" USING btree ("make_key","model_key","published_at" desc) WHERE "used_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "used_listings_user_idx" ON "used_listings" USING btree ("user_id","updated_at" desc);--> statement-breakpoint
CREATE INDEX "used_listings_status_idx" ON "used_listings" USING btree ("status","created_at");