export * from "./document-type";
export * from "./email-address";
export * from "./phone-number";
export * from "./submit-document";
export * from "./submit-form";
