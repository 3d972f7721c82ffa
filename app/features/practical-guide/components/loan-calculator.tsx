import { format } from "~/shared/i18n/i18n";
import { loanFormFields, parseLoanForm } from "~/features/practical-guide/loan";
import type { LoanTool } from "~/features/practical-guide/view";
import { NumberField, rwf, ToolFrame, useToolValues } from "./tool-parts";

/** Car price and loan terms → monthly payment, amount borrowed, total interest and total cost. */
export function LoanCalculator({ tool }: { tool: LoanTool }) {
  const { text } = tool;
  const [values, set] = useToolValues(tool.form.values);
  const { invalid, result } = parseLoanForm((field) => values[field]);
  return (
    <ToolFrame
      icon="landmark"
      text={text}
      invalid={invalid.length}
      notes={[text.market]}
      fields={
        <div className="grid gap-4 sm:grid-cols-2">
          {loanFormFields.map((field) => (
            <NumberField
              key={field}
              id={`loan-${field}`}
              name={field}
              label={text.labels[field]}
              value={values[field]}
              onChange={(value) => set(field, value)}
              hint={field === "price" ? text.priceHint : undefined}
              error={invalid.includes(field) ? text.errors[field] : undefined}
              decimal={field === "rate" || field === "down"}
              className={field === "price" ? "sm:col-span-2" : ""}
            />
          ))}
        </div>
      }
      main={
        result && {
          label: text.monthly,
          value: rwf(result.monthly),
          note: format(text.months, { months: result.months }),
        }
      }
      rows={
        result
          ? [
              { label: text.downPayment, value: rwf(result.downPayment) },
              { label: text.borrowed, value: rwf(result.borrowed) },
              { label: text.interest, value: rwf(result.totalInterest) },
              {
                label: text.totalCost,
                note: text.totalCostNote,
                value: rwf(result.totalCost),
                total: true,
              },
            ]
          : []
      }
    />
  );
}
