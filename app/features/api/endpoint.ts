import { z } from "zod";
import type { Db } from "~/shared/db/client";
import { INTEGER_MAX } from "~/shared/lib/ids";
import type { Env } from "~/shared/server/env";

/** The groups the calls are filed under in the document and the reference, with what each holds. */
export const apiTags = {
  Catalogue: "Brands, models and versions of new cars, with their list prices in RWF.",
  Deals: "Current offers on new cars.",
  Dealers: "Where to buy: showrooms and garages, their brands, services and hours.",
  News: "Auto news articles and their categories.",
  "Practical guide": "Road tax, licence, financing, insurance, inspection and registration, explained.",
  "Used cars": "Listings of the used-car market that are online now.",
  Search: "Suggestions as the site's header search shows them.",
  Compatibility: "The calls of the original client, at /api.php.",
  Meta: "The API's own description.",
} as const;

export type ApiTag = keyof typeof apiTags;

/**
 * One read-only API call: where it lives, what it accepts and answers (zod schemas that both validate the
 * request and generate the OpenAPI document), how long answers may be cached, and how it loads its data.
 * `load` answers null when the thing asked for does not exist (a 404 with `notFound` as the message).
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Path under the API's base, with `{name}` path parameters: `/brands/{id}`. */
  path: string;
  operationId: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  query?: Q;
  params?: P;
  response: R;
  /** Seconds a client or cache may keep an answer. */
  maxAge: number;
  notFound?: string;
  /** Takes the database and the site's settings as plain values: the request stays in http.server.ts. */
  load(args: { query: z.output<Q>; params: z.output<P>; db: Db; env: Env }): Promise<z.input<R> | null>;
}

export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType>;

/** Keeps each endpoint's own types while it is written, then files it with the others. */
export function defineEndpoint<Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<Q, P, R>,
): AnyEndpoint {
  // `load` takes this endpoint's own parsed input; the handler only ever calls it with the output of
  // this endpoint's own schemas, so widening the types here is sound.
  return endpoint as unknown as AnyEndpoint;
}

/** The one error shape of every API answer that is not a success. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      status: z.int().meta({ description: "The HTTP status, repeated.", example: 400 }),
      code: z
        .string()
        .meta({ description: "Stable, machine-readable reason.", example: "invalid_parameters" }),
      message: z.string().meta({
        description: "What went wrong, for a developer.",
        example: "Some parameters are not valid.",
      }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({
          description: "For invalid parameters: a message per parameter.",
          example: { per_page: "Must be at most 100." },
        }),
    }),
  })
  .meta({ id: "Error" });

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A whole number from a query string, with messages a developer can act on. */
export const queryInt = (min: number, max: number) =>
  z.coerce
    .number({ error: "Must be a whole number." })
    .int({ error: "Must be a whole number." })
    .min(min, { error: `Must be at least ${min}.` })
    .max(max, { error: `Must be at most ${max}.` });

/** A path id: a positive whole number. */
export const idParams = z.object({
  id: queryInt(1, INTEGER_MAX).meta({ description: "The numeric id.", example: 1 }),
});

export const MAX_PER_PAGE = 100;

/** `page` and `per_page`, shared by every list. */
export const pageQuery = (defaultPerPage = 20) =>
  z.object({
    page: queryInt(1, 10_000).default(1).meta({ description: "Page number, from 1." }),
    per_page: queryInt(1, MAX_PER_PAGE)
      .default(defaultPerPage)
      .meta({ description: `Items per page, at most ${MAX_PER_PAGE}.` }),
  });

export const pageMetaSchema = z
  .object({
    page: z.int(),
    per_page: z.int(),
    total: z.int().meta({ description: "Items in the whole list." }),
    pages: z.int().meta({ description: "Pages in the whole list (0 when it is empty)." }),
  })
  .meta({ id: "PageMeta" });

/** A list answer: one page of items and where it sits in the whole list. */
const pagedSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });

/** A single-item answer. */
const itemSchema = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** Where a list call's page sits: `page` and `per_page`, as every list takes them. */
type PageParams = { page: number; per_page: number };

function pageMeta(query: PageParams, total: number) {
  return { page: query.page, per_page: query.per_page, total, pages: Math.ceil(total / query.per_page) };
}

/** LIMIT/OFFSET of a page. */
export const pageWindow = (query: PageParams) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});

/** One page of a SQL list, each row as `item`, and the whole list's count, read together. */
export async function pageOf<T, I>(
  query: PageParams,
  rows: { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } },
  total: PromiseLike<{ value: number }[]>,
  item: (row: T) => I,
) {
  const { limit, offset } = pageWindow(query);
  const [data, [counted]] = await Promise.all([rows.limit(limit).offset(offset), total]);
  return { data: data.map(item), total: counted?.value ?? 0 };
}

/**
 * A list call: answers one page of `item`s and where it sits in the whole list; `list` reads the page
 * and counts the whole list.
 */
export function listEndpoint<Q extends z.ZodType<PageParams>, I extends z.ZodType>({
  item,
  list,
  ...endpoint
}: Omit<Endpoint<Q>, "params" | "response" | "notFound" | "load"> & {
  item: I;
  list(args: { query: z.output<Q>; db: Db; env: Env }): Promise<{ data: z.input<I>[]; total: number }>;
}): AnyEndpoint {
  return defineEndpoint({
    ...endpoint,
    response: pagedSchema(item),
    async load(args) {
      const { data, total } = await list(args);
      return { data, meta: pageMeta(args.query, total) };
    },
  });
}

/** A call for one thing by its id: `find` answers it, or null when none has the id (a 404 saying `notFound`). */
export function itemEndpoint<I extends z.ZodType>({
  item,
  find,
  ...endpoint
}: Omit<Endpoint, "query" | "params" | "response" | "notFound" | "load"> & {
  item: I;
  notFound: string;
  find(args: { id: number; db: Db; env: Env }): Promise<z.input<I> | null>;
}): AnyEndpoint {
  return defineEndpoint({
    ...endpoint,
    params: idParams,
    response: itemSchema(item),
    async load({ params, db, env }) {
      const found = await find({ id: params.id, db, env });
      return found === null ? null : { data: found };
    },
  });
}

/** A site path as an absolute URL (answers are read off the site, so links must say where). */
export function absoluteUrl(site: string, path: string): string;
export function absoluteUrl(site: string, path: string | null): string | null;
export function absoluteUrl(site: string, path: string | null): string | null {
  return path === null || /^https?:\/\//.test(path) ? path : `${site}${path}`;
}
