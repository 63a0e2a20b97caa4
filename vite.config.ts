import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Experimental, off by default: with SHUYUAN_CLIENT_RUNTIME=preact the browser bundle runs on preact/compat while the
 * server keeps React (docs/adr/028-first-load-js-and-preact.md: 86.5 KB first-load JS instead of 145 KB, but three e2e
 * failures remain: React/Preact useId mismatch, select defaultValue, progress failure state and smooth scrolling).
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
  plugins: [...(process.env.SHUYUAN_CLIENT_RUNTIME === "preact" ? [preactInBrowser()] : []), reactRouter()],
  server: { port: 5173 },
  // Keep build/client/.vite/manifest.json: scripts/check-bundle.mjs reads it for the first-load JS budget.
  build: { manifest: true },
});
