export * from "./anonymous-user";
export * from "./offered-providers";
export * from "./profile-access";
export * from "./public-profile";
export * from "./social-provider";
export * from "./user";
export * from "./user-full-name";
export * from "./user-status";
