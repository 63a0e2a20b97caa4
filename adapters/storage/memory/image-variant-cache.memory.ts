import { imageVariantPath } from "../../../core/domain/image/image-variant-key";
import type { ImageVariantCache } from "../../../core/ports/image-variant-cache.port";

/** The variant cache in a map, for use-case tests; it keeps copies, so callers cannot change what it holds. */
export function memoryImageVariantCache(): ImageVariantCache {
  const held = new Map<string, Uint8Array>();
  return {
    read: async (key) => {
      const bytes = held.get(imageVariantPath(key).join("/"));
      return bytes === undefined ? null : bytes.slice();
    },
    write: async (key, bytes) => {
      held.set(imageVariantPath(key).join("/"), bytes.slice());
    },
    size: async () => ({
      files: held.size,
      bytes: [...held.values()].reduce((total, bytes) => total + bytes.length, 0),
    }),
  };
}
