export * from "./list-sitemap-entries";
