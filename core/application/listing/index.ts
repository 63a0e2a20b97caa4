export * from "./facets-view";
export * from "./list-institutions";
export * from "./listing-limits";
export * from "./listing-page";
export * from "./title-needle";
export * from "./unrestricted-criteria";
