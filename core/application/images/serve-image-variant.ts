import { Effect } from "effect";
import { type ImageVariantKey, imageVariantPath } from "../../domain/image/image-variant-key";
import type { ImageResizer } from "../../ports/image-resizer.port";
import type { ImageVariantCache } from "../../ports/image-variant-cache.port";

export type ImageVariantsDeps = Readonly<{ resizer: ImageResizer; cache: ImageVariantCache }>;

/** A variant's webp bytes, and whether they came from the cache. */
export type ServedImageVariant = Readonly<{ bytes: Uint8Array; fromCache: boolean }>;

/** The original is gone from the file store, or it does not decode as a picture. */
export type ImageVariantFailure = Readonly<{ _tag: "OriginalMissing" }> | Readonly<{ _tag: "Undecodable" }>;

/** Reads the original's bytes; null when the file is not there. */
export type ReadOriginal = () => Promise<Uint8Array | null>;

/**
 * The variant service of /uploads/: a cached variant is read back; a missing one is made from the original, stored,
 * then served. Requests for the same key that arrive while it is being made share that one making (nothing is resized
 * twice), so a burst of first requests costs one resize and one write. Nothing is stored when making fails.
 */
export const imageVariants = (deps: ImageVariantsDeps) => {
  const making = new Map<string, Promise<ServedImageVariant | ImageVariantFailure>>();

  const make = async (
    key: ImageVariantKey,
    original: ReadOriginal,
  ): Promise<ServedImageVariant | ImageVariantFailure> => {
    const bytes = await original();
    if (bytes === null) return { _tag: "OriginalMissing" };
    const variant = await deps.resizer.variant(bytes, key);
    if (variant === null) return { _tag: "Undecodable" };
    await deps.cache.write(key, variant.bytes);
    return { bytes: variant.bytes, fromCache: false };
  };

  const shared = (key: ImageVariantKey, original: ReadOriginal) => {
    const id = imageVariantPath(key).join("/");
    const running = making.get(id);
    if (running !== undefined) return running;
    const started = make(key, original).finally(() => making.delete(id));
    making.set(id, started);
    return started;
  };

  return (key: ImageVariantKey, original: ReadOriginal): Effect.Effect<ServedImageVariant, ImageVariantFailure> =>
    Effect.gen(function* () {
      const cached = yield* Effect.promise(() => deps.cache.read(key));
      if (cached !== null) return { bytes: cached, fromCache: true };
      const made = yield* Effect.promise(() => shared(key, original));
      return "_tag" in made ? yield* Effect.fail(made) : made;
    });
};
