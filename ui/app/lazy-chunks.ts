/**
 * The browser files of each lazily imported module of ours, by the module's path in the project
 * ("ui/features/listing/listing-screen.tsx" -> ["/assets/listing-screen-x.js", ...]): its chunk, then the chunks
 * it imports that its importers do not already load. The server's HTML names them as modulepreload hints.
 *
 * Empty in the source: the server build replaces this module with the browser build's figures (the
 * `lazyChunksForServer` plugin in vite.config.ts, docs/adr/040-catalogue-screens-as-chunks.md). The browser never
 * reads it; the dev server and tests render without the hints.
 */
export const LAZY_CHUNKS: Readonly<Record<string, readonly string[]>> = {};
