import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    modulePreload: {
      // Every page has loaded the runtime, the framework and the layout before it can import anything
      // lazily (dialogs, suggestions, the sign-in popup), so their lazy imports need not list them again.
      resolveDependencies: (_file, deps) =>
        deps.filter((dep) => !/\/(rolldown-runtime|framework|layout)-[\w-]+\.js$/.test(dep)),
    },
    rolldownOptions: {
      output: {
        // Fewer, larger files compress better and cost fewer requests: React and React Router as one
        // file, and the small modules nearly every page needs (layout, breadcrumbs) as another (decision 0002).
        advancedChunks: {
          groups: [
            { name: "framework", test: /\/node_modules\/(react|react-dom|react-router|scheduler)\// },
            {
              // With Vite's helper for lazy imports, which the root needs and pages with a lazy part share.
              name: "layout",
              // Vite's preload helper too: the layout's lazy imports (dialogs) and the pages' share it. The
              // client id (which every page's client behaviour reads) is here: alone it cost each page 133 B.
              test: /(\/app\/(shared\/(i18n\/(i18n|locale)|lib\/links|ui\/(icon|toast|breadcrumbs|island))|features\/(comparator\/compare|accounts\/auth-popup|layout\/(use-text|client-id)|comparator\/components\/basket))\.tsx?|vite\/preload-helper\.js)$/,
            },
            {
              // The cards' heading and picture, which the list pages of several features share, and the
              // compare button the catalogue's cards and pages carry. The button is not in `layout`: there it
              // cost the ~40 pages without one ~610 B each; in a group of its own it put four catalogue pages
              // over budget; here the card pages without a button pay ~80 B for it (measured, November 2026).
              name: "card",
              test: /\/app\/(shared\/ui\/card|features\/comparator\/components\/compare-button)\.tsx$/,
            },
            {
              // The practical guide's list parts, which its section pages always load together.
              name: "guide-pages",
              test: /\/app\/features\/practical-guide\/components\/guide-(card|section-page)\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
