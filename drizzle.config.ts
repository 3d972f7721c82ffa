import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/shared/db/schema.ts",
  out: "./drizzle",
});
