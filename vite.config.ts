import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The production browser bundle runs on preact/compat while the server renders with React
 * (docs/adr/028-first-load-js-and-preact.md): the home page's first-load JavaScript drops from 145 KB to under the
 * 90 KB budget. `SHUYUAN_CLIENT_RUNTIME=react` builds the browser bundle with React instead: a diagnostic switch
 * ("is this Preact?"), not what `npm start` or the tests run. The dev server always runs React (Fast Refresh).
 */
const PREACT: Readonly<Record<string, string>> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": fileURLToPath(new URL("ui/preact/client.ts", import.meta.url)),
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

function preactInBrowser(): Plugin {
  return {
    name: "preact-in-browser",
    enforce: "pre",
    // Production builds only: the dev server keeps React (its Fast Refresh runtime is React's).
    apply: "build",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "client") return null;
      const target = PREACT[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [...(process.env.SHUYUAN_CLIENT_RUNTIME === "react" ? [] : [preactInBrowser()]), reactRouter()],
  server: { port: 5173 },
  // Keep build/client/.vite/manifest.json: scripts/check-bundle.mjs reads it for the first-load JS budget.
  build: { manifest: true },
});
