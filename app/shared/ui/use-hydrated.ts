import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * True once React runs in the browser: false on the server and while hydrating, so the markup matches
 * what the server sent, then true. For what works only with JavaScript or only in some browsers.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
