import type { Hono } from "hono";
import type { ServiceIdentifier } from "inversify";
import type { Database } from "../../adapters/storage/sql/database";
import type { MainDataCache } from "../../core/application/content/main-data-cache";
import type { ReadCache } from "../../adapters/storage/cached/read-cache";
import type { MessagesDeps } from "../../core/application/messages/messages-deps";
import type { AttemptRepository } from "../../core/ports/attempt-repository.port";
import type { BookingMessageRepository } from "../../core/ports/booking-message-repository.port";
import type { DocumentsDeps } from "../../core/application/documents/documents-deps";
import type { BookingDocumentRepository } from "../../core/ports/booking-document-repository.port";
import type { BookingRepository } from "../../core/ports/booking-repository.port";
import type { ApplicantNotifier } from "../../core/ports/applicant-notifier.port";
import type { BookingGates, BookingRemarks } from "../../core/ports/booking-gates.port";
import type { CatalogueReadRepository } from "../../core/ports/catalogue-read-repository.port";
import type { ExchangeRateRepository } from "../../core/ports/exchange-rate-repository.port";
import type { CostCalculator, CostFigureRepository } from "../../core/ports/cost-figure-repository.port";
import type { Clock } from "../../core/ports/clock.port";
import type { CommentRepository } from "../../core/ports/comment-repository.port";
import type { DataVersionSource } from "../../core/ports/data-version.port";
import type { ContentRepository } from "../../core/ports/content-repository.port";
import type { FileStore } from "../../core/ports/file-store.port";
import type { FormSubmissionRepository } from "../../core/ports/form-submission-repository.port";
import type { InstitutionListingRepository } from "../../core/ports/institution-listing-repository.port";
import type { LayoutRepository } from "../../core/ports/layout-repository.port";
import type { MilestoneRepository } from "../../core/ports/milestone-repository.port";
import type { AuditLog } from "../../core/ports/audit-log.port";
import type { StaffNotes } from "../../core/ports/staff-notes.port";
import type { StaffApplicationRoutesDeps } from "../api/staff-application.routes";
import type { LeadRepository } from "../../core/ports/lead-repository.port";
import type { OutboxReader } from "../../core/ports/outbox-reader.port";
import type { StaffDeskOpener } from "../../core/ports/staff-desk.port";
import type { StaffDirectory } from "../../core/ports/staff-directory.port";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import type { JobQueue } from "../../core/ports/job-queue.port";
import type { TimelineRepository } from "../../core/ports/timeline-repository.port";
import type { DeadlineSource } from "../../core/ports/deadline-source.port";
import type { Mailer } from "../../core/ports/mailer.port";
import type { NotificationRepository } from "../../core/ports/notification-repository.port";
import type { NotificationSettingsRepository } from "../../core/ports/notification-settings-repository.port";
import type { OAuthStateRepository } from "../../core/ports/oauth-state-repository.port";
import type { PasswordHasher } from "../../core/ports/password-hasher.port";
import type { PasswordResetRepository } from "../../core/ports/password-reset-repository.port";
import type { RatingRepository } from "../../core/ports/rating-repository.port";
import type { SessionAuthenticator } from "../../core/ports/session-authenticator.port";
import type { SessionRepository } from "../../core/ports/session-repository.port";
import type { ShortlistRepository } from "../../core/ports/shortlist-repository.port";
import type { SitemapRepository } from "../../core/ports/sitemap-repository.port";
import type { SocialIdentity } from "../../core/ports/social-identity.port";
import type { TokenGenerator } from "../../core/ports/token-generator.port";
import type { UploadRepository } from "../../core/ports/upload-repository.port";
import type { UserRepository } from "../../core/ports/user-repository.port";
import type { VisitRepository } from "../../core/ports/visit-repository.port";
import type { LedgerRepository } from "../../core/ports/ledger-repository.port";
import type { PaymentProvider } from "../../core/ports/payment-provider.port";
import type { PaymentRepository } from "../../core/ports/payment-repository.port";
import type { PaymentsRoutesDeps } from "../api/payments.routes";
import type { ApiDeps, CommunityDeps } from "../api/api-routes";
import type { AuthRoutesDeps } from "../api/auth.routes";
import type { FormsDeps } from "../api/forms.routes";
import type { InstitutionsGridDeps } from "../api/institutions-grid.routes";
import type { MilestonesRoutesDeps } from "../api/milestones.routes";
import type { StaffQueueRoutesDeps } from "../api/staff-queue.routes";
import type { StaffQueueRepository } from "../../core/ports/staff-queue-repository.port";
import type { ReadApiDeps } from "../api/read-api.deps";
import type { ShortlistRoutesDeps } from "../api/shortlist.routes";
import type { TrackingDeps } from "../api/tracking.routes";
import type { Config } from "../config";
import type { AppEnv } from "../http/app-env";
import type { PageCache } from "../http/page-cache";
import type { RenderGate } from "../http/render-gate";
import type { EarlyShed } from "../http/early-shed";
import type { SpentBudget } from "../http/spent-budget";
import type { QuizRepository } from "../../core/ports/quiz-repository.port";
import type { SiteApiFactory } from "../in-process/request-site-api";
import type { HashGate } from "../../adapters/security/hash-gate";
import type { RateLimitStore } from "../../core/ports/rate-limit-store.port";
import type { RateLimits } from "../http/rate-limit";
import type { CacheInvalidationBus } from "../../core/ports/cache-invalidation.port";

const token = <T>(name: string) => Symbol.for(`shuyuan.${name}`) as ServiceIdentifier<T>;

/** Typed service identifiers of the server's composition root. */
export const TOKENS = {
  Config: token<Config>("Config"),
  Version: token<string>("Version"),
  Clock: token<Clock>("Clock"),
  Database: token<Database>("Database"),
  SessionAuthenticator: token<SessionAuthenticator>("SessionAuthenticator"),
  UserRepository: token<UserRepository>("UserRepository"),
  SessionRepository: token<SessionRepository>("SessionRepository"),
  PasswordResetRepository: token<PasswordResetRepository>("PasswordResetRepository"),
  AttemptRepository: token<AttemptRepository>("AttemptRepository"),
  NotificationSettingsRepository: token<NotificationSettingsRepository>("NotificationSettingsRepository"),
  OAuthStateRepository: token<OAuthStateRepository>("OAuthStateRepository"),
  SocialIdentity: token<SocialIdentity>("SocialIdentity"),
  Mailer: token<Mailer>("Mailer"),
  PasswordHasher: token<PasswordHasher>("PasswordHasher"),
  TokenGenerator: token<TokenGenerator>("TokenGenerator"),
  AuthDeps: token<AuthRoutesDeps>("AuthDeps"),
  ContentRepository: token<ContentRepository>("ContentRepository"),
  CatalogueReadRepository: token<CatalogueReadRepository>("CatalogueReadRepository"),
  ExchangeRateRepository: token<ExchangeRateRepository>("ExchangeRateRepository"),
  LayoutRepository: token<LayoutRepository>("LayoutRepository"),
  MainDataCache: token<MainDataCache>("MainDataCache"),
  ReadCache: token<ReadCache>("ReadCache"),
  ReadApiDeps: token<ReadApiDeps>("ReadApiDeps"),
  FormSubmissionRepository: token<FormSubmissionRepository>("FormSubmissionRepository"),
  UploadRepository: token<UploadRepository>("UploadRepository"),
  VisitRepository: token<VisitRepository>("VisitRepository"),
  FileStore: token<FileStore>("FileStore"),
  FormsDeps: token<FormsDeps>("FormsDeps"),
  TrackingDeps: token<TrackingDeps>("TrackingDeps"),
  Uploads: token<Hono<AppEnv>>("Uploads"),
  InstitutionListingRepository: token<InstitutionListingRepository>("InstitutionListingRepository"),
  InstitutionsGridDeps: token<InstitutionsGridDeps>("InstitutionsGridDeps"),
  CommentRepository: token<CommentRepository>("CommentRepository"),
  RatingRepository: token<RatingRepository>("RatingRepository"),
  BookingRepository: token<BookingRepository>("BookingRepository"),
  BookingGates: token<BookingGates>("BookingGates"),
  BookingRemarks: token<BookingRemarks>("BookingRemarks"),
  ApplicantNotifier: token<ApplicantNotifier>("ApplicantNotifier"),
  /** Application documents (ADR 052): their repository, the private file store, the use cases' deps. */
  BookingDocumentRepository: token<BookingDocumentRepository>("BookingDocumentRepository"),
  PrivateFileStore: token<FileStore>("PrivateFileStore"),
  DocumentsDeps: token<DocumentsDeps>("DocumentsDeps"),
  CommunityDeps: token<CommunityDeps>("CommunityDeps"),
  MilestoneRepository: token<MilestoneRepository>("MilestoneRepository"),
  /** The staff console's audit log (ADR 057): every staff action. */
  AuditLog: token<AuditLog>("AuditLog"),
  /** The staff's notes on applications and the deps of the application page's staff calls (ADR 057). */
  StaffNotes: token<StaffNotes>("StaffNotes"),
  StaffApplicationDeps: token<StaffApplicationRoutesDeps>("StaffApplicationDeps"),
  /** The staff console's leads, outbox, team and the pages' desk (ADR 058). */
  LeadRepository: token<LeadRepository>("LeadRepository"),
  OutboxReader: token<OutboxReader>("OutboxReader"),
  StaffDirectory: token<StaffDirectory>("StaffDirectory"),
  StaffConsoleDeps: token<StaffConsoleDeps>("StaffConsoleDeps"),
  StaffDesk: token<StaffDeskOpener>("StaffDesk"),
  MilestonesDeps: token<MilestonesRoutesDeps>("MilestonesDeps"),
  /** The staff console's queue (ADR 056): its store, and what its calls need. */
  StaffQueueRepository: token<StaffQueueRepository>("StaffQueueRepository"),
  StaffQueueDeps: token<StaffQueueRoutesDeps>("StaffQueueDeps"),
  TimelineRepository: token<TimelineRepository>("TimelineRepository"),
  JobQueue: token<JobQueue>("JobQueue"),
  DeadlineSource: token<DeadlineSource>("DeadlineSource"),
  ShortlistRepository: token<ShortlistRepository>("ShortlistRepository"),
  ShortlistDeps: token<ShortlistRoutesDeps>("ShortlistDeps"),
  SitemapRepository: token<SitemapRepository>("SitemapRepository"),
  DataVersion: token<DataVersionSource>("DataVersion"),
  PageCache: token<PageCache>("PageCache"),
  RenderGate: token<RenderGate>("RenderGate"),
  EarlyShed: token<EarlyShed>("EarlyShed"),
  PasswordBudget: token<SpentBudget>("PasswordBudget"),
  SiteApi: token<SiteApiFactory>("SiteApi"),
  ApiDeps: token<ApiDeps>("ApiDeps"),
  Api: token<Hono<AppEnv>>("Api"),
  App: token<Hono>("App"),
  LedgerRepository: token<LedgerRepository>("LedgerRepository"),
  PaymentRepository: token<PaymentRepository>("PaymentRepository"),
  PaymentProvider: token<PaymentProvider>("PaymentProvider"),
  PaymentsDeps: token<PaymentsRoutesDeps>("PaymentsDeps"),
  SandboxPay: token<Hono>("SandboxPay"),
  BookingMessageRepository: token<BookingMessageRepository>("BookingMessageRepository"),
  NotificationRepository: token<NotificationRepository>("NotificationRepository"),
  MessagesDeps: token<MessagesDeps>("MessagesDeps"),
  /** The cost calculator's figures and its in-process use case for server rendering (ADR 065). */
  CostFigureRepository: token<CostFigureRepository>("CostFigureRepository"),
  CostCalculator: token<CostCalculator>("CostCalculator"),
  QuizRepository: token<QuizRepository>("QuizRepository"),
  /** The bound on password hashes at once (ADR 069): the hasher runs behind it, the password routes look at it. */
  HashGate: token<HashGate>("HashGate"),
  /** Rate limits shared by every process on PostgreSQL, in memory on PGlite (ADR 073). */
  RateLimitStore: token<RateLimitStore>("RateLimitStore"),
  RateLimits: token<RateLimits>("RateLimits"),
  /** Cache invalidation that reaches every process (ADR 073). */
  CacheBus: token<CacheInvalidationBus>("CacheBus"),
} as const;
