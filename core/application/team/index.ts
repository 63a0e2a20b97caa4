export * from "./add-team-member";
export * from "./change-team-role";
export * from "./team-deps";
export * from "./team-invite-mail";
