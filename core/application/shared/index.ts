export * from "./from-domain-result";
export * from "./run-use-case";
export * from "./system-audit";
