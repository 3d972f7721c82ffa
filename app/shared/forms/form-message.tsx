import type { ReactNode } from "react";
import { Icon } from "~/shared/ui/icon";

/** A message about a whole form: what went wrong. */
export function FormMessage({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
    >
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/** A form's own error as one paragraph, or nothing when there is none. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <FormMessage>
      <p>{message}</p>
    </FormMessage>
  ) : null;
}

/** A form's success message. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl bg-accent-50 px-4 py-3 text-sm font-medium dark:bg-accent-900/40">
      {children}
    </p>
  );
}
