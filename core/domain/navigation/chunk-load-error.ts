/** Messages browsers and bundlers give when a lazily loaded script or stylesheet chunk did not arrive. */
const CHUNK_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk [\w-]+ failed|chunkloaderror/i;

/** Whether an error message tells of a chunk that failed to load (a deploy replaced it, or the network dropped). */
export const isChunkLoadFailure = (message: string): boolean => CHUNK_FAILURE.test(message);
