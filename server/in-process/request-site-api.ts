import { createApiClient } from "../../adapters/http/api-client/api-client";
import type { FetchLike } from "../../adapters/http/api-client/fetch-like";
import { requestSessionStore } from "../../adapters/storage/browser/request-session-store";
import type { BookingMessageRepository } from "../../core/ports/booking-message-repository.port";
import type { BookingRepository } from "../../core/ports/booking-repository.port";
import type { NotificationRepository } from "../../core/ports/notification-repository.port";
import type { NotificationSettingsRepository } from "../../core/ports/notification-settings-repository.port";
import type { Authentication, SessionAuthenticator } from "../../core/ports/session-authenticator.port";
import type { SiteApi } from "../../core/ports/site-api.port";
import type { ShortlistRepository } from "../../core/ports/shortlist-repository.port";
import type { SitemapRepository } from "../../core/ports/sitemap-repository.port";
import type { UserRepository } from "../../core/ports/user-repository.port";
import type { PaymentsDeps } from "../../core/application/payments/payments-deps";
import type { RequestApi } from "../../ui/app/site-deps";
import { inProcessApplicationTimelineApi, type InProcessTimelineDeps } from "./in-process-application-timeline-api";
import { inProcessAuthApi } from "./in-process-auth-api";
import { inProcessCatalogueApi } from "./in-process-catalogue-api";
import { inProcessMessagesApi } from "./in-process-messages-api";
import { inProcessNotificationsApi } from "./in-process-notifications-api";
import { inProcessDocumentsApi } from "./in-process-documents-api";
import type { DocumentsDeps } from "../../core/application/documents/documents-deps";
import type { InProcessReadDeps } from "./in-process-read.deps";
import { inProcessPaymentsApi } from "./in-process-payments-api";
import { inProcessShortlistApi } from "./in-process-shortlist-api";
import { inProcessSitemapApi } from "./in-process-sitemap-api";
import { inProcessTeachersApi } from "./in-process-teachers-api";
import type { CommentRepository } from "../../core/ports/comment-repository.port";
import { inProcessCommentsApi } from "./in-process-comments-api";
import { inProcessStaffQueueApi, type InProcessStaffQueueDeps } from "./in-process-staff-queue-api";
import { inProcessStaffCommentsApi, type InProcessStaffCommentsDeps } from "./in-process-staff-comments-api";
import { inProcessStaffApplicationApi, type InProcessStaffApplicationDeps } from "./in-process-staff-application-api";
import { inProcessQuizApi } from "./in-process-quiz-api";

export type SiteApiDeps = InProcessReadDeps &
  Readonly<{
    authenticator: SessionAuthenticator;
    sitemapRepository: SitemapRepository;
    shortlistRepository: ShortlistRepository;
    users: UserRepository;
    notificationSettings: NotificationSettingsRepository;
    /** Application documents (ADR 052). */
    documents: DocumentsDeps;
    /** The ledger and payment reads of the application pages (ADR 054). */
    payments: Pick<PaymentsDeps, "bookings" | "ledger" | "payments">;
    notifications: NotificationRepository;
    bookings: BookingRepository;
    messages: BookingMessageRepository;
    /** An application's timeline and steps after the offer (ADR 055). */
    applicationTimeline: InProcessTimelineDeps;
    /** The staff console's queue (ADR 056). */
    staffQueue: InProcessStaffQueueDeps;
    /** The comment blocks of the catalogue and blog pages (ADR 060). */
    comments: CommentRepository;
    /** The staff console's moderation list (ADR 062). */
    staffComments: InProcessStaffCommentsDeps;
    /** The reads of the staff's application page (ADR 057). */
    staffApplication: InProcessStaffApplicationDeps;
  }>;

/** Builds a page request's ports from the server's in-process call of its own API (for what still goes over HTTP). */
export type SiteApiFactory = (apiFetch: FetchLike) => RequestApi;

const ANONYMOUS: Authentication = { _tag: "Anonymous" };

/** Every port over HTTP to the server's own API (in-process fetch): the composition before ADR 039, kept for tests. */
export const httpSiteApi: SiteApiFactory =
  (apiFetch) =>
  (request, { origin, path }) =>
    createApiClient({
      baseUrl: "http://in-process.local",
      teachersHost: origin,
      fetch: apiFetch,
      session: requestSessionStore(request.headers.get("cookie")),
      currentPath: () => path,
    });

/**
 * The ports of one page request (ADR 039): the catalogue, content, teacher, sitemap and shortlist reads, the
 * notification e-mail settings, the notifications and an application's thread (ADR 053) call the use cases in-process
 * with the visitor's session; the other ports (account, forms, bookings: actions and the personal
 * pages' reads) keep the HTTP adapter over the in-process fetch. The token is authenticated once, and only if a read depends on the visitor.
 */
export const inProcessSiteApi =
  (deps: SiteApiDeps): SiteApiFactory =>
  (apiFetch) =>
  (request, at): SiteApi => {
    const http = httpSiteApi(apiFetch)(request, at);
    const session = requestSessionStore(request.headers.get("cookie"));
    let authentication: Promise<Authentication> | null = null;
    const authenticate = async (): Promise<Authentication> => {
      const token = (await session.getAuthRecord())?.token ?? null;
      return token === null ? ANONYMOUS : deps.authenticator.authenticate(token, deps.clock.now());
    };
    const once = () => (authentication ??= authenticate());
    return {
      ...http,
      auth: inProcessAuthApi(deps, { authentication: once, http: http.auth }),
      catalogue: inProcessCatalogueApi(deps, { authentication: once, http: http.catalogue }),
      shortlist: inProcessShortlistApi(deps, { authentication: once, http: http.shortlist }),
      documents: inProcessDocumentsApi(deps.documents, { authentication: once, http: http.documents }),
      teachers: inProcessTeachersApi(deps, at.origin),
      sitemap: inProcessSitemapApi(deps),
      payments: inProcessPaymentsApi(deps.payments, { authentication: once, http: http.payments }),
      notifications: inProcessNotificationsApi(deps, { authentication: once, http: http.notifications }),
      messages: inProcessMessagesApi(deps, { authentication: once, http: http.messages }),
      applicationTimeline: inProcessApplicationTimelineApi(deps.applicationTimeline, {
        authentication: once,
        http: http.applicationTimeline,
      }),
      staffQueue: inProcessStaffQueueApi(deps.staffQueue, { authentication: once, http: http.staffQueue }),
      comments: inProcessCommentsApi({ comments: deps.comments }, { authentication: once, http: http.comments }),
      staffComments: inProcessStaffCommentsApi(deps.staffComments, { authentication: once, http: http.staffComments }),
      staffApplication: inProcessStaffApplicationApi(deps.staffApplication, {
        authentication: once,
        http: http.staffApplication,
      }),
      quiz: inProcessQuizApi({ quizzes: deps.quizzes, exchangeRates: deps.exchangeRateRepository }),
    };
  };
