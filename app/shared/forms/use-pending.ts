import { useNavigation, type useFetcher } from "react-router";

/**
 * True while a form of this page is being sent: any form, or only the one posting to `action` (its path,
 * as in `navigation.formAction`, or a test on it). With a fetcher, true until it is idle again.
 */
export function usePending(action?: string | ((formAction: string) => boolean)): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  if (action === undefined) return true;
  const formAction = navigation.formAction ?? "";
  return typeof action === "string" ? formAction === action : action(formAction);
}

/** The fetcher's form is on its way (sending or loading the answer). */
export function isFetcherPending(fetcher: Pick<ReturnType<typeof useFetcher>, "state">): boolean {
  return fetcher.state !== "idle";
}

/** The form data being sent, while a form of this page is on its way (see `usePendingForm`). */
export function pendingForm(navigation: Pick<ReturnType<typeof useNavigation>, "state" | "formData">) {
  return navigation.state === "submitting" ? navigation.formData : undefined;
}

/**
 * The form being sent from this page, if any: tells which of a list's forms (one per row, same action) is
 * on its way, by its fields (`usePendingForm()?.get("id")`).
 */
export function usePendingForm(): FormData | undefined {
  return pendingForm(useNavigation());
}
