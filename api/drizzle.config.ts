// `npm run db:generate` (cd api && drizzle-kit generate). Migrations are applied from code by migrate().
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
