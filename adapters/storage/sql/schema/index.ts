export * from "./catalogue";
export * from "./community";
export * from "./content";
export * from "./forms";
export * from "./programs";
export * from "./shortlists";
export * from "./users";
export * from "./exchange-rates";
