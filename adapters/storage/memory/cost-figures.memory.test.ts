import { describe } from "vitest";
import { costFiguresContract } from "../cost-figures.contract";
import { memoryCostFigures } from "./cost-figures.memory";

describe("memoryCostFigures", () => {
  costFiguresContract(async (data) => memoryCostFigures(data));
});
