// The OAuth 2 / OpenID peer as a process of its own, for the e2e suite (playwright.config.ts starts it):
// OAUTH_PEER_PORT is its port, OAUTH_PEER_SITE_ORIGINS the site origins (comma-separated) it sends browsers back to.
import { startOAuthPeer } from "./oauth-peer";

const port = Number(process.env.OAUTH_PEER_PORT ?? 3213);
const siteOrigins = (process.env.OAUTH_PEER_SITE_ORIGINS ?? "http://127.0.0.1:3210").split(",");
const peer = await startOAuthPeer({ port, siteOrigins });
console.log(`OAuth peer at ${peer.issuer} for ${siteOrigins.join(", ")}`);
const stop = () => {
  void peer.close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
