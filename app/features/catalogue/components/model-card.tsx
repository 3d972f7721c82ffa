import { CompareButton } from "~/features/comparator/components/compare-button";
import { modelPath } from "~/shared/lib/links";
import { CardHeading } from "~/shared/ui/card";
import { CardPicture } from "~/shared/ui/picture";
import type { ModelCardData } from "~/features/catalogue/view";

/**
 * A model in a list: picture, name, "from" price, facts, body and energy; a card, or a compact row on phones
 * inside a `.model-rows` list (styles in app.css, `.model-card`). The whole card follows its link.
 */
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
    <article data-link-card className="model-card group">
      <div className="model-card-pic">
        {badge ? <p className="model-card-badge">{badge}</p> : null}
        <CardPicture picture={model.picture} />
      </div>
      <div className="model-card-body">
        <CardHeading to={modelPath(model.brand, model)} level={headingLevel} className="">
          {model.brand.name} {model.name}
        </CardHeading>
        <p className="model-card-price">{model.priceText}</p>
        {model.facts?.length ? <p className="model-card-facts">{model.facts.join(" · ")}</p> : null}
        <div className="model-card-foot">
          <p className="model-card-tags">
            <span>{model.bodyLabel}</span>
            <span data-ev={model.energy === "electric" || undefined}>{model.energyLabel}</span>
          </p>
          {model.compare ? <CompareButton {...model.compare} compact className="ml-auto" /> : null}
        </div>
      </div>
    </article>
  );
}

/**
 * Model cards, by default as the list pages' own list (rows on phones, a grid from 640 px), whose cards are the
 * page's main list; `badge` is shown over a card's picture.
 */
export function ModelGrid({
  models,
  className = "model-list model-rows",
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
