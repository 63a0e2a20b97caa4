// Loaded through Vite's SSR module graph beside the site's build (server/in-process/no-self-http.int.test.ts), so
// that React Router's request handler is the very copy the build's entry uses (its load context class included).
export { createRequestHandler } from "react-router";
