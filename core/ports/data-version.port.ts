/**
 * A version of the published catalogue that moves whenever data the pages show from it changes, whoever writes it
 * (the API, an import, a hand edit in the database). Caches of rendered pages compare it to drop what went stale.
 */
export interface DataVersionSource {
  /** The current version; equal strings mean unchanged data. */
  current(): Promise<string>;
}
