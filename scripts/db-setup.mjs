// `npm run db:setup`: migrate the configured database (DATABASE_URL, else PGlite in DATA_DIR), seed it when empty,
// and make sure of the seeded pictures in DATA_DIR/uploads. Runs <build>/server/db-setup.js (building first if there
// is no complete build); `npm start` runs the same step by itself when the database needs it (ADR 036).
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";

process.env.NODE_ENV ??= "production";
const buildDir = ensureBuild({ rebuild: false });
await import(pathToFileURL(`${buildDir}/server/db-setup.js`).href);
