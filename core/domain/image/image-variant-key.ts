import { aspectRatioSlug } from "./aspect-ratio";
import type { ImageVariantRequest } from "./image-variant-request";

/** What a cached variant is keyed by: the content of the original (its sha256), the width and the ratio. */
export type ImageVariantKey = Readonly<{ sha256: string; width: number; ratio: ImageVariantRequest["ratio"] }>;

const SHA256 = /^[0-9a-f]{64}$/;

/** The key of a variant of the content with this sha256 (lower-case hex); null when the hash is not one. */
export const imageVariantKey = (sha256: string, request: ImageVariantRequest): ImageVariantKey | null =>
  SHA256.test(sha256) ? { sha256, width: request.width, ratio: request.ratio } : null;

/**
 * The relative path of a cached variant, as folder and file names: the hash's first two characters, the hash, then
 * "{width}-{ratio}.webp" ("full" when uncropped), e.g. ["ab", "ab12…", "1533-16x9.webp"]. Different keys give
 * different paths; every part is made of hex digits, digits, "x", "-", "." and letters of "full" and "webp".
 */
export const imageVariantPath = (key: ImageVariantKey): readonly [string, string, string] => [
  key.sha256.slice(0, 2),
  key.sha256,
  `${key.width}-${key.ratio === null ? "full" : aspectRatioSlug(key.ratio)}.webp`,
];

/** The ETag of a variant: the key in one token, e.g. "ab12…-1533-16x9". */
export const imageVariantEtag = (key: ImageVariantKey): string =>
  `"${key.sha256}-${key.width}-${key.ratio === null ? "full" : aspectRatioSlug(key.ratio)}"`;
