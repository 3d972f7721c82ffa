/** A dealer's week in the back office: per day, up to two ranges of time inputs; empty is closed. No script needed. */
import { editorDays, hourField, type HourField, type HourPart } from "~/features/admin/dealer-hours";
import type { AdminMessages } from "~/features/admin/text/admin";
import { weekDays } from "~/features/dealers/dealers";
import { described } from "~/shared/forms/fields";
import { useText } from "~/shared/i18n/use-text";

/** One time of one day: a time input named by `hourField`, labelled for screen readers ("Monday: Opens"). */
function TimeInput({
  form,
  day,
  part,
  value,
  error,
}: {
  form: string;
  day: number;
  part: HourPart;
  value: string;
  error: string | undefined;
}) {
  const t = useText<AdminMessages>();
  const name = hourField(day, part);
  const id = `${form}-${name.replaceAll(".", "-")}`;
  return (
    <input
      id={id}
      name={name}
      type="time"
      defaultValue={value}
      aria-label={t("admin.dealer.hours.timeOf", {
        day: weekDays[day]!,
        part: t(`admin.dealer.hours.${part}`),
      })}
      {...described(id, undefined, error)}
      className="field-input min-w-0 flex-1 px-2 tabular-nums"
    />
  );
}

/** A range: opens – closes, with the messages of its two times under it. */
function Range({
  form,
  day,
  parts,
  caption,
  values,
  errors,
}: {
  form: string;
  day: number;
  parts: readonly [HourPart, HourPart];
  /** What the range is, said on a phone, where the column headings are not shown. */
  caption: string;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
}) {
  const messages = parts
    .map((part) => ({
      id: `${form}-${hourField(day, part).replaceAll(".", "-")}`,
      error: errors[hourField(day, part)],
    }))
    .filter((message) => message.error);
  const time = (part: HourPart) => (
    <TimeInput
      form={form}
      day={day}
      part={part}
      value={values[hourField(day, part)] ?? ""}
      error={errors[hourField(day, part)]}
    />
  );
  return (
    <div>
      <p aria-hidden="true" className="mb-1 text-xs text-muted sm:hidden">
        {caption}
      </p>
      <div className="flex items-center gap-1 sm:gap-2">
        {time(parts[0])}
        <span aria-hidden="true" className="text-muted max-[359px]:hidden">
          –
        </span>
        {time(parts[1])}
      </div>
      {messages.map((message) => (
        <p key={message.id} id={`${message.id}-error`} className="field-error">
          {message.error}
        </p>
      ))}
    </div>
  );
}

/** The week, Monday first: a day with no time is closed (said beside its name while the form shows it so). */
export function HoursEditor({
  form,
  values,
  errors,
}: {
  form: string;
  values: Partial<Record<HourField | string, string>>;
  errors: Partial<Record<HourField | string, string>>;
}) {
  const t = useText<AdminMessages>();
  /** A day's two spans of opening hours, with their column's caption. */
  const ranges = (
    [
      ["opens", "closes"],
      ["opens2", "closes2"],
    ] as const
  ).map((parts) => ({
    parts,
    caption: `${t(`admin.dealer.hours.${parts[0]}`)} – ${t(`admin.dealer.hours.${parts[1]}`)}`,
  }));
  return (
    <div className="sm:col-span-2">
      <p className="mb-3 text-sm text-muted">{t("admin.dealer.hoursIntro")}</p>
      <div className="mb-1 hidden grid-cols-[7rem_1fr_1fr] gap-4 text-sm font-semibold text-muted sm:grid">
        <span>{t("admin.dealer.hours.day")}</span>
        {ranges.map(({ parts, caption }) => (
          <span key={parts[0]}>{caption}</span>
        ))}
      </div>
      <ul className="divide-y divide-line">
        {editorDays.map((day) => {
          const closed = (["opens", "closes", "opens2", "closes2"] as const).every(
            (part) => !values[hourField(day, part)],
          );
          return (
            <li key={day} className="grid gap-2 py-3 sm:grid-cols-[7rem_1fr_1fr] sm:items-start sm:gap-4">
              <p className="font-semibold sm:pt-2.5">
                {weekDays[day]}
                {closed ? (
                  <span className="ml-2 text-sm font-normal text-muted">
                    {t("admin.dealer.hours.closed")}
                  </span>
                ) : null}
              </p>
              {ranges.map(({ parts, caption }) => (
                <Range
                  key={parts[0]}
                  form={form}
                  day={day}
                  parts={parts}
                  caption={caption}
                  values={values}
                  errors={errors}
                />
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
