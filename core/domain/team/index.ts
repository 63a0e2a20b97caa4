export * from "./team-role";
export * from "./team-role-change";
