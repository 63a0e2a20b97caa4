import { createApiClient } from "../../adapters/http/api-client/api-client";
import type { ApiClientConfig } from "../../adapters/http/api-client/api-client-config";
import { browserSessionStore } from "../../adapters/storage/browser/browser-session-store";
import { memoryStorage } from "../../adapters/storage/browser/memory-storage";
import { type FakeHandler, fakeFetch } from "./fake-fetch";

/** The real API client over a fake server and an in-memory session store. */
export function clientOverFake(handler: FakeHandler, config: Partial<ApiClientConfig> = {}) {
  const storage = memoryStorage();
  const session = browserSessionStore(storage);
  const server = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: "http://api.test",
    teachersHost: "https://teachers.test",
    fetch: server.fetch,
    session,
    ...config,
  });
  return { client, session, storage, requests: server.requests };
}
