import type { ImageVariantKey } from "../domain/image/image-variant-key";

/** How much the cache holds. */
export type ImageVariantCacheSize = Readonly<{ files: number; bytes: number }>;

/** Variants made once and kept (on disk under DATA_DIR in the server), keyed by the original's sha256, width and ratio. */
export interface ImageVariantCache {
  /** The variant's bytes, or null when it was never stored. */
  read(key: ImageVariantKey): Promise<Uint8Array | null>;
  /** Stores the variant in one step (a reader never sees half of it); storing a key again replaces it. */
  write(key: ImageVariantKey, bytes: Uint8Array): Promise<void>;
  /** The number of variants held and their total size. */
  size(): Promise<ImageVariantCacheSize>;
}
