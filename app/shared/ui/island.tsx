import { lazy, Suspense, type ComponentType } from "react";

/**
 * A part of a page hydrated after the rest (decision 0012). The server renders it in place, so it shows
 * at once and works as plain HTML (links, forms, popovers); its code is not first-load JavaScript but
 * starts loading with the page's module, and React hydrates the part once it is here. `server` is the
 * component itself on the server (`import.meta.env.SSR ? await load() : undefined`), so the server
 * never waits on it.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  server: ComponentType<P> | undefined,
) {
  const Part = server ?? lazyPart(load);
  return function Island(props: P) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  };
}

function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: { default: ComponentType<P> } | undefined;
  // If the code cannot load (a newer release replaced it), the part stays as the server sent it.
  const loading = load()
    .then((component) => (ready = { default: component }))
    .catch(() => new Promise<never>(() => {}));
  // Once the code is here, a part shown later (a client-side navigation) renders at once: React's lazy()
  // takes the value of a thenable that calls back immediately (a Promise always calls back later). The
  // types ask for a Promise; React needs only `then`.
  const settled = (module: { default: ComponentType<P> }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as Promise<
      typeof module
    >;
  return lazy(() => (ready ? settled(ready) : loading)) as ComponentType<P>;
}
