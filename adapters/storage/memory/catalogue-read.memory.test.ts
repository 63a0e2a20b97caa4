import { catalogueReadContract } from "../catalogue-read.contract";
import { memoryCatalogueReadRepository } from "./catalogue-read.memory";

catalogueReadContract("memory", async (rows) => ({
  repository: memoryCatalogueReadRepository(rows),
  close: async () => {},
}));
