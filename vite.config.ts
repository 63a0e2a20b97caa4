import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  server: { port: 5173 },
  // Keep build/client/.vite/manifest.json: scripts/check-bundle.mjs reads it for the first-load JS budget.
  build: { manifest: true },
});
