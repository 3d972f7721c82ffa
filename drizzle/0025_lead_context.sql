ALTER TABLE "leads" ADD COLUMN "model_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "version_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE set null ON UPDATE no action;