import { RouterContextProvider } from "react-router";
import { clientOverFake } from "./fake-api-client";
import type { FakeHandler } from "./fake-fetch";
import { requestApiContext } from "../../ui/app/request-context";

/** The site's address in the action tests. */
export const TEST_SITE = "https://shuyuan.example";

/** A posted form (text entries, and a file as a Blob under its name) to `path` of the test site. */
export const postForm = (
  path: string,
  entries: Readonly<Record<string, string | File>>,
  headers: Readonly<Record<string, string>> = {},
): Request => {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.set(name, value);
  return new Request(`${TEST_SITE}${path}`, { method: "POST", body, headers });
};

type Action<R> = (args: { request: Request; url: URL; context: Readonly<RouterContextProvider> }) => Promise<R>;

/** Runs a route action against a fake API (`handler`), as the page's server would: the requests the API saw. */
export async function runSiteAction<R>(action: Action<R>, handler: FakeHandler, request: Request) {
  const { client, requests } = clientOverFake(handler);
  const context = new RouterContextProvider();
  context.set(requestApiContext, client);
  const result = await action({ request, url: new URL(request.url), context });
  return { result, requests };
}
