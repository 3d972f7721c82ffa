import { Icon } from "~/shared/ui/icon";
import { ratingPercent } from "~/features/reviews/reviews";
import type { CriterionView } from "~/features/reviews/view";

const five = [1, 2, 3, 4, 5];

/** A rating as five stars filled to its share (4.3 fills four and a third), read out as `label`. */
export function Stars({ rating, label, size = "size-4" }: { rating: number; label: string; size?: string }) {
  return (
    <span role="img" aria-label={label} className="relative inline-flex shrink-0 align-middle">
      <span className="flex text-muted/40">
        {five.map((n) => (
          <Icon key={n} name="star" className={size} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-sun"
        style={{ width: `${ratingPercent(rating)}%` }}
      >
        {five.map((n) => (
          <Icon key={n} name="star" className={`${size} shrink-0 fill-current`} />
        ))}
      </span>
    </span>
  );
}

/** Each criterion with a bar filled to its rating. */
export function CriteriaBars({
  criteria,
  label,
  columns = 2,
}: {
  criteria: CriterionView[];
  label: string;
  columns?: 1 | 2;
}) {
  return (
    <dl aria-label={label} className={`grid gap-x-6 gap-y-2 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {criteria.map((criterion) => (
        <div key={criterion.key} className="criterion">
          <dt className="truncate text-muted">{criterion.label}</dt>
          <dd className="font-semibold tabular-nums">{criterion.text}</dd>
          <dd aria-hidden="true" className="criterion-bar">
            <span style={{ width: `${ratingPercent(criterion.value)}%` }} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
