import { LAZY_CHUNKS } from "../app/lazy-chunks";

/**
 * `<link rel="modulepreload">` for the browser files of a lazily imported module, in the server's HTML only, so the
 * browser fetches them beside the page's other scripts instead of after hydration asks for them. React hoists the
 * links into <head>; the browser renders nothing here (ui/preact/client.ts drops the server's hints before
 * hydrating, and a page reached by navigation imports the module itself).
 */
export function ModulePreloads({ source }: { source: string }) {
  if (!import.meta.env.SSR) return null;
  return (
    <>
      {(LAZY_CHUNKS[source] ?? []).map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
