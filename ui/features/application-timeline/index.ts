export * from "./after-offer-steps";
export * from "./application-status-block";
export * from "./application-timeline-list";
export * from "./whose-move";
