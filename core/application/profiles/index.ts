export * from "./get-public-profile";
