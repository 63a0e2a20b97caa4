import { isbot } from "isbot";

/**
 * Whether a loader run is a reader opening the page, which counts one view: a GET for the document or its data
 * (client navigation), not a bot, and not a speculative prefetch of a link.
 */
export const countsAsView = (request: Request): boolean => {
  if (request.method !== "GET") return false;
  const purpose = `${request.headers.get("purpose") ?? ""} ${request.headers.get("sec-purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  return !isbot(request.headers.get("user-agent") ?? "");
};
