import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react-router";
import type { SiteApi } from "../../core/ports/site-api.port";
import type { SiteDeps } from "./site-deps";

/** Set once per request by the server (entry.server's createLoadContext). */
export const siteDepsContext = createContext<SiteDeps>();

/** The ports of this request (in-process adapters on the server, ADR 039), with the visitor's session from the cookies. */
export const requestApiContext = createContext<SiteApi>();

/** One QueryClient per request: loaders prefetch into it and hand its dehydrated state to the page. */
export const requestQueryClientContext = createContext<QueryClient>();
