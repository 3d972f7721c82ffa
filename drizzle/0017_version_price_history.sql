CREATE TABLE "version_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_price_rwf" integer NOT NULL,
	"new_price_rwf" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "version_prices" ADD CONSTRAINT "version_prices_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "version_prices_version_changed_idx" ON "version_prices" USING btree ("version_id","changed_at");--> statement-breakpoint
CREATE FUNCTION "versions_record_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "version_prices" ("version_id", "old_price_rwf", "new_price_rwf")
  VALUES (NEW."id", OLD."price_rwf", NEW."price_rwf");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "versions_price_history" AFTER UPDATE OF "price_rwf" ON "versions"
  FOR EACH ROW WHEN (OLD."price_rwf" IS DISTINCT FROM NEW."price_rwf") EXECUTE FUNCTION "versions_record_price"();
