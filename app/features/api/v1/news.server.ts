import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { newsCategoryPath } from "~/shared/lib/links";
import { newsArticles, publicNews } from "../../../shared/db/schema";
import {
  countNews,
  getNewsCategory,
  listNews,
  listNewsCategories,
  summaryColumns,
  withTerms,
  type NewsSummary,
} from "../../news/news.server";
import {
  absoluteUrl,
  defineEndpoint,
  itemEndpoint,
  listEndpoint,
  pageQuery,
  pageWindow,
  queryInt,
} from "../endpoint";
import { ApiError } from "../api-error";
import { INTEGER_MAX } from "~/shared/lib/ids";

export const newsCategorySchema = z
  .object({
    id: z.int().meta({ example: 2 }),
    name: z.string().meta({ example: "New models" }),
    slug: z.string().meta({ example: "new-models" }),
    description: z.string(),
    url: z.url().meta({ description: "The category's list of articles on the site." }),
  })
  .meta({ id: "NewsCategory" });

const articleCategorySchema = z
  .object({ id: z.int(), name: z.string(), slug: z.string() })
  .meta({ id: "NewsArticleCategory" });

const articleFields = {
  id: z.int().meta({ example: 101 }),
  slug: z.string().meta({ example: "toyota-launches-the-new-rav4" }),
  title: z.string(),
  excerpt: z.string(),
  cover_url: z.string().meta({ description: "The cover picture, absolute URL." }),
  cover_alt: z.string().meta({ description: "The cover picture's text alternative." }),
  author_name: z.string(),
  reading_minutes: z.int().meta({ example: 4 }),
  published_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  categories: z
    .array(articleCategorySchema)
    .meta({ description: "The article's categories, its main one first." }),
  url: z.url().meta({ description: "The article's page on the site." }),
};

export const newsArticleSchema = z.object(articleFields).meta({ id: "NewsArticle" });

export const newsArticleDetailSchema = z
  .object({
    ...articleFields,
    content_html: z
      .string()
      .meta({ description: "The article's body as sanitised HTML, as the site shows it." }),
  })
  .meta({ id: "NewsArticleDetail" });

const toArticle = (site: string, article: NewsSummary): z.input<typeof newsArticleSchema> => ({
  id: article.id,
  slug: article.slug,
  title: article.title,
  excerpt: article.excerpt,
  cover_url: absoluteUrl(site, article.coverUrl),
  cover_alt: article.coverAlt,
  author_name: article.authorName,
  reading_minutes: article.readingMinutes,
  published_at: article.publishedAt.toISOString(),
  updated_at: article.updatedAt.toISOString(),
  categories: article.terms.map(({ id, name, slug }) => ({ id, name, slug })),
  url: absoluteUrl(site, article.path),
});

export const newsEndpoints = [
  defineEndpoint({
    path: "/news/categories",
    operationId: "listNewsCategories",
    tag: "News",
    summary: "News categories",
    description: "Every category of the news section, in the order of the site's News menu.",
    response: z.object({ data: z.array(newsCategorySchema) }),
    maxAge: 300,
    async load({ db, env }) {
      const categories = await listNewsCategories(db);
      return {
        data: categories.map((category) => ({
          ...category,
          url: absoluteUrl(env.SITE_URL, newsCategoryPath(category)),
        })),
      };
    },
  }),
  listEndpoint({
    path: "/news/articles",
    operationId: "listNewsArticles",
    tag: "News",
    summary: "News articles",
    description: "News articles, newest first; all of them or those of one category.",
    query: pageQuery(20).extend({
      category: queryInt(1, INTEGER_MAX)
        .optional()
        .meta({ description: "Only articles filed under this category, by its id (see /news/categories)." }),
    }),
    item: newsArticleSchema,
    maxAge: 300,
    async list({ query, db, env }) {
      if (query.category !== undefined && !(await getNewsCategory(db, query.category)))
        throw new ApiError(400, "invalid_parameters", "Some parameters are not valid.", {
          category: "No news category has this id; /news/categories lists them.",
        });
      const [articles, total] = await Promise.all([
        listNews(db, { categoryId: query.category, ...pageWindow(query) }),
        countNews(db, query.category),
      ]);
      return { data: articles.map((article) => toArticle(env.SITE_URL, article)), total };
    },
  }),
  itemEndpoint({
    path: "/news/articles/{id}",
    operationId: "getNewsArticle",
    tag: "News",
    summary: "A news article",
    description: "One article with its body as sanitised HTML.",
    item: newsArticleDetailSchema,
    maxAge: 300,
    notFound: "No news article has this id.",
    async find({ id, db, env }) {
      const [row] = await db
        .select({ ...summaryColumns, bodyHtml: newsArticles.bodyHtml })
        .from(newsArticles)
        .where(and(eq(newsArticles.id, id), publicNews));
      if (!row) return null;
      const { bodyHtml, ...summary } = row;
      const [article] = await withTerms(db, [summary]);
      return { ...toArticle(env.SITE_URL, article!), content_html: bodyHtml };
    },
  }),
];
