export * from "./calculate-cost";
