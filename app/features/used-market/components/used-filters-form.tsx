import { Icon } from "~/shared/ui/icon";
import { USED_SEARCH_PATH } from "~/shared/lib/links";
import type { Translate } from "~/shared/i18n/text";
import type { UsedMarketMessages } from "~/features/used-market/text/used-market";
import type { UsedFilters } from "~/features/used-market/used-filters";
import type { Choice } from "~/features/used-market/view";

/** The form's id: the sort, outside it, belongs to it (`form=`), and the page's code finds it by it. */
export const USED_FILTERS_FORM = "used-filters";

/** A select with its label; a low/high pair's own labels are for screen readers (its legend names both). */
function Select({
  name,
  label,
  choices,
  value,
  empty,
  labelClass = "field-label",
}: {
  name: string;
  label: string;
  choices: Choice[];
  value: string | number | undefined;
  empty: string;
  labelClass?: string;
}) {
  const id = `used-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="field-input py-2.5">
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What the form offers: makes and models as the listings have them, and the fixed steps and lists. */
export interface UsedFilterChoices {
  makes: Choice[];
  models: Choice[];
  prices: Choice[];
  years: Choice[];
  mileages: Choice[];
  energies: Choice[];
  gearboxes: Choice[];
  bodies: Choice[];
  districts: Choice[];
  sellers: Choice[];
}

/**
 * The used search's filters as a plain GET form, every field showing the filters in force: it works without
 * JavaScript, and the page's code (LiveFilters) adds the live count, written into `[data-count]`, and the
 * canonical address on submit. Sent as a server part (decision 0028): its choices travel once, as HTML.
 */
export function UsedFiltersForm({
  filters,
  choices,
  t,
}: {
  filters: UsedFilters;
  choices: UsedFilterChoices;
  t: Translate<UsedMarketMessages>;
}) {
  // Low/high pairs (`price_min`, `price_max`), then the single selects, in the order the form shows them.
  const ranges = [
    ["price", choices.prices, filters.priceMin, filters.priceMax],
    ["year", choices.years, filters.yearMin, filters.yearMax],
  ] as const;
  const selects = [
    ["mileage_max", "used.mileageMax", choices.mileages, filters.mileageMax],
    ["energy", "used.energy", choices.energies, filters.energy],
    ["gearbox", "used.gearbox", choices.gearboxes, filters.gearbox],
    ["body", "used.body", choices.bodies, filters.body],
    ["district", "used.district", choices.districts, filters.district],
    ["seller", "used.seller", choices.sellers, filters.seller],
  ] as const;
  return (
    <form id={USED_FILTERS_FORM} method="get" action={USED_SEARCH_PATH} className="space-y-5">
      <fieldset>
        <legend className="field-label">{t("used.make")}</legend>
        <ul className="max-h-64 space-y-1 overflow-y-auto rounded-xl border border-line p-2">
          {choices.makes.map((make) => (
            <li key={make.value}>
              <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-raised">
                <input
                  type="checkbox"
                  name="make"
                  value={make.value}
                  defaultChecked={filters.makes.includes(make.value)}
                  className="size-5 accent-accent-600"
                />
                {make.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {choices.models.length ? (
        <Select
          name="model"
          label={t("used.model")}
          choices={choices.models}
          value={filters.model}
          empty={t("used.anyModel")}
        />
      ) : null}
      {ranges.map(([range, options, min, max]) => (
        <fieldset key={range}>
          <legend className="field-label">{t(`used.${range}`)}</legend>
          <div className="grid grid-cols-2 gap-2">
            <Select
              name={`${range}_min`}
              label={t(`used.${range}Min`)}
              choices={options}
              value={min}
              empty={t("used.noMin")}
              labelClass="sr-only"
            />
            <Select
              name={`${range}_max`}
              label={t(`used.${range}Max`)}
              choices={options}
              value={max}
              empty={t("used.noMax")}
              labelClass="sr-only"
            />
          </div>
        </fieldset>
      ))}
      {selects.map(([name, label, options, value]) => (
        <Select
          key={name}
          name={name}
          label={t(label)}
          choices={options}
          value={value}
          empty={t("used.any")}
        />
      ))}
      <div className="sticky bottom-0 -mx-1 bg-surface px-1 py-3">
        <button type="submit" className="btn-primary w-full" aria-live="polite">
          <Icon name="search" className="size-4" />
          <span data-count>{t("used.apply")}</span>
        </button>
      </div>
    </form>
  );
}
