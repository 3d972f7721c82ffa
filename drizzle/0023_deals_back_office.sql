CREATE TABLE "deal_versions" (
	"deal_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	CONSTRAINT "deal_versions_deal_id_version_id_pk" PRIMARY KEY("deal_id","version_id")
);
--> statement-breakpoint
ALTER TABLE "deals" DROP CONSTRAINT "deals_price_or_discount";--> statement-breakpoint
ALTER TABLE "deals" DROP CONSTRAINT "deals_version_id_versions_id_fk";
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "all_versions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "percent_off" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "dealer_id" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "conditions" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_versions" ADD CONSTRAINT "deal_versions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_versions" ADD CONSTRAINT "deal_versions_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_versions_version_idx" ON "deal_versions" USING btree ("version_id");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_dealer_id_idx" ON "deals" USING btree ("dealer_id");--> statement-breakpoint
-- Today's deals keep the versions they were on: a deal on one version lists it, a deal without one is on
-- every version of its model, said so explicitly.
INSERT INTO "deal_versions" ("deal_id", "version_id") SELECT "id", "version_id" FROM "deals" WHERE "version_id" IS NOT NULL;--> statement-breakpoint
UPDATE "deals" SET "all_versions" = ("version_id" IS NULL);--> statement-breakpoint
ALTER TABLE "deals" DROP COLUMN "version_id";--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_one_offer" CHECK (num_nonnulls("deals"."new_price_rwf", "deals"."discount_rwf", "deals"."percent_off") = 1);--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_percent_range" CHECK ("deals"."percent_off" between 1 and 50);--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_amounts_positive" CHECK ("deals"."new_price_rwf" > 0 and "deals"."discount_rwf" > 0);