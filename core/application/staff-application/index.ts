export * from "./account-names";
export * from "./application-audit";
export * from "./existing-booking";
export * from "./staff-applicant";
export * from "./staff-assignment";
export * from "./staff-application-deps";
export * from "./staff-notes";
