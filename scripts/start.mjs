// `npm start`: build when there is no complete build (`--rebuild` forces it), then run the server bundle with node:
// one process for the API and the site. The server runs the database setup step itself when the database needs it
// (migrations, the seed of an empty database; ADR 036).
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";

// Before the bundle's imports load: React picks its production build by NODE_ENV.
process.env.NODE_ENV ??= "production";
const buildDir = ensureBuild({ rebuild: process.argv.includes("--rebuild") });
await import(pathToFileURL(`${buildDir}/server/main.js`).href);
