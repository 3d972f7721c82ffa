import type { NewsCardData } from "~/features/news/view";
import { CardHeading } from "~/shared/ui/card";

/**
 * An article in a list: cover, category, title, excerpt, date and reading time; the whole card follows its
 * link. `featured` lays the newest article out large, picture beside the text on wide screens.
 */
export function NewsCard({
  article,
  featured = false,
  headingLevel = 3,
  eager = false,
}: {
  article: NewsCardData;
  featured?: boolean;
  headingLevel?: 2 | 3;
  /** Load the picture at once (the first card on a page, which is likely the largest paint). */
  eager?: boolean;
}) {
  return (
    <article
      data-link-card
      className={`card group flex h-full overflow-hidden transition hover:-translate-y-0.5 hover:border-accent-300 ${
        featured ? "flex-col md:grid md:grid-cols-2" : "flex-col"
      }`}
    >
      <div className="news-cover">
        <img
          src={article.cover.src}
          alt={article.cover.alt}
          width={400}
          height={225}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
          className="aspect-[16/9] w-full object-contain"
        />
      </div>
      <div
        className={`flex flex-1 flex-col ${featured ? "gap-3 p-5 md:justify-center md:p-8" : "gap-2 p-4"}`}
      >
        {article.category ? (
          <p className="text-xs font-bold uppercase tracking-wide text-accent-700 dark:text-accent-300">
            {article.category}
          </p>
        ) : null}
        <CardHeading
          to={article.href}
          level={headingLevel}
          className={`font-bold leading-snug text-balance ${featured ? "text-2xl sm:text-3xl" : "text-lg"}`}
        >
          {article.title}
        </CardHeading>
        <p className={`text-muted ${featured ? "text-base leading-7" : "line-clamp-3 text-sm leading-6"}`}>
          {article.excerpt}
        </p>
        <p className="mt-auto pt-2 text-xs font-semibold text-muted">
          <time dateTime={article.dateTime}>{article.date}</time> · {article.reading}
        </p>
      </div>
    </article>
  );
}

/** Articles as a grid of cards: one column on phones, up to three on wide screens. */
export function NewsCardGrid({ articles }: { articles: NewsCardData[] }) {
  return (
    <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <NewsCard article={article} />
        </li>
      ))}
    </ul>
  );
}
