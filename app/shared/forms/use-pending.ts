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
