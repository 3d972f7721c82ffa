CREATE TABLE "used_listing_counts" (
	"make_key" text NOT NULL,
	"model_key" text NOT NULL,
	"body" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "used_listing_counts_make_key_model_key_body_pk" PRIMARY KEY("make_key","model_key","body")
);
--> statement-breakpoint
CREATE INDEX "used_listings_active_year_idx" ON "used_listings" USING btree ("year" desc,"id" desc) WHERE "used_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "used_listings_active_mileage_idx" ON "used_listings" USING btree ("mileage_km","id" desc) WHERE "used_listings"."status" = 'active';--> statement-breakpoint
-- Keeps used_listing_counts current: a listing counts while it is active, under its make, model and body.
CREATE FUNCTION used_listing_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN
    UPDATE used_listing_counts SET listings = listings - 1
      WHERE make_key = OLD.make_key AND model_key = OLD.model_key AND body = coalesce(OLD.body, '');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' THEN
    INSERT INTO used_listing_counts (make_key, model_key, body, make, model, listings)
      VALUES (NEW.make_key, NEW.model_key, coalesce(NEW.body, ''), NEW.make, NEW.model, 1)
      ON CONFLICT (make_key, model_key, body) DO UPDATE SET listings = used_listing_counts.listings + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER used_listing_counts AFTER INSERT OR DELETE OR UPDATE OF status, make, model, body ON used_listings
  FOR EACH ROW EXECUTE FUNCTION used_listing_counts_apply();--> statement-breakpoint
INSERT INTO used_listing_counts (make_key, model_key, body, make, model, listings)
  SELECT make_key, model_key, coalesce(body, ''), min(make), min(model), count(*) FROM used_listings
  WHERE status = 'active' GROUP BY make_key, model_key, coalesce(body, '');
