import type { Db } from "~/shared/db/client";
import { brandLogoOf } from "~/shared/lib/brand-logo";
import { modelPicture } from "~/features/catalogue/car-art";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import {
  addToSelection,
  comparatorPath,
  MAX_COMPARED,
  parseId,
  parseSelection,
  removeFromSelection,
  replaceInSelection,
} from "~/features/comparator/compare";
import {
  bestOf,
  equipmentComparison,
  specComparison,
  type ComparisonGroup,
} from "~/features/comparator/comparison";
import { energyLabels, transmissionLabels } from "~/shared/lib/labels";
import { versionPath } from "~/shared/lib/links";
import { monthlyPayment, parseLoanTerms } from "~/features/practical-guide/loan";
import { seoMeta } from "~/shared/lib/meta";
import { formatNumber, formatPrice } from "~/shared/lib/price";
import type { Locale } from "~/shared/i18n/locale";
import { textFor, type Translate } from "~/shared/i18n/text";
import { comparatorText, type ComparatorMessages } from "~/features/comparator/text/comparator";
import { layoutText } from "~/features/layout/text/layout";
import { equipmentText } from "~/features/catalogue/text/equipment";
import {
  catalogueServerText,
  type CatalogueServerMessages,
} from "~/features/catalogue/text/catalogue-server";
import {
  comparedVersions,
  pickerChoices,
  popularComparisons,
  recordComparison,
  type ComparedVersion,
  type PickerChoices,
} from "~/features/comparator/comparator.server";

const price = (rwf: number) => formatPrice(rwf, { currency: true });
const carName = (car: ComparedVersion) => `${car.brand.name} ${car.model.name} ${car.version.name}`;
/** Where a removal leads: an explicit empty selection, so the page does not reload the basket. */
const selectionHref = (ids: number[]) => (ids.length ? comparatorPath(ids) : "/comparator?versions=");
const listOf = (items: (string | number)[]) => items.join(", ");

/** What the comparator reads from its URL, and who asks (a bot's visit is not counted). */
export interface ComparatorRequest {
  params: URLSearchParams;
  bot: boolean;
  siteUrl: string | undefined;
  /** The language of the page's text. */
  locale: Locale;
}

/**
 * The comparator page for a selection in the URL (`versions`, and the picker's `slot`, `brand`, `model`,
 * the loan terms): the cars, notices about ids it cannot show, the picker's step, the table and popular
 * comparisons. A valid `add` answers where to go instead: the selection with one more car.
 */
export async function comparatorView(db: Db, { params, bot, siteUrl, locale }: ComparatorRequest) {
  const t = textFor(comparatorText, locale);
  const selection = parseSelection(params.get("versions"));
  const notices: string[] = [];

  // "Add to compare" without JavaScript, and the picker's last step: the comparator with one more car.
  if (params.has("add")) {
    const add = parseId(params.get("add"));
    if (add === null) selection.invalid.push(params.get("add") ?? "");
    else {
      const { ids, result } = addToSelection(selection.ids, add);
      if (result === "full") notices.push(t("notice.full", { max: MAX_COMPARED }));
      else return { redirect: comparatorPath(ids) };
    }
  }

  const found = await comparedVersions(db, selection.ids);
  const cars = found.slice(0, MAX_COMPARED);
  const ids = cars.map((car) => car.version.id);
  const unknown = selection.ids.filter((id) => !found.some((car) => car.version.id === id));
  const overLimit = [...found.slice(MAX_COMPARED).map((car) => car.version.id), ...selection.overLimit];
  const plural = (items: unknown[]) => (items.length === 1 ? "one" : "many");
  if (unknown.length) notices.push(t(`notice.unknown.${plural(unknown)}`, { ids: listOf(unknown) }));
  if (selection.invalid.length) {
    const parts = selection.invalid.join("”, “");
    notices.push(t(selection.invalid.length === 1 ? "notice.invalid" : "notice.invalid.many", { parts }));
  }
  if (selection.duplicates.length)
    notices.push(t("notice.duplicates", { ids: listOf(selection.duplicates) }));
  if (overLimit.length) {
    notices.push(t(`notice.overLimit.${plural(overLimit)}`, { max: MAX_COMPARED, ids: listOf(overLimit) }));
  }

  // The picker: open to add a car (always while fewer than two are chosen), or to swap one in place.
  const slot = params.get("slot");
  const swapping = cars.find((car) => car.version.id === parseId(slot)) ?? null;
  const pickerOpen = swapping !== null || (ids.length < MAX_COMPARED && (slot === "add" || ids.length < 2));
  const choices = pickerOpen
    ? await pickerChoices(db, parseId(params.get("brand")), parseId(params.get("model")))
    : null;

  const loan = parseLoanTerms((field) => params.get(field));
  const onlySelection = [...params.keys()].every((key) => key === "versions");
  const [popular] = await Promise.all([
    ids.length < 2 ? popularComparisons(db) : [],
    ids.length >= 2 && onlySelection && !bot ? recordComparison(db, ids) : undefined,
  ]);

  const names = cars.map((car) => `${car.brand.name} ${car.model.name}`);
  const seo =
    cars.length >= 2
      ? {
          title: t("title.many", { cars: names.join(` ${t("vs")} `) }),
          description: t("description.many", { cars: cars.map(carName).join(", ") }),
        }
      : cars.length === 1
        ? {
            title: t("title.one", { car: names[0]! }),
            description: t("description.one", {
              car: carName(cars[0]!),
              price: price(cars[0]!.version.priceRwf),
            }),
          }
        : { title: t("title.empty"), description: t("description.empty") };

  return {
    ids,
    notices,
    heading: cars.length >= 2 ? names.join(` ${t("vs")} `) : t("heading.empty"),
    intro:
      cars.length >= 2
        ? t("intro.many")
        : cars.length === 1
          ? t("intro.one")
          : t("intro.empty", { max: MAX_COMPARED }),
    breadcrumbs: breadcrumbItems([
      [textFor(layoutText, locale)("menu.home"), "/"],
      [t("breadcrumb"), "/comparator"],
    ]),
    slots: Array.from({ length: MAX_COMPARED }, (_, index) => {
      const car = cars[index];
      return car
        ? {
            index,
            car: {
              name: carName(car),
              price: price(car.version.priceRwf),
              picture: modelPicture(car.model),
              href: versionPath(car.brand, car.model, car.version),
              removeHref: selectionHref(removeFromSelection(ids, car.version.id)),
              removeLabel: t("table.removeCar", { car: carName(car) }),
            },
            label: t("slot", { n: index + 1 }),
          }
        : { index, car: null, label: t(index === ids.length ? "slot.choose" : "slot", { n: index + 1 }) };
    }),
    picker: choices
      ? pickerView(choices, ids, swapping, slot, t, textFor(catalogueServerText, locale))
      : null,
    table: cars.length >= 2 ? tableView(cars, ids, loan.terms, t, locale) : null,
    loan:
      cars.length >= 2
        ? {
            values: loan.values,
            errors: loan.errors,
            terms: t("loan.terms", { down: loan.terms.down, rate: loan.terms.rate, years: loan.terms.years }),
          }
        : null,
    popular: popular.map((comparison) => ({
      href: comparatorPath(comparison.ids),
      cars: comparison.cars.map((car) => ({
        id: car.version.id,
        name: `${car.brand.name} ${car.model.name}`,
        version: car.version.name,
        picture: modelPicture(car.model),
      })),
      views: t("popular.views", { count: formatNumber(comparison.views) }),
    })),
    text: {
      slots: t("picker.steps"),
      popular: t("popular.heading"),
      vs: t("vs"),
      print: t("print"),
      loan: {
        heading: t("loan.heading"),
        intro: t("loan.intro"),
        update: t("loan.update"),
        change: t("loan.change"),
        down: t("loan.down"),
        rate: t("loan.rate"),
        years: t("loan.years"),
      },
    },
    meta: seoMeta({ ...seo, path: comparatorPath(ids) }, siteUrl),
  };
}

/** The picker's current step (brand, then model, then version) with its options as links. */
function pickerView(
  choices: PickerChoices,
  ids: number[],
  swapping: ComparedVersion | null,
  slot: string | null,
  t: Translate<ComparatorMessages>,
  tCatalogue: Translate<CatalogueServerMessages>,
) {
  const keep: Record<string, string | number> = swapping
    ? { slot: swapping.version.id }
    : slot === "add"
      ? { slot: "add" }
      : {};
  const step = choices.model ? "version" : choices.brand ? "model" : "brand";
  const heading = swapping
    ? t("picker.heading.swap", { car: carName(swapping) })
    : ids.length
      ? t("picker.heading.add")
      : t("picker.heading.first");
  const steps = [
    { label: choices.brand?.name ?? t("picker.step.brand"), href: comparatorPath(ids, keep) },
    {
      label: choices.model?.name ?? t("picker.step.model"),
      href: choices.brand ? comparatorPath(ids, { ...keep, brand: choices.brand.id }) : null,
    },
    { label: t("picker.step.version"), href: null },
  ];
  const options =
    step === "brand"
      ? choices.brands.map((brand) => ({
          id: brand.id,
          label: brand.name,
          detail:
            brand.modelCount === 1 ? t("picker.modelsOne") : t("picker.models", { count: brand.modelCount }),
          href: comparatorPath(ids, { ...keep, brand: brand.id }),
          brand: { name: brand.name, logo: brandLogoOf(brand) },
          picture: null,
          disabled: false,
        }))
      : step === "model"
        ? choices.models.map((model) => ({
            id: model.id,
            label: model.name,
            detail: `${t(model.versionCount === 1 ? "picker.versionsOne" : "picker.versions", { count: model.versionCount })} · ${tCatalogue("price.from", { price: price(model.minPrice) })}`,
            href: comparatorPath(ids, { ...keep, brand: choices.brand!.id, model: model.id }),
            brand: null,
            picture: modelPicture(model),
            disabled: false,
          }))
        : choices.versions.map((version) => ({
            id: version.id,
            label: version.name,
            detail: `${price(version.priceRwf)} · ${version.powerHp} hp · ${energyLabels[version.energy]} · ${transmissionLabels[version.transmission]}`,
            href: comparatorPath(
              swapping
                ? replaceInSelection(ids, swapping.version.id, version.id)
                : addToSelection(ids, version.id).ids,
            ),
            brand: null,
            picture: null,
            disabled: ids.includes(version.id),
          }));
  return {
    step,
    heading,
    steps,
    stepIndex: step === "brand" ? 0 : step === "model" ? 1 : 2,
    options,
    listLabel:
      step === "brand"
        ? t("picker.list.brand")
        : step === "model"
          ? t("picker.list.model", { brand: choices.brand!.name })
          : t("picker.list.version", { model: `${choices.brand!.name} ${choices.model!.name}` }),
    searchLabel:
      step === "brand"
        ? t("picker.search.brand")
        : step === "model"
          ? t("picker.search.model", { brand: choices.brand!.name })
          : t("picker.search.version"),
    noMatch: t("picker.noMatch", { query: "{query}" }),
    inComparison: t("picker.inComparison"),
    back:
      step === "model"
        ? { label: t("picker.back"), href: comparatorPath(ids, keep) }
        : step === "version"
          ? {
              label: t("picker.backModels", { brand: choices.brand!.name }),
              href: comparatorPath(ids, { ...keep, brand: choices.brand!.id }),
            }
          : null,
    cancel: ids.length >= 2 ? { label: t("picker.cancel"), href: comparatorPath(ids) } : null,
  };
}

/** Columns per car and rows per spec, with the best value of each ranked row marked. */
function tableView(
  cars: ComparedVersion[],
  ids: number[],
  terms: ReturnType<typeof parseLoanTerms>["terms"],
  t: Translate<ComparatorMessages>,
  locale: Locale,
) {
  const specs = specComparison(cars.map((car) => car.version));
  const payments = cars.map((car) => monthlyPayment(car.version.priceRwf, terms));
  const bestPayment = new Set(bestOf(payments, "lower"));
  const loanRow = {
    key: "monthly",
    label: t("loan.row"),
    rule: "lower" as const,
    note: t("loan.terms", { down: terms.down, rate: terms.rate, years: terms.years }),
    cells: payments.map((amount, i) => ({
      text: t("loan.perMonth", { amount: price(amount) }),
      best: bestPayment.has(i),
    })),
    same: payments.every((amount) => amount === payments[0]),
  };
  const groups: (ComparisonGroup & { allSame: boolean })[] = [
    ...specs.map((group) => (group.id === "price" ? { ...group, rows: [...group.rows, loanRow] } : group)),
    ...equipmentComparison(
      cars.map((car) => car.version.equipment),
      textFor(equipmentText, locale),
    ),
  ].map((group) => ({ ...group, allSame: group.rows.every((row) => row.same) }));
  const names = cars.map(carName);
  return {
    caption: t("table.caption", { cars: names.join(", ") }),
    label: t("table.scroll"),
    onlyDifferences: t("table.onlyDifferences"),
    bestLegend: t("table.bestLegend"),
    best: t("table.best"),
    yes: t("table.yes"),
    no: t("table.no"),
    addCar:
      ids.length < MAX_COMPARED
        ? { label: t("table.addCar"), href: `${comparatorPath(ids, { slot: "add" })}#picker` }
        : null,
    columns: cars.map((car, i) => ({
      id: car.version.id,
      make: `${car.brand.name} ${car.model.name}`,
      version: car.version.name,
      href: versionPath(car.brand, car.model, car.version),
      picture: modelPicture(car.model),
      price: price(car.version.priceRwf),
      change: {
        label: t("table.change"),
        title: t("table.changeCar", { car: names[i]! }),
        href: `${comparatorPath(ids, { slot: car.version.id })}#picker`,
      },
      remove: {
        label: t("table.remove"),
        title: t("table.removeCar", { car: names[i]! }),
        href: selectionHref(removeFromSelection(ids, car.version.id)),
      },
    })),
    groups: groups.map((group) => ({
      id: group.id,
      label: group.label,
      allSame: group.allSame,
      rows: group.rows.map((row) => ({
        key: row.key,
        label: row.label,
        note:
          "note" in row
            ? `${row.note as string} · ${t("table.rule.lower")}`
            : row.rule
              ? t(`table.rule.${row.rule}`)
              : null,
        same: row.same,
        cells: row.cells,
      })),
    })),
  };
}
