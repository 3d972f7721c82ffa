import { CardHeading } from "~/shared/ui/card";

/** A guide article in a list: its section, title, excerpt and reading time. */
export function GuideCard({
  article,
}: {
  article: { title: string; excerpt: string; href: string; section?: string; facts: string };
}) {
  return (
    <article
      data-link-card
      className="card group flex h-full flex-col p-5 transition hover:-translate-y-0.5 hover:border-accent-300"
    >
      {article.section ? (
        <p className="text-xs font-bold uppercase tracking-wide text-accent-700 dark:text-accent-300">
          {article.section}
        </p>
      ) : null}
      <CardHeading to={article.href} className="mt-1 text-lg font-bold leading-snug">
        {article.title}
      </CardHeading>
      <p className="mt-2 text-sm leading-6 text-muted">{article.excerpt}</p>
      <p className="mt-auto pt-3 text-xs font-semibold text-muted">{article.facts}</p>
    </article>
  );
}
