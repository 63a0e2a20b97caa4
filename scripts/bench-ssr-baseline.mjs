// The baseline of bench:ssr: a bare node:http server answering every request with the bytes of one file and the
// headers of one JSON file (the very bytes and headers the site answered, so both send the same thing).
// Usage: node scripts/bench-ssr-baseline.mjs BODY_FILE PORT HEADERS_JSON_FILE  (prints "listening" once ready)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port, headersFile] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { ...JSON.parse(readFileSync(headersFile, "utf8")), "content-length": String(body.length) };

createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("listening"));
