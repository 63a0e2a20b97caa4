// One linter (ESLint) and one formatter (Prettier), both run by `npm test` (npm run lint).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".builds/",
      ".react-router/",
      ".tsbuild/",
      "core/dist/",
      "data/",
      "test-results/",
      "playwright-report/",
      "tests/architecture/fixtures/",
      "adapters/storage/sql/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      eqeqeq: ["error", "always", { null: "ignore" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["ui/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The server renders with React and the browser hydrates with Preact (docs/adr/028): their useId values differ,
      // so ids in server-rendered markup come from props or fixed words. Client-only components may use it.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              importNames: ["useId"],
              message: "Server and browser ids differ (React SSR, Preact in the browser): derive the id from props.",
            },
          ],
        },
      ],
    },
  },
  {
    // Rendered only in the browser (a modal mounts after hydration), so their ids never meet server markup.
    files: ["ui/components/modal.tsx", "ui/features/auth-dialog/login-dialog.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The core, unit and integration projects share one module graph per worker (vitest.config.ts, isolate: false):
    // a module mock or a stubbed global would leak into the files that run after it.
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "stubGlobal", "stubEnv"].map((property) => ({
          object: "vi",
          property,
          message: "Test files share one module graph per worker: pass the dependency in instead of mocking it.",
        })),
      ],
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
);
