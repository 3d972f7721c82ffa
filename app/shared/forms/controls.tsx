/*
 * The labelled controls: an input, a text area or a select in the frame of ./fields. Apart from it so that
 * pages whose forms draw their own control in that frame do not load these too: their JavaScript budget
 * leaves no room for it.
 */
import type {
  AllHTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { Field, type FieldFrame } from "./fields";

/** The props of a control in its frame; `controlClassName` follows `field-input` on the control. */
type Control<Attributes> = Omit<Attributes, "id" | "className" | "label"> &
  FieldFrame & { controlClassName?: string };

/** One control in its frame, with the field's id and aria props; `children` go inside it (a select's options). */
function framed(
  Tag: "input" | "textarea" | "select",
  {
    id,
    label,
    hint,
    error,
    className,
    controlClassName,
    ...control
  }: Control<AllHTMLAttributes<HTMLElement>>,
  children?: ReactNode,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <Tag
          id={id}
          className={controlClassName ? `field-input ${controlClassName}` : "field-input"}
          {...control}
          {...aria}
        >
          {children}
        </Tag>
      )}
    </Field>
  );
}

/** A labelled input with its hint and error. */
export function InputField(props: Control<InputHTMLAttributes<HTMLInputElement>>) {
  return framed("input", props);
}

/** A labelled text area with its hint and error; it grows downwards unless `controlClassName` says otherwise. */
export function TextareaField({
  controlClassName = "resize-y",
  ...props
}: Control<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return framed("textarea", { controlClassName, ...props });
}

/**
 * A labelled select with its hint and error: `placeholder` is a first, empty choice; `children` come after
 * `options` (option groups).
 */
export function SelectField({
  placeholder,
  options,
  children,
  ...props
}: Control<SelectHTMLAttributes<HTMLSelectElement>> & {
  placeholder?: string;
  options?: readonly { value: string; label: string; disabled?: boolean }[];
}) {
  return framed(
    "select",
    props,
    <>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </>,
  );
}
