import type { ReactNode, Ref } from "react";

const summaryClass =
  "rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-semibold text-danger";

/**
 * The framed alert above a public form's fields: "please correct the highlighted fields", or the form's own
 * message (rate limit, mail down). Given a `ref` it takes focus (tabIndex -1) so the page can move there
 * after a refusal; `as="p"` for a one-line message that is never focused.
 */
export function FormSummary({
  children,
  id,
  ref,
  className,
  as = "div",
}: {
  children: ReactNode;
  id?: string;
  ref?: Ref<HTMLDivElement>;
  /** Classes put before the frame's own (spacing). */
  className?: string;
  as?: "div" | "p";
}) {
  const classes = className ? `${className} ${summaryClass}` : summaryClass;
  if (as === "p")
    return (
      <p id={id} role="alert" className={classes}>
        {children}
      </p>
    );
  return (
    <div ref={ref} id={id} tabIndex={ref ? -1 : undefined} role="alert" className={classes}>
      {children}
    </div>
  );
}
