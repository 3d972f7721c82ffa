import { CompareButton } from "~/features/comparator/components/compare-button";
import { modelPath } from "~/shared/lib/links";
import { CardHeading } from "~/shared/ui/card";
import { CardPicture } from "~/shared/ui/picture";
import type { ModelCardData } from "~/features/catalogue/view";

/** A model in a list: picture, name, "from" price, body and energy. The whole card follows its link. */
export function ModelCard({
  model,
  headingLevel = 3,
  badge,
}: {
  model: ModelCardData;
  headingLevel?: 2 | 3;
  /** A ribbon over the picture, e.g. "New · March 2026". */
  badge?: string | null;
}) {
  return (
    <article
      data-link-card
      className="card group flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:border-accent-300"
    >
      <div className="relative bg-gradient-to-b from-raised to-surface px-4 pt-3">
        {badge ? (
          <p className="absolute left-3 top-3 rounded-full bg-sun px-2.5 py-1 text-xs font-bold text-[#0f1a3a]">
            {badge}
          </p>
        ) : null}
        <CardPicture picture={model.picture} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4 pt-2">
        <CardHeading to={modelPath(model.brand, model)} level={headingLevel}>
          {model.brand.name} {model.name}
        </CardHeading>
        <p className="font-semibold text-accent-700 dark:text-accent-300">{model.priceText}</p>
        {model.facts?.length ? <p className="text-sm text-muted">{model.facts.join(" · ")}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <p className="flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-raised px-2.5 py-1">{model.bodyLabel}</span>
            <span
              className={`rounded-full px-2.5 py-1 ${model.energy === "electric" ? "bg-ok/15 text-ok" : "bg-raised"}`}
            >
              {model.energyLabel}
            </span>
          </p>
          {model.compare ? <CompareButton {...model.compare} compact className="ml-auto" /> : null}
        </div>
      </div>
    </article>
  );
}

/**
 * Model cards in a responsive grid: by default the list pages' own, whose cards are the page's main list;
 * `badge` is shown over a card's picture.
 */
export function ModelGrid({
  models,
  className = "grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 xl:grid-cols-3",
  headingLevel = 2,
}: {
  models: (ModelCardData & { badge?: string | null })[];
  className?: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={className}>
      {models.map((model) => (
        <li key={model.id}>
          <ModelCard model={model} headingLevel={headingLevel} badge={model.badge} />
        </li>
      ))}
    </ul>
  );
}
