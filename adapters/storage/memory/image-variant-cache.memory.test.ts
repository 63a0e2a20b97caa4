import { imageVariantCacheContract } from "../image-variant-cache.contract";
import { memoryImageVariantCache } from "./image-variant-cache.memory";

imageVariantCacheContract("memory", async () => ({ cache: memoryImageVariantCache(), close: async () => {} }));
