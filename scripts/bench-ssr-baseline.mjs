// The baseline of bench:ssr: a bare node:http server answering every request with the bytes of one file.
// Usage: node scripts/bench-ssr-baseline.mjs FILE PORT CONTENT_TYPE  (prints "listening" once ready)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port, contentType] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { "Content-Type": contentType, "Content-Length": String(body.length) };

createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("listening"));
