import { sitemapContract } from "../sitemap.contract";
import { memorySitemapRepository } from "./sitemap.memory";

sitemapContract("memory", async (rows) => ({ repository: memorySitemapRepository(rows), close: async () => {} }));
