import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { Form } from "react-router";
import { FieldNotes } from "~/shared/forms/fields";
import { InputField, SelectField, TextareaField } from "~/shared/forms/controls";
import { FormMessage } from "~/shared/forms/form-message";
import { useText } from "~/shared/i18n/use-text";
import type { FormStep, StepField, StepResult, StepValues } from "~/features/posting/listing-fields";
import type { PostListingMessages } from "~/features/posting/text/post-listing";
import type { PostFrame } from "~/features/posting/view";
import { PostPage, StepCard, StepActions, type T } from "~/features/posting/components/post-form";

/**
 * The steps of the listing form that are one form of fields (car, details, price): the page around the
 * form, what each field shows (what was typed, else what was saved) and its message, and the fields.
 */

/**
 * A form step's answer: the text, the refusal when the step did not move on, and `field`, a field's name
 * with what it shows and its message.
 */
export function useStepForm<S extends FormStep>(page: { values: StepValues<S> }, actionData: unknown) {
  const t = useText<PostListingMessages>();
  const answer = actionData as StepResult<S> | undefined;
  const values = answer?.values ?? page.values;
  const errors: StepResult<S>["errors"] = answer?.errors ?? {};
  const field = (name: StepField<S>) => ({ name, defaultValue: values[name], error: errors[name] });
  return { t, answer, values, field };
}

/**
 * A form step's page: its card (the step's title and introduction) around the form, with a message for
 * the whole form after a refusal, then Back and Continue; `before` and `after` go around the card.
 */
export function StepFormPage({
  frame,
  step,
  form: { t, answer },
  before,
  after,
  children,
}: {
  frame: PostFrame;
  step: FormStep;
  form: { t: T; answer: { formError?: string } | undefined };
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PostPage frame={frame} t={t} answer={answer}>
      {before}
      <StepCard title={t(`${step}.title`)} intro={t(`${step}.text`)}>
        <Form method="post" noValidate className="post-form mt-6 space-y-6">
          {answer ? (
            <FormMessage>
              <p>{answer.formError ?? t("post.fixErrors")}</p>
            </FormMessage>
          ) : null}
          {children}
          <StepActions frame={frame} t={t} />
        </Form>
      </StepCard>
      {after}
    </PostPage>
  );
}

interface Choice {
  value: string;
  label: string;
}

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** "optional", shown after the label. */
  optional?: string;
}

/** A field's id, name and label, "(optional)" after it when said. */
function frame({ name, label, optional }: FieldProps) {
  return {
    id: `post-${name}`,
    name,
    label: (
      <>
        {label}
        {optional ? <span className="font-normal text-muted"> ({optional})</span> : null}
      </>
    ),
  };
}

/** A text input; the browser does not offer to fill it unless `autoComplete` says with what. */
export function Input({
  name,
  label,
  optional,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  return <InputField autoComplete="off" {...input} {...frame({ name, label, optional })} />;
}

export function TextArea({
  name,
  label,
  ...textarea
}: FieldProps & { defaultValue: string; maxLength: number }) {
  return <TextareaField rows={7} controlClassName="leading-7" {...textarea} {...frame({ name, label })} />;
}

export function Select({
  name,
  label,
  optional,
  choices,
  ...select
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name"> & { placeholder: string; choices?: Choice[] }) {
  return <SelectField options={choices} {...select} {...frame({ name, label, optional })} />;
}

/** Radio buttons drawn as tiles; `picture` adds a drawing above each label. */
export function Choices({
  name,
  legend,
  choices,
  defaultValue,
  error,
  wide,
  children,
}: {
  name: string;
  legend: string;
  choices: (Choice & { picture?: string })[];
  /** The choice ticked to begin with. */
  defaultValue: string;
  error?: string;
  /** Two tiles a row on phones, four on larger screens (else side by side). */
  wide?: boolean;
  children?: ReactNode;
}) {
  const id = `post-${name}`;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-invalid={error ? true : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className={wide ? "grid grid-cols-2 gap-2 sm:grid-cols-4" : "grid gap-2 sm:grid-cols-2"}>
        {choices.map((choice) => (
          <label key={choice.value} className="tool-choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={choice.value === defaultValue}
              className="size-5 shrink-0 accent-accent-600"
            />
            {choice.picture ? (
              <img src={choice.picture} alt="" width={120} height={68} className="w-full" />
            ) : null}
            {choice.label}
          </label>
        ))}
      </div>
      {children}
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}

/** A checkbox with its label beside it. */
export function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-5 accent-accent-600" />
      {label}
    </label>
  );
}
