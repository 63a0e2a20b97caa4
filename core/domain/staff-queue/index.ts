export * from "./queue-criteria";
export * from "./queue-filter";
export * from "./queue-params";
export * from "./saved-views";
export * from "./staff-sla";
export * from "./status-windows";
