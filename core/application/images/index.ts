export * from "./serve-image-variant";
