export * from "./read-quiz-page";
