// Base styles first, so that component styles of equal specificity win over them.
import "./styles/global.css";
import { QueryClient } from "@tanstack/react-query";
import { isbot } from "isbot";
import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from "react-router";
import { sessionKeyOf } from "../adapters/storage/browser/session-key";
import { ERROR_TEXTS } from "../core/domain/errors/error-texts";
import { layoutLoadError } from "../core/domain/errors/layout-load-error";
import { statusOf } from "../core/domain/errors/status-of";
import { copyrightYear } from "../core/domain/site-layout/copyright-year";
import type { Route } from "./+types/root";
import { requestApiContext, requestQueryClientContext, siteDepsContext } from "./app/request-context";
import type { RootData } from "./app/root-data";
import { SiteProviders } from "./app/site-providers";
import { NavigationProgress } from "./behaviours/navigation-progress";
import { SiteBehaviours } from "./behaviours/site-behaviours";
import { mainDataQuery } from "./data/main.queries";
import { unreadNotificationsQuery } from "./features/account/account.queries";
import { socialNoticeOf } from "./features/account-social/social-notice";
import { prefetch } from "./data/prefetch";
import { ErrorPage, ErrorPageFallback } from "./shell/error-page";
import { SiteShell } from "./shell/site-shell";
import { StylesheetPreloads } from "./shell/stylesheet-preloads";

/** Per request on the server: the ports (in-process, with the visitor's cookie session) and a QueryClient. */
const requestServices: Route.MiddlewareFunction = ({ request, url, context }) => {
  const deps = context.get(siteDepsContext);
  context.set(
    requestApiContext,
    deps.requestApi(request, { origin: deps.siteOrigin ?? url.origin, path: url.pathname }),
  );
  context.set(requestQueryClientContext, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
};

export const middleware: Route.MiddlewareFunction[] = [requestServices];

export async function loader({ request, url, context }: Route.LoaderArgs): Promise<RootData> {
  const deps = context.get(siteDepsContext);
  const session = sessionKeyOf(request.headers.get("cookie"));
  const path = url.pathname;
  const {
    data: [main, unread],
    dehydrated,
  } = await prefetch(
    context,
    (api) => [mainDataQuery(api, path, session), unreadNotificationsQuery(api, session)] as const,
  );
  if (main === null) {
    const error = layoutLoadError(new Error("Не удалось загрузить данные сайта: сервис данных не ответил."));
    throw data(error.message, { status: error.status });
  }
  const userAgent = request.headers.get("user-agent") ?? "";
  return {
    dehydrated,
    mainKey: { path, session },
    socialNotice: socialNoticeOf(url.searchParams),
    ...(unread > 0 ? { unread } : {}),
    site: {
      origin: deps.siteOrigin ?? url.origin,
      widgets: deps.widgets,
      isBot: isbot(userAgent),
      year: copyrightYear(new Date()),
      socialProviders: deps.socialProviders,
    },
  };
}

export type { RootData };

/**
 * The document head of the error page (the root error boundary renders it): its title and noindex. Pages that
 * render normally take their head from their own `meta` (the deepest route's wins).
 */
export const meta: Route.MetaFunction = ({ error }) =>
  error ? [{ title: `${ERROR_TEXTS.pageTitle} — Шуюань` }, { name: "robots", content: "noindex" }] : [];

/** Main data follows the path; a search change alone (listing filters) does not reload the layout. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : currentUrl.pathname !== nextUrl.pathname;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <StylesheetPreloads />
        <Meta />
        <Links />
      </head>
      <body>
        <NavigationProgress />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteProviders root={loaderData}>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <SiteBehaviours />
    </SiteProviders>
  );
}

/**
 * Spec 2 and 8: real statuses; 403, 404 and every other code get the error page inside the site's frame (ADR 034),
 * with the root loader's data when it ran (a page's loader failed) and without it otherwise (the layout load
 * failed, or no route matched): the frame then has its navigation and links but no contacts or notice. A failure
 * while rendering all that falls back to a plain page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>("root") ?? null;
  const status = isRouteErrorResponse(error) ? error.status : statusOf(error);
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  const unmatched =
    status === 404 &&
    (message === ERROR_TEXTS.globalNotFound || message?.startsWith("Error: No route matches") === true);
  return (
    <ErrorPageFallback>
      <SiteProviders root={root}>
        <SiteShell>
          <ErrorPage status={status} unmatched={unmatched} detail={status >= 500 ? message : null} />
        </SiteShell>
        <SiteBehaviours />
      </SiteProviders>
    </ErrorPageFallback>
  );
}
