ALTER TABLE "dealers" ALTER COLUMN "updated_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "dealers" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "logo_key" text;