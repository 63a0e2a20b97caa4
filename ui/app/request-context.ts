import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react-router";
import type { ApiClient } from "../../adapters/http/api-client/api-client";
import type { SiteDeps } from "./site-deps";

/** Set once per request by the server (entry.server's createLoadContext). */
export const siteDepsContext = createContext<SiteDeps>();

/** The API client of this request: in-process on the server, with the visitor's token from the auth cookie. */
export const requestApiContext = createContext<ApiClient>();

/** One QueryClient per request: loaders prefetch into it and hand its dehydrated state to the page. */
export const requestQueryClientContext = createContext<QueryClient>();
