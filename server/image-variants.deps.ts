import { join } from "node:path";
import { sharpImageResizer } from "../adapters/images/sharp-image-resizer";
import { localImageVariantCache } from "../adapters/storage/files/local-image-variant-cache";
import type { ImageVariantsDeps } from "../core/application/images/serve-image-variant";
import type { Config } from "./config";

/** The folder of DATA_DIR that holds the webp variants of uploads (ADR 064); safe to delete, it refills itself. */
export const imageVariantsDir = (config: Pick<Config, "dataDir">): string => join(config.dataDir, "image-variants");

/** sharp and the on-disk variant cache, as /uploads/ uses them. */
export const imageVariantsDeps = (config: Pick<Config, "dataDir">): ImageVariantsDeps => ({
  resizer: sharpImageResizer,
  cache: localImageVariantCache(imageVariantsDir(config)),
});
