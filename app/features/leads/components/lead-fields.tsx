import { Link } from "react-router";
import { described, Field, FieldNotes } from "~/shared/forms/fields";
import { Honeypot } from "~/shared/forms/honeypot";
import {
  LEAD_CAR_FIELDS,
  LEAD_LIMITS,
  type LeadCar,
  type LeadErrors,
  type LeadField,
  type LeadOptions,
  type LeadValues,
} from "~/features/leads/leads";
import { carConditions, paymentMethods } from "~/shared/lib/value-sets";
import type { Translate } from "~/shared/i18n/text";
import type { LeadMessages } from "~/features/leads/text/leads";

/** What a step shows again after the server refused the form: the values as typed and the messages. */
export interface LeadShown {
  values?: LeadValues;
  errors: LeadErrors;
}

interface StepProps {
  /** Prefix for element ids, unique on the page. */
  id: string;
  shown: LeadShown;
  /** The catalogue's brands and the districts; until they arrive the step shows a placeholder. */
  options: LeadOptions | undefined;
  /**
   * The car the request is about (sent from its page): the first step shows it instead of asking new or
   * used, the third asks the budget only, and its ids and page travel in hidden fields.
   */
  car?: LeadCar | null;
  /** Called when a link in the consent statement is followed (the popup closes). */
  onNavigate?: () => void;
  /**
   * The form's text: the page's (its loader sends it) on /find-my-car, the popup's own dictionary in the
   * popup, which loads on demand on any page.
   */
  t: Translate<LeadMessages>;
}

/**
 * The fields of one step of the lead-magnet form, shared by the /find-my-car page (all steps in one plain
 * form) and the popup (one step at a time, the others hidden but still in the form).
 */
export function LeadStepFields({ step, ...props }: StepProps & { step: number }) {
  const { t, car } = props;
  switch (step) {
    case 0:
      return car ? (
        <CarAbout car={car} t={t} />
      ) : (
        <Choices
          {...props}
          field="car_condition"
          legend={t("lead.question.car_condition")}
          choices={carConditions.map((value) => ({ value, label: t(`lead.condition.${value}`) }))}
        />
      );
    case 1:
      return (
        <Choices
          {...props}
          field="payment_method"
          legend={t("lead.question.payment_method")}
          choices={paymentMethods.map((value) => ({ value, label: t(`lead.payment.${value}`) }))}
        />
      );
    case 2:
      return <BrandsAndBudget {...props} />;
    case 3:
      return <Contact {...props} />;
    default:
      return null;
  }
}

const choiceCard =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 font-semibold hover:border-accent-400 has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:outline-3 has-focus-visible:outline-accent-500 dark:has-checked:border-accent-300 dark:has-checked:bg-accent-900/40";

function Choices({
  id,
  shown,
  field,
  legend,
  choices,
}: StepProps & { field: LeadField; legend: string; choices: { value: string; label: string }[] }) {
  const error = shown.errors[field];
  const typed = shown.values?.[field];
  return (
    <fieldset aria-describedby={error ? `${id}-${field}-error` : undefined}>
      <legend className="field-label text-base">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice.value} className={choiceCard}>
            <input
              type="radio"
              name={field}
              value={choice.value}
              defaultChecked={typed === choice.value}
              className="size-5 accent-accent-600 focus-visible:outline-none"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldNotes id={`${id}-${field}`} error={error} />
    </fieldset>
  );
}

/** The first step for a request about one car: the car, new, and who receives the request. */
function CarAbout({ car, t }: { car: LeadCar; t: Translate<LeadMessages> }) {
  return (
    <div className="rounded-xl border border-line bg-raised p-4">
      <p className="text-sm text-muted">{t("lead.car.about")}</p>
      <p className="mt-1 text-lg font-bold">{car.name}</p>
      <p className="font-semibold">{t("lead.car.new")}</p>
      <p className="mt-2 text-sm text-muted">{t("lead.car.dealers", { brand: car.brand })}</p>
      <input type="hidden" name="car_condition" value="new" />
      <input type="hidden" name={LEAD_CAR_FIELDS.model} value={car.modelId} />
      {car.versionId ? <input type="hidden" name={LEAD_CAR_FIELDS.version} value={car.versionId} /> : null}
      <input type="hidden" name={LEAD_CAR_FIELDS.page} value={car.page} />
    </div>
  );
}

function BrandsAndBudget({ id, shown, options, car, t }: StepProps) {
  const ticked = new Set(shown.values?.brands ?? []);
  const brandsError = shown.errors.brands;
  return (
    <div className="space-y-5">
      {car ? (
        <p>
          <span className="field-label">{t("lead.car.brand")}</span>
          <span className="font-semibold">{car.name}</span>
          <input type="hidden" name="brands" value={car.brandId} />
        </p>
      ) : (
        <fieldset
          aria-describedby={`${id}-brands-hint${brandsError ? ` ${id}-brands-error` : ""}`}
          aria-busy={options ? undefined : true}
        >
          <legend className="field-label">{t("lead.brands")}</legend>
          <p id={`${id}-brands-hint`} className="text-sm text-muted">
            {t("lead.brandsHint")}
          </p>
          {options ? (
            <div className="mt-2 grid max-h-52 grid-cols-2 gap-1.5 overflow-y-auto rounded-xl border border-line p-2 sm:grid-cols-3">
              {options.brands.map((brand) => (
                <label
                  key={brand.id}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-medium hover:bg-raised"
                >
                  <input
                    type="checkbox"
                    name="brands"
                    value={brand.id}
                    defaultChecked={ticked.has(String(brand.id))}
                    className="size-5 shrink-0 accent-accent-600"
                  />
                  {brand.name}
                </label>
              ))}
            </div>
          ) : (
            <div className="mt-2 h-52 animate-pulse rounded-xl bg-raised" />
          )}
          <FieldNotes id={`${id}-brands`} error={brandsError} />
        </fieldset>
      )}
      <fieldset>
        <legend className="field-label">{t("lead.budget")}</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id={id}
            field="budget_min"
            shown={shown}
            label={t("lead.budgetMin")}
            placeholder="10.000.000"
            budget
          />
          <TextField
            id={id}
            field="budget_max"
            shown={shown}
            label={t("lead.budgetMax")}
            placeholder="25.000.000"
            budget
          />
        </div>
      </fieldset>
    </div>
  );
}

function TextField({
  id,
  field,
  shown,
  label,
  hint,
  budget,
  ...input
}: {
  id: string;
  field: LeadField;
  shown: LeadShown;
  label: string;
  hint?: string;
  budget?: boolean;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  const fieldId = `${id}-${field}`;
  const error = shown.errors[field];
  const typed = shown.values?.[field];
  return (
    <div>
      <label htmlFor={fieldId} className={budget ? "mb-1 block text-sm text-muted" : "field-label"}>
        {label}
      </label>
      <input
        id={fieldId}
        name={field}
        type="text"
        defaultValue={typeof typed === "string" ? typed : undefined}
        {...(budget ? { inputMode: "numeric" as const, maxLength: 20 } : {})}
        {...described(fieldId, hint, error)}
        className="field-input"
        {...input}
      />
      <FieldNotes id={fieldId} hint={hint} error={error} />
    </div>
  );
}

function Contact({ id, shown, options, onNavigate, car, t }: StepProps) {
  const districtError = shown.errors.district;
  const consentError = shown.errors.consent;
  const [before, after] = (
    car ? t("lead.consentCar", { brand: car.brand, privacy: "{privacy}" }) : t("lead.consent")
  ).split("{privacy}");
  return (
    <div className="space-y-4">
      <TextField
        id={id}
        field="name"
        shown={shown}
        label={t("lead.name")}
        autoComplete="name"
        maxLength={LEAD_LIMITS.nameMax}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id}
          field="phone"
          shown={shown}
          label={t("lead.phone")}
          hint={t("lead.phoneHint")}
          type="tel"
          autoComplete="tel"
          maxLength={LEAD_LIMITS.phoneMax}
        />
        <TextField
          id={id}
          field="email"
          shown={shown}
          label={t("lead.email")}
          type="email"
          autoComplete="email"
          maxLength={LEAD_LIMITS.emailMax}
        />
      </div>
      <Field id={`${id}-district`} label={t("lead.district")} error={districtError}>
        {(aria) => (
          <select
            id={`${id}-district`}
            name="district"
            defaultValue={shown.values?.district ?? ""}
            {...aria}
            className="field-input"
          >
            <option value="">{t("lead.districtChoose")}</option>
            {options?.districts.map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div>
        <label className="flex cursor-pointer items-start gap-3 text-sm leading-6">
          <input
            type="checkbox"
            name="consent"
            defaultChecked={shown.values?.consent === "on"}
            {...described(`${id}-consent`, undefined, consentError)}
            className="mt-0.5 size-5 shrink-0 accent-accent-600"
          />
          <span>
            {before}
            <Link
              to="/privacy-policy-and-legal-notice"
              className="font-semibold text-link underline"
              onClick={onNavigate}
            >
              {t("lead.privacy")}
            </Link>
            {after}
          </span>
        </label>
        <FieldNotes id={`${id}-consent`} error={consentError} />
      </div>
      <Honeypot id={`${id}-website`} />
    </div>
  );
}
