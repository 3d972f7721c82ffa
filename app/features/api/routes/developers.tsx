import { Fragment } from "react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { Icon } from "~/shared/ui/icon";
import { seoMeta } from "~/shared/lib/meta";
import { layoutText } from "~/features/layout/text/layout";
import { developersText, type DevelopersMessages } from "~/features/api/text/developers";
import { messagesFor, textFor, type Translate } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { DEVELOPERS_PATH } from "~/shared/lib/links";
import { apiReference, type ReferenceOperation } from "~/features/api/reference.server";
import type { Route } from "./+types/developers";

export function loader({ context }: Route.LoaderArgs) {
  const { SITE_URL, SITE_NAME } = context.env;
  const t = textFor(developersText, context.locale);
  return {
    reference: apiReference(SITE_URL, SITE_NAME),
    openApiPath: `${DEVELOPERS_PATH}/openapi.json`,
    text: messagesFor(context.locale, developersText),
    site: SITE_NAME,
    breadcrumbs: [
      { label: textFor(layoutText, context.locale)("menu.home"), to: "/" },
      { label: t("dev.breadcrumb") },
    ],
    meta: seoMeta(
      {
        title: t("dev.title", { site: SITE_NAME }),
        description: t("dev.description", { site: SITE_NAME }),
        path: DEVELOPERS_PATH,
      },
      SITE_URL,
    ),
  };
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** Text with `code` spans, as the OpenAPI descriptions are written. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {text.split("`").map((part, index) =>
        index % 2 === 1 ? (
          <code
            key={index}
            className="rounded bg-accent-50 px-1 py-0.5 font-mono text-[0.9em] dark:bg-accent-900/40"
          >
            {part}
          </code>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** Paragraphs and "- " lists, as the OpenAPI descriptions are written. */
function Prose({ text, className = "" }: { text: string; className?: string }) {
  const blocks = text.split(/\n\n+/).filter(Boolean);
  return (
    <div className={`space-y-3 leading-7 ${className}`}>
      {blocks.map((block, index) => {
        const lines = block.split("\n");
        return lines.every((line) => line.startsWith("- ")) ? (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {lines.map((line) => (
              <li key={line}>
                <Inline text={line.slice(2)} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            <Inline text={block} />
          </p>
        );
      })}
    </div>
  );
}

function OperationCard({
  operation,
  t,
}: {
  operation: ReferenceOperation;
  t: Translate<DevelopersMessages>;
}) {
  return (
    <article
      id={operation.id}
      aria-labelledby={`${operation.id}-title`}
      className="card scroll-mt-4 p-5 sm:p-6"
    >
      <p className="flex flex-wrap items-center gap-2 font-mono text-sm">
        <span className="rounded-md bg-ok/15 px-2 py-0.5 font-bold text-ok">GET</span>
        <span className="break-all font-semibold">{operation.path}</span>
      </p>
      <h3 id={`${operation.id}-title`} className="mt-3 text-xl font-bold">
        {operation.summary}
      </h3>
      {operation.description ? <Prose text={operation.description} className="mt-2 text-muted" /> : null}

      <h4 className="mt-5 font-bold">{t("dev.parameters")}</h4>
      {operation.parameters.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t("dev.noParameters")}</p>
      ) : (
        <dl className="mt-2 divide-y divide-line rounded-xl border border-line">
          {operation.parameters.map((parameter) => (
            <div
              key={parameter.name}
              className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4"
            >
              <dt className="min-w-0">
                <code className="font-mono text-sm font-bold break-all">{parameter.name}</code>
                <span className="block text-xs text-muted">
                  {[
                    parameter.required ? t("dev.required") : null,
                    parameter.where === "path" ? t("dev.inPath") : null,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </span>
              </dt>
              <dd className="min-w-0 text-sm">
                <span className="block font-mono text-xs break-words text-muted">{parameter.type}</span>
                {parameter.description ? (
                  <span className="mt-1 block">
                    <Inline text={parameter.description} />
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      )}

      <h4 className="mt-5 font-bold">{t("dev.answer")}</h4>
      <p className="mt-1 text-sm text-muted">
        <Inline text={operation.answer.list ? t("dev.answerList") : t("dev.answerItem")} />
      </p>
      {operation.answer.fields.length > 0 ? (
        <details className="group mt-2 rounded-xl border border-line">
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 font-semibold">
            {t("dev.field")}s ({operation.answer.fields.length})
            <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <dl className="divide-y divide-line border-t border-line">
            {operation.answer.fields.map((field) => (
              <div
                key={field.name}
                className="grid gap-1 px-4 py-2.5 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4"
              >
                <dt className="font-mono text-sm font-semibold break-all">{field.name}</dt>
                <dd className="min-w-0 text-sm">
                  <span className="font-mono text-xs break-words text-muted">{field.type}</span>
                  {field.description ? <span className="mt-0.5 block">{field.description}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}

      <h4 className="mt-5 font-bold">{t("dev.example")}</h4>
      <pre
        role="region"
        aria-label={`${t("dev.example")}: ${operation.summary}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-xl bg-ink px-4 py-3 font-mono text-xs leading-6 text-page dark:bg-black/60 dark:text-ink"
      >
        <code>{operation.example}</code>
      </pre>
    </article>
  );
}

/** /developers: the API reference, read off the OpenAPI document. */
export default function Developers({ loaderData }: Route.ComponentProps) {
  const { reference, site } = loaderData;
  const t = useText<DevelopersMessages>();
  return (
    <article>
      <header className="border-b border-line bg-gradient-to-b from-accent-50 to-page dark:from-accent-900/30">
        <div className="container-page py-6 sm:py-10">
          <Breadcrumbs items={loaderData.breadcrumbs} />
          <h1 className="mt-5 flex max-w-4xl items-start gap-3 text-3xl font-extrabold tracking-tight sm:text-5xl">
            <Icon
              name="code"
              className="mt-1 size-8 shrink-0 text-accent-600 sm:size-11 dark:text-accent-300"
            />
            {reference.title}
          </h1>
          <p className="mt-3 text-sm font-semibold text-muted">
            {t("dev.version", { version: reference.version })}
          </p>
          <Prose text={reference.lead} className="mt-4 max-w-3xl text-lg text-muted" />
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={loaderData.openApiPath} className="btn-primary">
              <Icon name="file-json" className="size-4" />
              {t("dev.openapi")}
            </a>
            <Link to="/contact-us" className="btn-ghost">
              <Icon name="key-round" className="size-4" />
              {t("dev.contact")}
            </Link>
          </div>
          <p className="mt-3 text-sm text-muted">{t("dev.openapiHint")}</p>
        </div>
      </header>

      <div className="container-page grid gap-10 py-8 sm:py-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="hidden lg:sticky lg:top-4 lg:block lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <nav aria-labelledby="api-contents" className="card p-5">
            <h2 id="api-contents" className="text-lg font-bold">
              {t("dev.contents")}
            </h2>
            {reference.groups.map((group) => (
              <div key={group.tag} className="mt-4">
                <h3 className="text-xs font-bold tracking-wide text-muted uppercase">{group.tag}</h3>
                <ul className="mt-1">
                  {group.operations.map((operation) => (
                    <li key={operation.id}>
                      <a
                        href={`#${operation.id}`}
                        className="flex min-h-11 items-center text-sm font-semibold text-link hover:underline lg:min-h-9"
                      >
                        {operation.summary}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>

        <div className="min-w-0 space-y-12">
          {/* On phones the groups only: the full list of calls would push the content a screen down. */}
          <nav aria-labelledby="api-groups" className="lg:hidden">
            <h2 id="api-groups" className="text-lg font-bold">
              {t("dev.contents")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {reference.groups.map((group) => (
                <li key={group.tag}>
                  <a
                    href={`#group-${group.anchor}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-link"
                  >
                    {group.tag} · {group.operations.length}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="api-basics" className="card p-5 sm:p-6">
            <h2 id="api-basics" className="text-xl font-bold">
              {t("dev.basics")}
            </h2>
            <Prose text={reference.basics} className="mt-3" />
            <p className="mt-3 leading-7">
              {t("dev.server")}: <code className="font-mono break-all">{reference.server}</code>
            </p>
          </section>
          {reference.groups.map((group) => (
            <section
              key={group.tag}
              id={`group-${group.anchor}`}
              aria-labelledby={`group-${group.anchor}-title`}
              className="scroll-mt-4 space-y-4"
            >
              <h2 id={`group-${group.anchor}-title`} className="text-2xl font-bold">
                {group.tag}
              </h2>
              <p className="text-muted">{group.description}</p>
              {group.operations.map((operation) => (
                <OperationCard key={operation.id} operation={operation} t={t} />
              ))}
            </section>
          ))}
          <section aria-labelledby="api-keys" className="card p-5 sm:p-6">
            <h2 id="api-keys" className="text-xl font-bold">
              {t("dev.keysHeading")}
            </h2>
            <p className="mt-2 leading-7 text-muted">{t("dev.keysText", { site })}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
