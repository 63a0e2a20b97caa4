import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./adapters/storage/sql/schema/index.ts",
  out: "./adapters/storage/sql/migrations",
});
