// `npx drizzle-kit generate` writes a new SQL migration under drizzle/ from the schema's changes.
// Migrations are applied by the server at start-up and by `npm run db:migrate`, not by drizzle-kit.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/db/schema.server.ts",
  out: "./drizzle",
});
