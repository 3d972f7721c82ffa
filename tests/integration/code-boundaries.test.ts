import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The code boundaries of decision 0019, proved with the project's real ESLint config: each snippet is
 * linted as if it were the named file, and must (or must not) draw that boundary's error. Removing or
 * narrowing a rule in eslint.config.js makes a "reports" case fail.
 */

type Snippet = { filePath: string; code: string };
type Boundary = { rule: string; reports: Snippet[]; allows: Snippet[] };

const boundaries: Boundary[] = [
  {
    rule: "shared-imports-feature",
    reports: [
      { filePath: "app/shared/lib/links.ts", code: `import { x } from "~/features/catalogue/catalogue";` },
      {
        filePath: "app/shared/ui/breadcrumbs.tsx",
        code: `import type { T } from "../../features/news/news";`,
      },
      {
        filePath: "app/shared/db/schema.ts",
        code: `export { dealerKinds } from "~/features/dealers/dealers";`,
      },
      {
        filePath: "app/shared/server/context.ts",
        code: `export const load = () => import("~/features/news/news");`,
      },
      {
        filePath: "app/shared/i18n/i18n.test.ts",
        code: `import { homeText } from "~/features/home/text/home";`,
      },
    ],
    allows: [
      {
        filePath: "app/features/news/news.server.ts",
        code: `import { x } from "~/features/catalogue/catalogue";`,
      },
      { filePath: "app/shared/lib/links.ts", code: `import { slugify } from "~/shared/lib/slug";` },
    ],
  },
  {
    rule: "component-imports-server",
    reports: [
      {
        filePath: "app/features/news/components/article-card.tsx",
        code: `import type { Article } from "~/features/news/news.server";`,
      },
      {
        filePath: "app/features/news/components/article-card.tsx",
        code: `import { a } from "../news.server.ts";`,
      },
      { filePath: "app/shared/ui/icon.tsx", code: `import { openDatabase } from "~/shared/db/client";` },
      { filePath: "app/shared/ui/icon.tsx", code: `import type { Env } from "../server/env";` },
      { filePath: "app/shared/forms/fields.tsx", code: `import { env } from "~/shared/server/env";` },
      {
        filePath: "app/features/dealers/components/dealer-card.tsx",
        code: `export type Db = import("../../../shared/db/client").Db;`,
      },
    ],
    allows: [
      {
        filePath: "app/features/news/routes/article.tsx",
        code: `import type { Article } from "~/features/news/news.server";`,
      },
      {
        filePath: "app/features/news/news-page.server.ts",
        code: `import { openDatabase } from "~/shared/db/client";`,
      },
      {
        filePath: "app/features/news/components/article-card.tsx",
        code: `import type { Article } from "~/features/news/news";`,
      },
      { filePath: "app/shared/forms/form-data.ts", code: `import { env } from "~/shared/server/env";` },
    ],
  },
  {
    rule: "server-imports-component",
    reports: [
      {
        filePath: "app/features/catalogue/car-list.server.ts",
        code: `import type { CarCardData } from "~/features/catalogue/components/car-card";`,
      },
      {
        filePath: "app/features/dealers/dealers.server.ts",
        code: `import type { Props } from "./components/where-to-buy";`,
      },
      { filePath: "app/shared/server/mail.server.ts", code: `import { Icon } from "~/shared/ui/icon";` },
      {
        filePath: "app/shared/db/schema.ts",
        code: `import type { FieldProps } from "~/shared/forms/fields";`,
      },
      { filePath: "app/shared/forms/guard.server.ts", code: `import { FormMessage } from "./form-message";` },
    ],
    allows: [
      {
        filePath: "app/features/catalogue/routes/brand.tsx",
        code: `import type { CarCardData } from "~/features/catalogue/components/car-card";`,
      },
      { filePath: "app/shared/forms/guard.server.ts", code: `import { parseForm } from "./form-data";` },
      {
        filePath: "app/features/catalogue/car-list.server.ts",
        code: `import type { CarCardData } from "./car-list";`,
      },
    ],
  },
  {
    rule: "route-imports-route",
    reports: [
      { filePath: "app/features/catalogue/routes/model.tsx", code: `import { loader } from "./brand";` },
      {
        filePath: "app/features/catalogue/routes/model.tsx",
        code: `import { meta } from "~/features/news/routes/article";`,
      },
      {
        filePath: "app/features/deals/routes/current-deals.tsx",
        code: `import { meta } from "../../catalogue/routes/brand";`,
      },
    ],
    allows: [
      {
        filePath: "app/features/catalogue/routes/model.tsx",
        code: `import type { Route } from "./+types/model";`,
      },
      {
        filePath: "app/features/catalogue/routes/model.tsx",
        code: `import { modelPage } from "../model-page.server";`,
      },
      {
        filePath: "app/features/accounts/routes/login.tsx",
        code: `import { signInAction } from "./login.server";`,
      },
      {
        filePath: "tests/integration/brand.test.ts",
        code: `import { loader } from "~/features/catalogue/routes/brand";`,
      },
    ],
  },
  {
    rule: "request-outside-edge",
    reports: [
      {
        filePath: "app/features/news/news.server.ts",
        code: `export const page = (request: Request) => request.url;`,
      },
      {
        filePath: "app/shared/lib/route-params.ts",
        code: `import type { AppLoadContext } from "react-router";\nexport const db = (context: AppLoadContext) => context;`,
      },
      {
        filePath: "app/shared/server/same-origin.ts",
        code: `import type { ActionFunctionArgs } from "react-router";\nexport const f = (args: ActionFunctionArgs) => args;`,
      },
      {
        filePath: "app/features/accounts/sign-in.server.ts",
        code: `import type { LoaderFunctionArgs } from "react-router";\nexport const f = (args: LoaderFunctionArgs) => args;`,
      },
      {
        filePath: "app/features/posting/post-listing.server.ts",
        code: `import type { Route } from "./routes/+types/post";\nexport const f = (args: Route.ActionArgs) => args;`,
      },
      {
        filePath: "app/features/used-market/components/save-search.tsx",
        code: `import type { AppContext } from "~/shared/server/context";\nexport const f = (c: AppContext) => c;`,
      },
    ],
    allows: [
      {
        filePath: "app/features/news/routes/article.tsx",
        code: `export const page = (request: Request) => request.url;`,
      },
      {
        filePath: "app/features/posting/http.server.ts",
        code: `export const page = (request: Request) => request.url;`,
      },
      {
        filePath: "app/shared/http/request-guard.ts",
        code: `export const page = (request: Request) => request.url;`,
      },
      {
        filePath: "app/shared/auth/auth.server.ts",
        code: `export const page = (request: Request) => request.url;`,
      },
      { filePath: "app/entry.server.tsx", code: `export const page = (request: Request) => request.url;` },
      { filePath: "app/root.tsx", code: `export const page = (request: Request) => request.url;` },
      { filePath: "server.ts", code: `export const page = (request: Request) => request.url;` },
      {
        filePath: "app/features/news/news.server.test.ts",
        code: `export const page = (request: Request) => request.url;`,
      },
    ],
  },
  {
    rule: "text-through-seam",
    reports: [
      {
        filePath: "app/features/news/routes/news-list.tsx",
        code: `import { newsMessages } from "~/features/news/text/en/news";`,
      },
      {
        filePath: "app/features/news/news.server.ts",
        code: `import type { newsMessages } from "./text/en/news";`,
      },
      {
        filePath: "app/features/home/components/hero.tsx",
        code: `export const load = () => import("../text/fr/home");`,
      },
      { filePath: "app/shared/lib/share.ts", code: `import { shareMessages } from "../i18n/en/share";` },
      {
        filePath: "tests/integration/news.test.ts",
        code: `import { newsMessages } from "~/features/news/text/en/news";`,
      },
      {
        filePath: "app/features/news/components/news-card.tsx",
        code: `import { newsText } from "~/features/news/text/news";`,
      },
      { filePath: "app/shared/ui/share-bar.tsx", code: `import { shareText } from "~/shared/i18n/share";` },
      {
        filePath: "app/features/news/components/news-card.tsx",
        code: `export const load = () => import("../text/news");`,
      },
    ],
    allows: [
      { filePath: "app/features/news/text/news.ts", code: `import { newsMessages } from "./en/news";` },
      { filePath: "app/shared/i18n/errors.ts", code: `import { errorMessages } from "./en/errors";` },
      {
        filePath: "app/features/news/routes/news-list.tsx",
        code: `import { newsText } from "~/features/news/text/news";`,
      },
      { filePath: "app/features/news/news.server.ts", code: `import { newsText } from "./text/news";` },
      {
        filePath: "app/features/news/components/news-card.tsx",
        code: `import type { NewsMessages } from "~/features/news/text/news";`,
      },
      {
        filePath: "app/shared/ui/share-bar.test.tsx",
        code: `import { shareText } from "~/shared/i18n/share";`,
      },
    ],
  },
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function boundaryErrors(snippet: Snippet, rule: string) {
  const [result] = await eslint.lintText(snippet.code, { filePath: snippet.filePath });
  const messages = result?.messages ?? [];
  // A snippet that does not parse would pass an "allows" case for the wrong reason.
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === `boundaries/${rule}`);
}

describe.each(boundaries)("boundary $rule", ({ rule, reports, allows }) => {
  it.each(reports)("reports $filePath: $code", async (snippet) => {
    const errors = await boundaryErrors(snippet, rule);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.severity).toBe(2);
    // Every message says what to do instead.
    expect(errors[0]?.message).toMatch(/: .{20,}/);
  });

  it.each(allows)("allows $filePath: $code", async (snippet) => {
    expect(await boundaryErrors(snippet, rule)).toEqual([]);
  });
});
