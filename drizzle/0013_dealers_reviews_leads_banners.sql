CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"image_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"link_url" text NOT NULL,
	"alt" text NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"weight" integer DEFAULT 1 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_brands" (
	"dealer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "dealer_brands_dealer_id_brand_id_pk" PRIMARY KEY("dealer_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sells_new" boolean DEFAULT false NOT NULL,
	"sells_used" boolean DEFAULT false NOT NULL,
	"has_service" boolean DEFAULT false NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"district" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"whatsapp" text,
	"email" text,
	"website" text,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latitude" real,
	"longitude" real,
	"logo_url" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"overall" integer NOT NULL,
	"comfort" integer NOT NULL,
	"performance" integer NOT NULL,
	"value" integer NOT NULL,
	"reliability" integer NOT NULL,
	"economy" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"ownership" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "driver_reviews_ratings_check" CHECK ("driver_reviews"."overall" between 1 and 5 and "driver_reviews"."comfort" between 1 and 5 and "driver_reviews"."performance" between 1 and 5 and "driver_reviews"."value" between 1 and 5 and "driver_reviews"."reliability" between 1 and 5 and "driver_reviews"."economy" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"cookie_user_id" text,
	"user_id" text,
	"car_condition" text NOT NULL,
	"payment_method" text NOT NULL,
	"brand_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_min" integer,
	"budget_max" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"district" text NOT NULL,
	"consent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_brands" ADD CONSTRAINT "dealer_brands_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_brands" ADD CONSTRAINT "dealer_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_reviews" ADD CONSTRAINT "driver_reviews_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_reviews" ADD CONSTRAINT "driver_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_reviews" ADD CONSTRAINT "driver_reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_placement_idx" ON "banners" USING btree ("placement");--> statement-breakpoint
CREATE INDEX "dealer_brands_brand_idx" ON "dealer_brands" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_slug_key" ON "dealers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dealers_district_idx" ON "dealers" USING btree ("district");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_reviews_user_model_key" ON "driver_reviews" USING btree ("user_id","model_id");--> statement-breakpoint
CREATE INDEX "driver_reviews_model_idx" ON "driver_reviews" USING btree ("model_id","status","created_at" desc);--> statement-breakpoint
CREATE INDEX "driver_reviews_status_idx" ON "driver_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" desc);