import { CardHeading } from "~/shared/ui/card";

/** A guide article in a list: its section, title, excerpt and reading time. */
type GuideCardData = { title: string; excerpt: string; href: string; section?: string; facts: string };

export function GuideCard({ article }: { article: GuideCardData }) {
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

/** Guide articles as a grid of cards; `className` gives its spacing and columns. */
export function GuideCardGrid({
  articles,
  className,
}: {
  articles: (GuideCardData & { id: number })[];
  className: string;
}) {
  return (
    <ul className={className}>
      {articles.map((article) => (
        <li key={article.id}>
          <GuideCard article={article} />
        </li>
      ))}
    </ul>
  );
}
