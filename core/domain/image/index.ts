export * from "./image-widths";
export * from "./upload-file-name";
export * from "./upload-file-name.errors";
export * from "./upload-path-chunks";
export * from "./upload-presentation";
export * from "./upload-srcset";
export * from "./upload-url";
export * from "./uploaded-image-url";
