export * from "./absolute-url";
export * from "./breadcrumb-item";
export * from "./breadcrumb-json-ld";
export * from "./breadcrumb-trail";
export * from "./crumb";
export * from "./home-crumbs";
export * from "./mobile-breadcrumb";
