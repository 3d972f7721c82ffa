import js from "@eslint/js";
import { builtinRules } from "eslint/use-at-your-own-risk";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Code boundaries (docs/decisions/0019-feature-folders.md): no layer imports its caller, a route never imports
 * another route, only the HTTP edge sees the Request, and text reaches pages through one seam (decision 0005). Each boundary is the built-in `no-restricted-syntax`
 * under its own name, so that two boundaries covering the same file add up instead of replacing each other.
 * tests/integration/code-boundaries.test.ts proves each one fails on a violation and stays quiet where allowed.
 */
const boundaryNames = [
  "shared-imports-feature",
  "component-imports-server",
  "server-imports-component",
  "route-imports-route",
  "request-outside-edge",
  "text-through-seam",
];
const restrictedSyntax = builtinRules.get("no-restricted-syntax");
const boundaries = { rules: Object.fromEntries(boundaryNames.map((name) => [name, restrictedSyntax])) };

/** Every way a module names another: import, import type, export … from, import(), and import("…") types. */
const importing = (pattern, message) =>
  [
    `:matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression) > Literal.source[value=${pattern}]`,
    `TSImportType > Literal[value=${pattern}]`,
    `TSImportType > TSLiteralType > Literal[value=${pattern}]`,
  ].map((selector) => ({ selector, message }));

const serverModule = String.raw`/\.server(\.|\/|$)/`;
const sharedServerOrDb = String.raw`/^~\/shared\/(server|db)(\/|$)|^(\.\.\/)+(shared\/)?(server|db)(\/|$)/`;
const component = String.raw`/(^|\/)components(\/|$)/`;
const sharedUi = String.raw`/^~\/shared\/ui(\/|$)|^(\.\.\/)+(shared\/)?ui(\/|$)/`;
const formComponent = String.raw`/(^|\/)forms\/(fields|form-message)(\.tsx)?$|^\.\/(fields|form-message)(\.tsx)?$/`;
const feature = String.raw`/^~\/features(\/|$)|^\..*(^|\/)features(\/|$)/`;
/** Another route module; a route's own `./+types/…` and its colocated `./<name>.server` are not routes. */
const route = String.raw`/\/routes\/(?![\w.-]+\.server$)|^\.\/(?!\+types\/|[\w.-]+\.server$)/`;
/** An area's messages in one locale (`text/en/home`, `./en/errors`): only its dictionary may import them. */
const localeMessages = String.raw`/(^|\/)(text|i18n)\/[a-z]{2}(-[A-Z]{2})?\/|^\.\/[a-z]{2}(-[A-Z]{2})?\//`;
/** A dictionary (`~/features/home/text/home`, `../text/home`, `~/shared/i18n/errors`). */
const dictionaryModule = String.raw`/(^|\/)text\/[\w-]+$|^~\/shared\/i18n\/(errors|share|auth-mail)$/`;
const importingLocaleMessages = importing(
  localeMessages,
  "Only the area's dictionary (text/<area>.ts) imports its messages in one locale: import the dictionary and use textFor() on the server, useText() in a page (decision 0005).",
);
const requestTypes =
  "/^(Request|AppLoadContext|AppContext|LoaderFunctionArgs|ActionFunctionArgs|LoaderArgs|ActionArgs)$/";

const boundaryRules = [
  {
    // f. Text goes through the seam: only a dictionary imports an area's messages in one locale, and a
    //    component imports dictionaries for their types only (a page's text arrives as loader data).
    files: ["app/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    ignores: ["app/features/*/text/*.ts", "app/shared/i18n/*.ts"],
    rules: {
      "boundaries/text-through-seam": ["error", ...importingLocaleMessages],
    },
  },
  {
    files: [
      "app/features/*/components/**/*.{ts,tsx}",
      "app/shared/ui/**/*.{ts,tsx}",
      "app/shared/forms/*.tsx",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "boundaries/text-through-seam": [
        "error",
        // The same rule in a second block replaces the first one's options: repeat them.
        ...importingLocaleMessages,
        ...[
          `ImportDeclaration[importKind!="type"] > Literal.source[value=${dictionaryModule}]`,
          `ImportExpression > Literal.source[value=${dictionaryModule}]`,
        ].map((selector) => ({
          selector,
          message:
            "A component takes its text from the page (useText<AreaMessages>(), the loader sends messagesFor(locale, areaText)): import the dictionary's types only (`import type`). A popup loaded on demand may read a dictionary with useDictionary() — say so in an eslint-disable comment.",
        })),
      ],
    },
  },
  {
    // a. Shared code never imports a feature.
    files: ["app/shared/**/*.{ts,tsx}"],
    rules: {
      "boundaries/shared-imports-feature": [
        "error",
        ...importing(
          feature,
          "Shared code must not import a feature: move what both need into app/shared, or let the feature pass it in.",
        ),
      ],
    },
  },
  {
    // b. A component never imports server code, not even a type.
    files: [
      "app/features/*/components/**/*.{ts,tsx}",
      "app/shared/ui/**/*.{ts,tsx}",
      "app/shared/forms/*.tsx",
    ],
    rules: {
      "boundaries/component-imports-server": [
        "error",
        ...importing(
          serverModule,
          "A component must not import a *.server module, not even its types: take the data as props and declare their type in a plain module of the feature.",
        ),
        ...importing(
          sharedServerOrDb,
          "A component must not import app/shared/server or app/shared/db, not even their types: the route's loader reads them and passes plain values as props.",
        ),
      ],
    },
  },
  {
    // c. Server code never imports a component, not even a type.
    files: ["app/**/*.server.ts", "app/shared/server/**/*.{ts,tsx}", "app/shared/db/**/*.{ts,tsx}"],
    rules: {
      "boundaries/server-imports-component": [
        "error",
        ...importing(
          component,
          "Server code must not import a component, not even its types: declare the shape in a plain (not .server) module of the feature that both import.",
        ),
        ...importing(
          sharedUi,
          "Server code must not import the UI kit: return plain values and let the component render them.",
        ),
        ...importing(
          formComponent,
          "Server code must not import form components: use the kit's server parts (form-data, guard.server, honeypot) instead.",
        ),
      ],
    },
  },
  {
    // d. A route module never imports another route module.
    files: ["app/features/*/routes/**/*.{ts,tsx}"],
    rules: {
      "boundaries/route-imports-route": [
        "error",
        ...importing(
          route,
          "A route module must not import another route module: move what both need into the feature's *.server.ts, components/ or rules (its own colocated ./<name>.server is fine).",
        ),
      ],
    },
  },
  {
    // e. Only the HTTP edge (route modules, a feature's http.server.ts, app/shared/http, app/shared/auth) sees the Request.
    files: ["app/features/**/*.{ts,tsx}", "app/shared/{server,db,lib,ui,forms,i18n}/**/*.{ts,tsx}"],
    ignores: ["app/features/*/routes/**", "app/features/**/http.server.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "boundaries/request-outside-edge": [
        "error",
        ...[
          `TSTypeReference > Identifier.typeName[name=${requestTypes}]`,
          `TSTypeReference > TSQualifiedName > Identifier.right[name=${requestTypes}]`,
        ].map((selector) => ({
          selector,
          message:
            "Only the HTTP edge reads the Request or load context: take db and plain values here, and let the route's loader or action (or the feature's http.server.ts, or app/shared/http) unpack the request.",
        })),
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Playwright fixtures that need no other fixture are written `async ({}, use) => …`.
  { files: ["tests/e2e/**/*.ts"], rules: { "no-empty-pattern": "off" } },
  { plugins: { boundaries } },
  ...boundaryRules,
);
