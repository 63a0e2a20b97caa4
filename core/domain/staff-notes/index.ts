export * from "./staff-note-text";
