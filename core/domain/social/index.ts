export * from "./social-failure";
export * from "./social-handoff";
export * from "./social-profile";
export * from "./social-return";
export * from "./social-sign-in";
export * from "./social-unlink";
