import {
  useEffect,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from "react";
import { Form, Link } from "react-router";
import { described, FieldNotes } from "~/shared/forms/fields";
import { FormMessage } from "~/shared/forms/form-message";
import { usePending } from "~/shared/forms/use-pending";
import { Icon } from "~/shared/ui/icon";
import type { Translate } from "~/shared/i18n/text";
import type { PostListingMessages } from "~/features/posting/text/post-listing";
import type { PostFrame } from "~/features/posting/view";

/**
 * The parts every step of the listing form is made of: the page frame with its progress, the step's
 * form with Back and Continue, and its fields. Text and links come from the loader (PostFrame).
 */

/** The form's `t()`: its steps read it with `useText<PostListingMessages>()` (the loaders send the text). */
export type T = Translate<PostListingMessages>;

/** The listing form's pages are a member's own: titled by their step, kept out of search engines. */
export const stepMeta = ({ data }: { data?: { title: string } }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

interface Choice {
  value: string;
  label: string;
}

/** Step n of 5, each step's name, done or current; the steps reached are links. */
function Progress({ frame, t }: { frame: PostFrame; t: T }) {
  return (
    <nav aria-label={t("post.progress")} className="mt-6">
      <p className="text-sm font-semibold text-muted">{frame.stepText}</p>
      <ol className="mt-3 grid grid-cols-5">
        {frame.steps.map((step, index) => {
          const inner = (
            <>
              <span className="post-dot">
                {step.state === "done" ? <Icon name="check" className="size-4" /> : index + 1}
              </span>
              {step.label}
              {step.state === "todo" ? null : (
                <span className="sr-only"> ({t(step.state === "done" ? "post.done" : "post.current")})</span>
              )}
            </>
          );
          return (
            <li
              key={step.key}
              data-state={step.state}
              data-line={step.line || undefined}
              className="post-step"
            >
              {step.href ? (
                <Link to={step.href}>{inner}</Link>
              ) : (
                <span aria-current={step.state === "current" ? "step" : undefined}>{inner}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The page around a step: heading, progress, the draft note; after an answer, focus on the first bad field. */
export function PostPage({
  frame,
  t,
  answer,
  children,
}: {
  frame: PostFrame;
  t: T;
  answer: unknown;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Above the form while editing a listing that was sent (what saving does), else under it.
  const note = frame.note ? (
    <p
      className={`mt-4 flex gap-2 text-sm ${frame.editing ? "rounded-xl border border-sun bg-sun/15 px-4 py-3" : "text-muted"}`}
    >
      <Icon
        name={frame.editing ? "triangle-alert" : "circle-check"}
        className={`mt-0.5 size-4 shrink-0 ${frame.editing ? "" : "text-ok"}`}
      />
      <span>
        {frame.note}{" "}
        <Link to={frame.myListings} className="font-semibold text-link underline">
          {t("post.myListings")}
        </Link>
      </span>
    </p>
  ) : null;
  useEffect(() => {
    box.current?.querySelector<HTMLElement>("[aria-invalid=true], [data-invalid] input")?.focus();
  }, [answer]);
  return (
    <div className="container-page py-6 sm:py-10">
      <div ref={box} className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{frame.heading}</h1>
        <Progress frame={frame} t={t} />
        {frame.editing ? note : null}
        {children}
        {frame.editing ? null : note}
      </div>
    </div>
  );
}

/** A step's card: its title and introduction, then its content. */
export function StepCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby="post-step-title" className="card mt-6 p-5 sm:p-8">
      <h2 id="post-step-title" className="text-xl font-bold sm:text-2xl">
        {title}
      </h2>
      <p className="mt-1 leading-7 text-muted">{intro}</p>
      {children}
    </section>
  );
}

/**
 * Back (a link to the previous step) and the step's submit button, which shows when it is saving; with
 * `to`, a link there instead of the button.
 */
export function StepActions({
  frame,
  t,
  label,
  name,
  value,
  to,
}: {
  frame: PostFrame;
  t: T;
  label?: string;
  name?: string;
  value?: string;
  to?: string;
}) {
  const busy = usePending();
  return (
    <div className="mt-8 flex flex-wrap-reverse items-center justify-between gap-3 border-t border-line pt-6">
      {frame.back ? (
        <Link to={frame.back} className="btn-ghost">
          <Icon name="chevron-left" className="size-4" />
          {t("post.back")}
        </Link>
      ) : (
        <span />
      )}
      {to ? (
        <Link to={to} className="btn-primary max-sm:w-full">
          {label}
        </Link>
      ) : (
        <button type="submit" name={name} value={value} className="btn-primary max-sm:w-full" disabled={busy}>
          {busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
          {busy ? t("post.saving") : (label ?? t("post.continue"))}
          {busy ? null : <Icon name="chevron-right" className="size-4" />}
        </button>
      )}
    </div>
  );
}

/** A step's form: fields, a message for the whole form when there is one, Back and Continue. */
export function StepForm({
  frame,
  t,
  formError,
  invalid,
  children,
}: {
  frame: PostFrame;
  t: T;
  formError?: string;
  invalid: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" noValidate className="post-form mt-6 space-y-6">
      {invalid ? (
        <FormMessage>
          <p>{formError ?? t("post.fixErrors")}</p>
        </FormMessage>
      ) : null}
      {children}
      <StepActions frame={frame} t={t} />
    </Form>
  );
}

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** "optional", shown after the label. */
  optional?: string;
}

function Label({ id, label, optional }: { id: string; label: string; optional?: string }) {
  return (
    <label htmlFor={id} className="field-label">
      {label}
      {optional ? <span className="font-normal text-muted"> ({optional})</span> : null}
    </label>
  );
}

export function Input({
  name,
  label,
  hint,
  error,
  optional,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = `post-${name}`;
  return (
    <div className={className}>
      <Label id={id} label={label} optional={optional} />
      <input id={id} name={name} className="field-input" {...described(id, hint, error)} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({
  name,
  label,
  hint,
  error,
  defaultValue,
  maxLength,
}: FieldProps & { defaultValue: string; maxLength: number }) {
  const id = `post-${name}`;
  return (
    <div>
      <Label id={id} label={label} />
      <textarea
        id={id}
        name={name}
        rows={7}
        defaultValue={defaultValue}
        maxLength={maxLength}
        className="field-input leading-7"
        {...described(id, hint, error)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function Select({
  name,
  label,
  hint,
  error,
  optional,
  placeholder,
  choices,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; choices?: Choice[] }) {
  const id = `post-${name}`;
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <select id={id} name={name} className="field-input" {...described(id, hint, error)} {...select}>
        <option value="">{placeholder}</option>
        {choices?.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
        {children}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** Radio buttons drawn as tiles; `picture` adds a drawing above each label. */
export function Choices({
  name,
  legend,
  choices,
  value,
  error,
  wide,
  children,
}: {
  name: string;
  legend: string;
  choices: (Choice & { picture?: string })[];
  value: string;
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
              defaultChecked={choice.value === value}
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
