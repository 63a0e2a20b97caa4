import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * `<link rel="preload" as="style">` for the page's stylesheets, in the server's HTML only. React hoists the
 * modulepreload hints of the page's scripts (20-50 of them) to the top of <head>, before the stylesheets that
 * `<Links />` renders in place; on an HTTP/1.1 connection limit the render-blocking stylesheets then queue behind
 * scripts. These hints are hoisted first (the layout renders them before anything else that hoists), so the browser
 * asks for the stylesheets first (docs/adr/040-catalogue-screens-as-chunks.md). The browser renders nothing here:
 * ui/preact/client.ts drops the server's preload hints before hydrating.
 */
export function StylesheetPreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!import.meta.env.SSR || framework === undefined) return null;
  const hrefs = new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []));
  return (
    <>
      {[...hrefs].map((href) => (
        <link key={href} rel="preload" as="style" href={href} />
      ))}
    </>
  );
}
