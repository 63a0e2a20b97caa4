export * from "./choose-notice";
export * from "./dismissed-notices";
export * from "./notice";
