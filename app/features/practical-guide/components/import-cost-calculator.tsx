import { format } from "~/shared/i18n/i18n";
import { parseImportForm, type ImportField } from "~/features/practical-guide/import-cost";
import { formatPrice } from "~/shared/lib/price";
import type { ImportTool } from "~/features/practical-guide/view";
import { NumberField, rwf, SelectField, ToolFrame, useToolValues, type ResultRow } from "./tool-parts";

/** "15.000 USD", "15.000,50 USD". */
function usdText(usd: number): string {
  const cents = Math.round(usd * 100) % 100;
  const whole = Math.trunc(usd) === 0 ? "0" : formatPrice(usd);
  return `${whole}${cents ? `,${String(cents).padStart(2, "0")}` : ""} USD`;
}

/** CIF value, year of manufacture and energy → import taxes line by line and the landed cost. */
export function ImportCostCalculator({ tool }: { tool: ImportTool }) {
  const { text } = tool;
  const [values, set] = useToolValues(tool.form.values);
  const { invalid, result } = parseImportForm((field) => values[field], tool.currentYear, tool.rates);
  const props = (field: ImportField) => ({
    id: `import-${field}`,
    name: field,
    label: text.labels[field],
    value: values[field],
    onChange: (value: string) => set(field, value),
    error: invalid.includes(field) ? text.errors[field] : undefined,
  });
  const curError = props("cur").error;
  let rows: ResultRow[] = [];
  if (result) {
    // Electric cars pay no duty, excise or VAT: those lines say so instead of showing a rate.
    const tax = (key: "duty" | "excise" | "vat", percent: number, amount: number, age = "") =>
      result.electric
        ? { label: text.electric[key], value: text.exempt }
        : { label: format(text[key], { percent, age }), value: rwf(amount) };
    const age =
      result.age === 0
        ? text.ageNew
        : format(result.age === 1 ? text.ageOne : text.ageMany, { age: result.age });
    const usd = result.usd === null ? "" : ` (${format(text.cifUsd, { usd: usdText(result.usd) })})`;
    rows = [
      { label: text.cifValue + usd, value: rwf(result.cif) },
      tax("duty", result.dutyPercent, result.duty),
      tax("excise", result.excisePercent, result.excise, age),
      tax("vat", result.vatPercent, result.vat),
      { label: text.withholding, value: rwf(result.withholding) },
      { label: text.infrastructure, value: rwf(result.infrastructureLevy) },
      { label: text.africanUnion, value: rwf(result.africanUnionLevy) },
      { label: text.totalTaxes, value: rwf(result.totalTaxes), total: true },
    ];
  }
  return (
    <ToolFrame
      icon="file-text"
      text={text}
      invalid={invalid.length}
      notes={[text.energyHint]}
      fields={
        <>
          <div>
            {/* The amount and its currency side by side, the hint under both. */}
            <NumberField
              {...props("cif")}
              hint={values.cur === "USD" ? `${text.cifHint} ${text.usdRate}` : text.cifHint}
              decimal={values.cur === "USD"}
            >
              <label htmlFor="import-cur" className="sr-only">
                {text.labels.cur}
              </label>
              <select
                id="import-cur"
                name="cur"
                value={values.cur}
                onChange={(event) => set("cur", event.currentTarget.value)}
                aria-invalid={curError ? true : undefined}
                aria-describedby={curError ? "import-cur-error" : undefined}
                className="field-input min-h-12 w-auto shrink-0 pr-9"
              >
                {text.currencies.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </NumberField>
            {curError ? (
              <p id="import-cur-error" className="field-error">
                {curError}
              </p>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField {...props("year")} />
            <SelectField {...props("energy")} options={text.energies} />
          </div>
        </>
      }
      main={result && { label: text.landed, value: rwf(result.landedCost), note: text.landedNote }}
      rows={rows}
    />
  );
}
