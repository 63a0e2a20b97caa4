import { quizRepositoryContract } from "../quiz.contract";
import { memoryQuizRepository } from "./quiz.memory";

quizRepositoryContract("memory", async (fixture) => ({
  repository: memoryQuizRepository(fixture),
  close: async () => {},
}));
