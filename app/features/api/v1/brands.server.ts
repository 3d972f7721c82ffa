import { and, asc, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { brandPath } from "~/shared/lib/links";
import type { Db } from "../../../shared/db/client";
import { brands, models, publishedBrand, publishedModel } from "../../../shared/db/schema";
import { absoluteUrl, itemEndpoint, listEndpoint, pageOf, pageQuery } from "../endpoint";

export const brandSchema = z
  .object({
    id: z.int().meta({ example: 12 }),
    name: z.string().meta({ example: "Toyota" }),
    slug: z.string().meta({ example: "toyota" }),
    country: z.string().nullable().meta({ description: "Where the brand comes from.", example: "Japan" }),
    distributor: z
      .string()
      .nullable()
      .meta({ description: "The brand's distributor in Rwanda.", example: "Toyota Rwanda" }),
    colour: z.string().meta({ description: "Identity colour, #RRGGBB.", example: "#EB0A1E" }),
    logo_url: z
      .string()
      .nullable()
      .meta({ description: "Uploaded logo, absolute URL; null when there is none." }),
    model_count: z.int().meta({ description: "Models of the brand in the catalogue." }),
    url: z.url().meta({ description: "The brand's page on the site." }),
  })
  .meta({ id: "Brand" });

const brandColumns = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  country: brands.country,
  distributor: brands.distributor,
  colour: brands.colour,
  logoUrl: brands.logoUrl,
  modelCount: sql<number>`(select count(*)::int from ${models} where ${models.brandId} = ${brands.id} and ${publishedModel})`,
};

const selectBrands = (db: Db) => db.select(brandColumns).from(brands);
type BrandRow = Awaited<ReturnType<typeof selectBrands>>[number];

const toBrand = (site: string, row: BrandRow): z.input<typeof brandSchema> => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  country: row.country,
  distributor: row.distributor,
  colour: row.colour,
  logo_url: absoluteUrl(site, row.logoUrl),
  model_count: Number(row.modelCount),
  url: `${site}${brandPath(row)}`,
});

export const brandEndpoints = [
  listEndpoint({
    path: "/brands",
    operationId: "listBrands",
    tag: "Catalogue",
    summary: "Brands",
    description: "Every brand of the new-car catalogue, alphabetically.",
    query: pageQuery(50),
    item: brandSchema,
    maxAge: 300,
    list: ({ query, db, env }) =>
      pageOf(
        query,
        selectBrands(db).where(publishedBrand).orderBy(asc(brands.name)),
        db.select({ value: count() }).from(brands).where(publishedBrand),
        (row) => toBrand(env.SITE_URL, row),
      ),
  }),
  itemEndpoint({
    path: "/brands/{id}",
    operationId: "getBrand",
    tag: "Catalogue",
    summary: "A brand",
    item: brandSchema,
    maxAge: 300,
    notFound: "No brand has this id.",
    async find({ id, db, env }) {
      const [row] = await selectBrands(db).where(and(eq(brands.id, id), publishedBrand));
      return row ? toBrand(env.SITE_URL, row) : null;
    },
  }),
];
