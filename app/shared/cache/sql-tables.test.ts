import { describe, expect, it } from "vitest";
import { tablesOfStatement } from "./sql-tables";

const tables = new Set(["brands", "models", "versions", "version_prices", "comparisons", "used_listings"]);

describe("tablesOfStatement", () => {
  it("reads every site table a select names, once, in a join or a subquery", () => {
    expect(
      tablesOfStatement(
        'select "models"."id", "brands"."name" from "models" inner join "brands" on "models"."brand_id" = "brands"."id" where exists (select 1 from "versions" where "versions"."model_id" = "models"."id")',
        tables,
      ),
    ).toEqual({ reads: ["models", "brands", "versions"], writes: [] });
  });

  it("reads Drizzle's relational queries, whose aliases repeat the table names", () => {
    const sql =
      'select "models"."id", "models_brand"."data" as "brand" from "models" "models" left join lateral (select json_build_array("models_brand"."name") as "data" from (select * from "brands" "models_brand" where "models_brand"."id" = "models"."brand_id" limit $1) "models_brand") "models_brand" on true';
    expect(tablesOfStatement(sql, tables)).toEqual({ reads: ["models", "brands"], writes: [] });
  });

  it("reads hand-written subqueries, whose table names are not quoted", () => {
    expect(
      tablesOfStatement(
        'select "used_listings"."id", (select count(*)::int from used_listing_photos photo where photo.listing_id = "used_listings"."id") from "used_listings" join Brands b on true',
        new Set([...tables, "used_listing_photos"]),
      ),
    ).toEqual({ reads: ["used_listings", "used_listing_photos", "brands"], writes: [] });
  });

  it("ignores names that are not the site's tables", () => {
    expect(tablesOfStatement('select "id", "name" from "sessions" where "slug" = $1', tables)).toEqual({
      reads: [],
      writes: [],
    });
    expect(tablesOfStatement("select 1", tables)).toEqual({ reads: [], writes: [] });
  });

  it("counts an insert, an update or a delete as changing every table it names", () => {
    expect(tablesOfStatement('insert into "brands" ("name", "slug") values ($1, $2)', tables)).toEqual({
      reads: [],
      writes: ["brands"],
    });
    expect(
      tablesOfStatement('UPDATE "version_prices" set "price" = $1 where "version_id" = $2', tables),
    ).toEqual({ reads: [], writes: ["version_prices"] });
    expect(
      tablesOfStatement(
        'delete from "used_listings" where "id" in (select "id" from "used_listings" where "expires_at" < now())',
        tables,
      ),
    ).toEqual({ reads: [], writes: ["used_listings"] });
    expect(
      tablesOfStatement(
        'insert into "comparisons" ("version_ids", "views") values ($1, $2) on conflict ("version_ids") do update set "views" = "comparisons"."views" + 1',
        tables,
      ),
    ).toEqual({ reads: [], writes: ["comparisons"] });
  });

  it("counts a write inside a WITH clause, and leading spaces", () => {
    expect(
      tablesOfStatement(
        'with moved as (update "versions" set "model_id" = $1 returning "id") select * from moved',
        tables,
      ),
    ).toEqual({ reads: [], writes: ["versions"] });
    expect(tablesOfStatement('  \n truncate "brands"', tables)).toEqual({ reads: [], writes: ["brands"] });
    expect(
      tablesOfStatement('with recent as (select * from "versions") select * from recent', tables),
    ).toEqual({
      reads: ["versions"],
      writes: [],
    });
  });

  it("reads a quoted name with a doubled quote inside", () => {
    expect(tablesOfStatement('select * from "odd""name"', new Set(['odd"name']))).toEqual({
      reads: ['odd"name'],
      writes: [],
    });
  });
});
