CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"version_id" integer,
	"title" text NOT NULL,
	"description" text,
	"new_price_rwf" integer,
	"discount_rwf" integer,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_price_or_discount" CHECK (("deals"."new_price_rwf" is null) <> ("deals"."discount_rwf" is null)),
	CONSTRAINT "deals_dates" CHECK ("deals"."valid_from" <= "deals"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"price_rwf" integer NOT NULL,
	"engine_label" text NOT NULL,
	"displacement_cc" integer,
	"energy" text NOT NULL,
	"power_kw" integer NOT NULL,
	"power_hp" integer NOT NULL,
	"torque_nm" integer NOT NULL,
	"transmission" text NOT NULL,
	"gears" integer,
	"drive" text NOT NULL,
	"consumption_l100" real,
	"consumption_kwh100" real,
	"co2_gkm" integer,
	"battery_kwh" real,
	"electric_range_km" integer,
	"ac_charge_kw" real,
	"dc_charge_kw" real,
	"zero_to_hundred_s" real,
	"top_speed_kmh" integer,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"wheelbase_mm" integer NOT NULL,
	"ground_clearance_mm" integer,
	"kerb_weight_kg" integer NOT NULL,
	"seats" integer NOT NULL,
	"doors" integer NOT NULL,
	"boot_litres" integer,
	"tank_litres" integer,
	"warranty" text NOT NULL,
	"equipment" jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "versions_price_positive" CHECK ("versions"."price_rwf" > 0)
);
--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "segment" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "luxury" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "launched_on" date;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_model_id_idx" ON "deals" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "deals_valid_to_idx" ON "deals" USING btree ("valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "versions_model_slug_key" ON "versions" USING btree ("model_id","slug");--> statement-breakpoint
CREATE INDEX "versions_model_id_idx" ON "versions" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "versions_price_idx" ON "versions" USING btree ("price_rwf");--> statement-breakpoint
CREATE INDEX "models_launched_on_idx" ON "models" USING btree ("launched_on");