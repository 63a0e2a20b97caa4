import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** An information page rendered from its page data; several paths share the module under their own ids. */
const info = (path: string, id: string) => route(path, "routes/info-page.tsx", { id });

/**
 * The route table of spec 2. React Router matches with or without the trailing slash; strictness (301 to the
 * slash form, 404 for anything else) is enforced before rendering by server/http/strict-paths.ts with the core's
 * resolvePath, and page modules re-check their params.
 */
export default [
  index("routes/home.tsx"),
  info("o-kompanii", "about-company"),
  info("guarantees", "guarantees"),
  info("personal-data-regulations", "personal-data-regulations"),
  info("consent-personal-data", "consent-personal-data"),
  info("platform-rules", "platform-rules"),
  info("privacy-policy", "privacy-policy"),
  info("user-agreement", "user-agreement"),
  info("payment/success", "payment-success"),
  info("payment/fail", "payment-fail"),
  info("ch", "ch"),
] satisfies RouteConfig;
