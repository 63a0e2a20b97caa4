export * from "./hsk-level";
export * from "./hsk-readiness";
export * from "./hsk-requirement";
