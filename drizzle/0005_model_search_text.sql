ALTER TABLE "models" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- search_text = search_fold('brand model'). A generated column cannot read the brands table, so triggers
-- keep it current: on a model's insert or rename or move to another brand, and on a brand's rename.
CREATE FUNCTION models_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := search_fold((SELECT name FROM brands WHERE id = NEW.brand_id) || ' ' || NEW.name);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER models_search_text BEFORE INSERT OR UPDATE OF name, brand_id ON models
  FOR EACH ROW EXECUTE FUNCTION models_search_text();--> statement-breakpoint
CREATE FUNCTION brands_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE models SET search_text = search_fold(NEW.name || ' ' || name) WHERE brand_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER brands_search_text AFTER UPDATE OF name ON brands
  FOR EACH ROW EXECUTE FUNCTION brands_search_text();--> statement-breakpoint
UPDATE models SET search_text = search_fold(brands.name || ' ' || models.name) FROM brands
  WHERE brands.id = models.brand_id;--> statement-breakpoint
CREATE INDEX "models_search_text_idx" ON "models" USING gin ("search_text" gin_trgm_ops);
