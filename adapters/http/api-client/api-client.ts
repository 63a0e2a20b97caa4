import type { ApplicationTimelineApi } from "../../../core/ports/application-timeline-api.port";
import type { AuthApi } from "../../../core/ports/auth-api.port";
import type { BookingsApi } from "../../../core/ports/bookings-api.port";
import type { CatalogueApi } from "../../../core/ports/catalogue-api.port";
import type { CommentsApi } from "../../../core/ports/comments-api.port";
import type { DocumentsApi } from "../../../core/ports/documents-api.port";
import type { PaymentsApi } from "../../../core/ports/payments-api.port";
import type { MessagesApi } from "../../../core/ports/messages-api.port";
import type { NotificationsApi } from "../../../core/ports/notifications-api.port";
import type { ShortlistApi } from "../../../core/ports/shortlist-api.port";
import type { SitemapApi } from "../../../core/ports/sitemap-api.port";
import type { StaffApplicationApi } from "../../../core/ports/staff-application-api.port";
import type { StaffQueueApi } from "../../../core/ports/staff-queue-api.port";
import type { StaffCommentsApi } from "../../../core/ports/staff-comments-api.port";
import type { TeachersApi } from "../../../core/ports/teachers-api.port";
import type { TrackingApi } from "../../../core/ports/tracking-api.port";
import type { UsersApi } from "../../../core/ports/users-api.port";
import type { ApiClientConfig } from "./api-client-config";
import { type ApiTransport, createApiTransport } from "./api-transport";
import { applicationTimelineApiClient } from "./application-timeline-api-client";
import { authApiClient } from "./auth-api-client";
import { bookingsApiClient } from "./bookings-api-client";
import { catalogueApiClient } from "./catalogue-api-client";
import { commentsApiClient } from "./comments-api-client";
import { documentsApiClient } from "./documents-api-client";
import { type FormsApiClient, formsApiClient } from "./forms-api-client";
import { paymentsApiClient } from "./payments-api-client";
import { messagesApiClient } from "./messages-api-client";
import { notificationsApiClient } from "./notifications-api-client";
import { shortlistApiClient } from "./shortlist-api-client";
import { staffQueueApiClient } from "./staff-queue-api-client";
import { staffCommentsApiClient } from "./staff-comments-api-client";
import { sitemapApiClient } from "./sitemap-api-client";
import { staffApplicationApiClient } from "./staff-application-api-client";
import { teachersApiClient } from "./teachers-api-client";
import { trackingApiClient } from "./tracking-api-client";
import { usersApiClient } from "./users-api-client";
import type { QuizApi } from "../../../core/ports/quiz-api.port";
import { quizApiClient } from "./quiz-api-client";

export type ApiClient = {
  readonly catalogue: CatalogueApi;
  readonly auth: AuthApi;
  readonly tracking: TrackingApi;
  readonly comments: CommentsApi;
  readonly bookings: BookingsApi;
  readonly documents: DocumentsApi;
  readonly forms: FormsApiClient;
  readonly teachers: TeachersApi;
  readonly shortlist: ShortlistApi;
  readonly sitemap: SitemapApi;
  readonly users: UsersApi;
  readonly payments: PaymentsApi;
  readonly notifications: NotificationsApi;
  readonly messages: MessagesApi;
  readonly applicationTimeline: ApplicationTimelineApi;
  readonly staffApplication: StaffApplicationApi;
  readonly staffQueue: StaffQueueApi;
  readonly staffComments: StaffCommentsApi;
  readonly quiz: QuizApi;
  /** The shared transport, for calls outside the ports (health, the OpenAPI document). */
  readonly transport: ApiTransport;
};

/** Every API port over one transport, so all calls share the session and its single refresh. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const transport = createApiTransport(config);
  return {
    catalogue: catalogueApiClient(transport),
    auth: authApiClient(transport, config.session),
    tracking: trackingApiClient(transport, config.session),
    comments: commentsApiClient(transport),
    bookings: bookingsApiClient(transport),
    documents: documentsApiClient(transport),
    forms: formsApiClient(transport),
    teachers: teachersApiClient(transport),
    shortlist: shortlistApiClient(transport),
    sitemap: sitemapApiClient(transport),
    users: usersApiClient(transport),
    payments: paymentsApiClient(transport),
    notifications: notificationsApiClient(transport),
    messages: messagesApiClient(transport),
    applicationTimeline: applicationTimelineApiClient(transport),
    staffApplication: staffApplicationApiClient(transport),
    staffQueue: staffQueueApiClient(transport),
    staffComments: staffCommentsApiClient(transport),
    quiz: quizApiClient(transport),
    transport,
  };
}
