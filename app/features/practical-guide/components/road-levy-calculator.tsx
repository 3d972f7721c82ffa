import type { LevyTool } from "~/features/practical-guide/view";
import { rwf, ToolFrame, useToolValues } from "./tool-parts";

/** Vehicle type → the road maintenance levy it pays a year. */
export function RoadLevyCalculator({ tool }: { tool: LevyTool }) {
  const { text } = tool;
  const [values, set] = useToolValues(tool.form.values);
  // The amounts come with the choices (page data); the server read the same with parseLevyForm.
  const chosen = text.vehicles.find((vehicle) => vehicle.value === values.vehicle);
  const error = chosen ? undefined : text.error;
  return (
    <ToolFrame
      icon="receipt"
      text={text}
      invalid={chosen ? 0 : 1}
      notes={[text.others]}
      fields={
        <fieldset aria-describedby={error ? "levy-vehicle-error" : undefined}>
          <legend className="field-label">{text.vehicle}</legend>
          <div className="grid gap-2">
            {text.vehicles.map((vehicle) => (
              <label key={vehicle.value} className="tool-choice">
                <input
                  type="radio"
                  name="vehicle"
                  value={vehicle.value}
                  checked={values.vehicle === vehicle.value}
                  onChange={() => set("vehicle", vehicle.value)}
                  className="size-5 shrink-0 accent-accent-600"
                />
                <span className="font-medium">{vehicle.label}</span>
              </label>
            ))}
          </div>
          {error ? (
            <p id="levy-vehicle-error" className="field-error">
              {error}
            </p>
          ) : null}
        </fieldset>
      }
      main={chosen ? { label: text.perYear, value: rwf(chosen.perYear), note: chosen.label } : null}
    />
  );
}
