CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"query" text NOT NULL,
	"label" text NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"last_alert_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "used_listing_favourites" (
	"user_id" text NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "used_listing_favourites_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "used_listing_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"reporter_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "used_listings" ADD COLUMN "draft_step" text DEFAULT 'car' NOT NULL;--> statement-breakpoint
ALTER TABLE "used_listings" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "used_listings" ADD COLUMN "moderated_by" text;--> statement-breakpoint
ALTER TABLE "used_listings" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_listing_favourites" ADD CONSTRAINT "used_listing_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_listing_favourites" ADD CONSTRAINT "used_listing_favourites_listing_id_used_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."used_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_listing_reports" ADD CONSTRAINT "used_listing_reports_listing_id_used_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."used_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_listing_reports" ADD CONSTRAINT "used_listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_listing_reports" ADD CONSTRAINT "used_listing_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_key" ON "saved_searches" USING btree ("user_id","query");--> statement-breakpoint
CREATE INDEX "saved_searches_alerts_idx" ON "saved_searches" USING btree ("alerts","last_alert_at");--> statement-breakpoint
CREATE INDEX "used_listing_favourites_listing_idx" ON "used_listing_favourites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "used_listing_reports_open_idx" ON "used_listing_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "used_listing_reports_listing_idx" ON "used_listing_reports" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "used_listings" ADD CONSTRAINT "used_listings_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "used_listings_active_expiry_idx" ON "used_listings" USING btree ("expires_at") WHERE "used_listings"."status" = 'active';