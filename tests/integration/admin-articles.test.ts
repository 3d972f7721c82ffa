import { and, asc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kigaliTimeInput } from "../../app/features/admin/article-form";
import { action as editAction, loader as editLoader } from "../../app/features/admin/routes/admin-item-edit";
import { action as newAction, loader as newLoader } from "../../app/features/admin/routes/admin-item-new";
import { loader as listLoader } from "../../app/features/admin/routes/admin-items";
import { listNews } from "../../app/features/news/news.server";
import { getGuideSection } from "../../app/features/practical-guide/practical-guide.server";
import {
  auditLog,
  guideArticles,
  guideSections,
  newsArticleCategories,
  newsArticles,
  newsCategories,
} from "../../app/shared/db/schema";
import { testContext } from "../setup/app-context";
import { accountWithRole, expectStaffOnly } from "../setup/members";
import { answer, get, post } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

const HOUR = 60 * 60 * 1000;

describe.each(drivers)("the back office's news and guide articles (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;
  let editor: { id: string; cookie: string };
  let categories: number[];
  let section: { id: number; slug: "road-tax" };

  /** The shared pages of news and guides: the kind is the address's (/admin/news/…, /admin/guides/…). */
  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) => {
    const kind = new URL(request.url).pathname.split("/")[2];
    return Promise.resolve(handler({ request, context, params: { kind, ...params } } as never)).catch(
      (thrown: unknown) => thrown,
    );
  };

  const newsForm = (values: Partial<Record<string, string>> = {}) => ({
    title: "Kigali opens its first public fast chargers",
    slug: "",
    categoryId: String(categories[0]),
    alsoCategoryId: "",
    authorName: "Claudine Test-Writer",
    excerpt: "Four 120 kW chargers on the airport road.",
    bodyMarkdown: "## Where\n\nOn the **airport road**.\n\n<script>alert(1)</script>",
    status: "draft",
    publishAt: "",
    updatedAt: "",
    ...values,
  });
  const guideForm = (values: Partial<Record<string, string>> = {}) => ({
    title: "Paying road tax online",
    slug: "",
    sectionId: String(section.id),
    excerpt: "Step by step on Irembo.",
    bodyMarkdown: "1. Open Irembo\n2. Pay",
    sources: "Rwanda Revenue Authority | https://www.rra.gov.rw\nIrembo",
    recordedOn: "2026-11-20",
    status: "published",
    publishAt: "",
    updatedAt: "",
    ...values,
  });

  const createNews = async (values: Partial<Record<string, string>> = {}) => {
    const created = answer(await call(newAction, post("/admin/news/new", newsForm(values), editor.cookie)));
    expect(created.status).toBe(302);
    return Number(/\/admin\/news\/(\d+)\?created=1$/.exec(created.location!)![1]);
  };
  const newsPage = async (id: number) =>
    (await call(editLoader, get(`/admin/news/${id}`, editor.cookie), { id: String(id) })) as Awaited<
      ReturnType<typeof editLoader>
    >;
  const saveNews = async (id: number, values: Record<string, string>) =>
    answer(await call(editAction, post(`/admin/news/${id}`, values, editor.cookie), { id: String(id) }));
  const row = async (id: number) =>
    (await database.db.select().from(newsArticles).where(eq(newsArticles.id, id)))[0]!;
  const publicIds = async () => (await listNews(database.db, { limit: 500 })).map((article) => article.id);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
    editor = await accountWithRole(context, "editor");
    categories = (
      await database.db
        .select({ id: newsCategories.id })
        .from(newsCategories)
        .orderBy(asc(newsCategories.position))
    ).map((category) => category.id);
    const [found] = await database.db
      .select({ id: guideSections.id })
      .from(guideSections)
      .where(eq(guideSections.slug, "road-tax"));
    section = { id: found!.id, slug: "road-tax" };
  });
  afterAll(() => database?.cleanup());

  it("sends visitors to sign in and answers members with a 403, for every page and action", async () => {
    for (const kind of ["news", "guides"])
      await expectStaffOnly(context, {
        loaders: [
          [listLoader, `/admin/${kind}`],
          [newLoader, `/admin/${kind}/new`],
          [editLoader, `/admin/${kind}/1`],
        ],
        actions: [
          [newAction, `/admin/${kind}/new`],
          [editAction, `/admin/${kind}/1`],
        ],
        form: { ...newsForm(), intent: "preview" },
        params: { kind, id: "1" },
      });
    expect(
      await database.db
        .select()
        .from(newsArticles)
        .where(eq(newsArticles.authorName, "Claudine Test-Writer")),
    ).toEqual([]);
  });

  it("previews the Markdown sanitised as the site shows it, keeping what was typed and saving nothing", async () => {
    const before = await database.db.select({ id: newsArticles.id }).from(newsArticles);
    const preview = answer(
      await call(
        newAction,
        post("/admin/news/new", { ...newsForm({ title: "" }), intent: "preview" }, editor.cookie),
      ),
    );
    expect(preview.status).toBe(200);
    const data = preview.data as { values: Record<string, string>; errors: object; preview: string };
    expect(data.values.bodyMarkdown).toContain("airport road");
    expect(data.values.title).toBe("");
    expect(data.errors).toEqual({});
    expect(data.preview).toContain("<h2>Where</h2>");
    expect(data.preview).toContain("<strong>airport road</strong>");
    expect(data.preview).not.toContain("script");
    expect(await database.db.select({ id: newsArticles.id }).from(newsArticles)).toHaveLength(before.length);
  });

  it("refuses bad input beside each field, keeping every value typed", async () => {
    const bad = answer(
      await call(
        newAction,
        post(
          "/admin/news/new",
          newsForm({
            title: "",
            excerpt: "x".repeat(401),
            categoryId: "999999",
            alsoCategoryId: "abc",
            status: "scheduled",
            publishAt: "2026-13-45 25:00",
          }),
          editor.cookie,
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      values: { title: "", publishAt: "2026-13-45 25:00", excerpt: "x".repeat(401) },
      errors: {
        title: "Give the article's title.",
        excerpt: "At most 400 characters.",
        alsoCategoryId: "Choose one of the categories.",
      },
    });
    const timing = answer(
      await call(
        newAction,
        post(
          "/admin/news/new",
          newsForm({ status: "scheduled", publishAt: "2026-13-45 25:00" }),
          editor.cookie,
        ),
      ),
    );
    expect((timing.data as { errors: object }).errors).toEqual({
      publishAt: "Write the time as a day and an hour, for example 2026-12-01 09:30.",
    });
    const past = answer(
      await call(
        newAction,
        post(
          "/admin/news/new",
          newsForm({ status: "scheduled", publishAt: "2020-01-01T10:00" }),
          editor.cookie,
        ),
      ),
    );
    expect((past.data as { errors: object }).errors).toEqual({
      publishAt: "To schedule the article, give a time still to come.",
    });
    const unknown = answer(
      await call(newAction, post("/admin/news/new", newsForm({ categoryId: "999999" }), editor.cookie)),
    );
    expect(unknown).toMatchObject({
      status: 400,
      data: { errors: { categoryId: "Choose one of the categories." } },
    });
  });

  it("creates a draft with a slug from its title, schedules it in Kigali time, publishes it; the log says so", async () => {
    const id = await createNews({ alsoCategoryId: String(categories[1]) });
    const draft = await row(id);
    expect(draft).toMatchObject({
      slug: "kigali-opens-its-first-public-fast-chargers",
      published: false,
      readingMinutes: 1,
    });
    expect(draft.bodyHtml).toContain("<strong>airport road</strong>");
    expect(draft.bodyHtml).not.toContain("script");
    expect(draft.searchText).toContain("kigali opens");
    expect(await publicIds()).not.toContain(id);
    const terms = await database.db
      .select({ id: newsArticleCategories.categoryId })
      .from(newsArticleCategories)
      .where(eq(newsArticleCategories.articleId, id))
      .orderBy(asc(newsArticleCategories.position));
    expect(terms.map((term) => term.id)).toEqual([categories[0], categories[1]]);

    const page = await newsPage(id);
    expect(page.values).toMatchObject({ status: "draft", alsoCategoryId: String(categories[1]) });
    // The history names the categories, not their ids.
    const names = await database.db
      .select({ id: newsCategories.id, name: newsCategories.name })
      .from(newsCategories);
    const nameOf = (categoryId: number | undefined) =>
      names.find((category) => category.id === categoryId)!.name;
    const created = Object.fromEntries(
      page.history[0]!.changes.map((change) => [change.field, change.after]),
    );
    expect(created).toMatchObject({
      "main category": nameOf(categories[0]),
      "second category": nameOf(categories[1]),
    });
    expect(page.item.path).toBeNull();
    const at = new Date(Date.now() + 2 * HOUR);
    at.setUTCSeconds(0, 0);
    const scheduled = await saveNews(id, {
      ...page.values,
      status: "scheduled",
      publishAt: kigaliTimeInput(at),
    });
    expect(scheduled.status).toBe(302);
    expect((await row(id)).publishedAt.toISOString()).toBe(at.toISOString());
    // Kigali is two hours ahead of UTC.
    expect(kigaliTimeInput(at).slice(11)).toBe(
      `${String((at.getUTCHours() + 2) % 24).padStart(2, "0")}:${String(at.getUTCMinutes()).padStart(2, "0")}`,
    );
    expect(await publicIds()).not.toContain(id);
    const again = await newsPage(id);
    expect(again.values).toMatchObject({ status: "scheduled", publishAt: kigaliTimeInput(at) });

    // Its time comes: the same query shows it, nothing else needed.
    await database.db
      .update(newsArticles)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(newsArticles.id, id));
    expect(await publicIds()).toContain(id);

    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "news"), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((entry) => entry.action)).toEqual(["create", "publish"]);
  });

  it("updates the text, HTML and reading time of a published article, refuses a stale form with what changed", async () => {
    const id = await createNews({ title: "A published story", status: "published" });
    expect(await publicIds()).toContain(id);
    const page = await newsPage(id);
    expect(page.item.path).toMatch(new RegExp(`/${id}-a-published-story$`));
    const long = `${"word ".repeat(1000)}\n\n*new*`;
    expect((await saveNews(id, { ...page.values, bodyMarkdown: long, title: "A longer story" })).status).toBe(
      302,
    );
    const saved = await row(id);
    expect(saved).toMatchObject({ readingMinutes: 5, title: "A longer story", published: true });
    expect(saved.bodyHtml).toContain("<em>new</em>");
    expect(saved.searchText).toBe("a longer story");
    const stale = await saveNews(id, { ...page.values, excerpt: "Mine" });
    expect(stale.status).toBe(409);
    expect((stale.data as { formError: string }).formError).toContain("title");
    expect((stale.data as { values: { excerpt: string } }).values.excerpt).toBe("Mine");
    const taken = answer(
      await call(newAction, post("/admin/news/new", newsForm({ slug: saved.slug }), editor.cookie)),
    );
    expect(taken).toMatchObject({
      status: 400,
      data: { errors: { slug: "Another article already has this address." } },
    });
  });

  it("lists articles by title, category and status, counted", async () => {
    const id = await createNews({ title: "Zebra crossings near schools", status: "draft" });
    const list = async (query: string) =>
      (await call(listLoader, get(`/admin/news?${query}`, editor.cookie))) as Awaited<
        ReturnType<typeof listLoader>
      >;
    const drafts = await list(`q=zebra&status=draft&group=${categories[0]}`);
    expect(drafts.rows.map((a) => [a.id, a.cells.status])).toEqual([[id, "draft"]]);
    expect(drafts.total).toBe(1);
    expect((await list("q=zebra&status=published")).total).toBe(0);
    const all = await list("sort=title");
    expect(all.total).toBeGreaterThan(10);
    expect(all.filters).toMatchObject({ sort: "title", status: "" });
  });

  it("creates, previews and schedules a guide article with its sources; drafts stay off its section", async () => {
    const preview = answer(
      await call(newAction, post("/admin/guides/new", { ...guideForm(), intent: "preview" }, editor.cookie)),
    );
    expect((preview.data as { preview: string }).preview).toContain("<ol>");
    const bad = answer(
      await call(
        newAction,
        post(
          "/admin/guides/new",
          guideForm({ sources: "Somewhere | not-an-address", recordedOn: "2026-02-30" }),
          editor.cookie,
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.data as { errors: object }).errors).sort()).toEqual(["recordedOn", "sources"]);
    const created = answer(await call(newAction, post("/admin/guides/new", guideForm(), editor.cookie)));
    expect(created.status).toBe(302);
    const id = Number(/\/admin\/guides\/(\d+)/.exec(created.location!)![1]);
    const [saved] = await database.db.select().from(guideArticles).where(eq(guideArticles.id, id));
    expect(saved).toMatchObject({
      slug: "paying-road-tax-online",
      published: true,
      sources: [{ name: "Rwanda Revenue Authority", url: "https://www.rra.gov.rw" }, { name: "Irembo" }],
      recordedOn: "2026-11-20",
    });
    const shown = async () => (await getGuideSection(database.db, section.slug))!.articles.map((a) => a.id);
    expect(await shown()).toContain(id);
    const page = (await call(editLoader, get(`/admin/guides/${id}`, editor.cookie), {
      id: String(id),
    })) as Awaited<ReturnType<typeof editLoader>>;
    expect(page.values.sources).toBe("Rwanda Revenue Authority | https://www.rra.gov.rw\nIrembo");
    const [sectionRow] = await database.db
      .select({ title: guideSections.title })
      .from(guideSections)
      .where(eq(guideSections.id, section.id));
    expect(page.history[0]!.changes).toContainEqual({
      field: "section",
      before: null,
      after: sectionRow!.title,
    });
    const saveDraft = answer(
      await call(
        editAction,
        post(`/admin/guides/${id}`, { ...page.values, status: "draft" }, editor.cookie),
        {
          id: String(id),
        },
      ),
    );
    expect(saveDraft.status).toBe(302);
    expect(await shown()).not.toContain(id);
    const list = (await call(
      listLoader,
      get("/admin/guides?status=draft&q=road+tax", editor.cookie),
    )) as Awaited<ReturnType<typeof listLoader>>;
    expect(list.rows.map((a) => a.id)).toContain(id);
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "guide"), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((entry) => entry.action)).toEqual(["create", "unpublish"]);
  });
});
