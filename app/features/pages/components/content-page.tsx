import type { ContentPage } from "~/features/pages/content/about";
import { formatDate } from "~/shared/lib/dates";
import { useText } from "~/shared/i18n/use-text";
import type { ContentMessages } from "~/features/pages/text/content";

/** A long-form text page (about, privacy) with a table of contents on wide screens. */
export function ContentPageView({ page, showUpdated = false }: { page: ContentPage; showUpdated?: boolean }) {
  const t = useText<ContentMessages>();
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <article className="container-page py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
        {showUpdated ? (
          <p className="mt-2 text-sm text-muted">
            {t("privacy.updated", {
              date: formatDate(page.updated),
            })}
          </p>
        ) : null}
        <p className="mt-5 text-lg leading-8 text-muted">{page.intro}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <ol className="sticky top-40 space-y-1 border-l border-line text-sm">
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#${anchor(index)}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-muted hover:border-accent-500 hover:text-ink"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-page max-w-3xl">
          {page.sections.map((section, index) => (
            <section key={section.heading} id={anchor(index)} className="mb-10">
              <h2 className="mb-4 text-xl font-bold sm:text-2xl">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list ? (
                <ul className="mb-4 list-disc space-y-2 pl-6 leading-7">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
