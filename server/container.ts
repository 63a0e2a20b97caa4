import { Effect } from "effect";
import { gatesWithChecklist } from "../core/application/bookings/gates-with-checklist";
import { ensureDocumentChecklist } from "../core/application/documents/ensure-document-checklist";
import type { BookingDocumentRepository } from "../core/ports/booking-document-repository.port";
import { Container } from "inversify";
import { systemClock } from "../adapters/clock/system-clock";
import { configuredMailer } from "../adapters/mail/configured-mailer";
import { DEFAULT_SCRYPT_PARAMS, scryptPasswordHasher } from "../adapters/security/password";
import { createScryptThreads, type ScryptThreads } from "../adapters/security/scrypt-threads";
import { createHashGate, gatedPasswordHasher } from "../adapters/security/hash-gate";
import { cryptoTokenGenerator } from "../adapters/security/token-generator";
import { newToken } from "../adapters/security/tokens";
import { cachedCatalogueRead } from "../adapters/storage/cached/catalogue-read.cached";
import { cachedInstitutionListing } from "../adapters/storage/cached/institution-listing.cached";
import { createReadCache, READ_CACHE_MAX_ENTRIES } from "../adapters/storage/cached/read-cache";
import { oauth2SocialIdentity } from "../adapters/social/oauth2-social-identity";
import { sharpImageEncoder } from "../adapters/images/sharp-image-encoder";
import { httpCallTracking } from "../adapters/call-tracking/call-tracking.http";
import { memoryMainDataCache } from "../adapters/storage/memory/main-data-cache.memory";
import type { Database, DatabaseHandle } from "../adapters/storage/sql/database";
import { sqlAttemptRepository } from "../adapters/storage/sql/repositories/attempts.sql";
import { sqlBookingMessageRepository } from "../adapters/storage/sql/repositories/booking-messages.sql";
import { sqlBookingRepository } from "../adapters/storage/sql/repositories/bookings.sql";
import { sqlBookingDocumentRepository } from "../adapters/storage/sql/repositories/booking-documents.sql";
import { sqlCatalogueReadRepository } from "../adapters/storage/sql/repositories/catalogue-read.sql";
import { sqlCommentRepository } from "../adapters/storage/sql/repositories/comments.sql";
import { sqlContentRepository } from "../adapters/storage/sql/repositories/content.sql";
import { sqlFormSubmissionRepository } from "../adapters/storage/sql/repositories/form-submissions.sql";
import { sqlInstitutionListing } from "../adapters/storage/sql/repositories/institution-listing.sql";
import { sqlLayoutRepository } from "../adapters/storage/sql/repositories/layout.sql";
import { sqlExchangeRates } from "../adapters/storage/sql/repositories/exchange-rates.sql";
import { sqlListingDataVersion } from "../adapters/storage/sql/repositories/listing-data-version.sql";
import { sqlMilestoneRepository } from "../adapters/storage/sql/repositories/milestones.sql";
import { sqlStaffQueue } from "../adapters/storage/sql/repositories/staff-queue.sql";
import { sqlAuditLog } from "../adapters/storage/sql/repositories/audit-log.sql";
import { sqlStaffNotes } from "../adapters/storage/sql/repositories/staff-notes.sql";
import { sqlOutboxReader } from "../adapters/mail/outbox-reader.sql";
import { sqlLeadRepository } from "../adapters/storage/sql/repositories/leads.sql";
import { sqlStaffDirectory } from "../adapters/storage/sql/repositories/staff-directory.sql";
import { inProcessStaffDesk } from "./in-process/in-process-staff-desk";
import { inProcessCostCalculator } from "./in-process/in-process-cost-calculator";
import { sqlCostFigures } from "../adapters/storage/sql/repositories/cost-figures.sql";
import type { LocalAdminSecret } from "./staff/local-admin-secret";
import { sqlTimelineRepository } from "../adapters/storage/sql/repositories/timeline.sql";
import { sqlJobQueue } from "../adapters/storage/sql/repositories/job-queue.sql";
import { sqlDeadlineSource } from "../adapters/storage/sql/repositories/deadline-source.sql";
import { sqlNotificationSettingsRepository } from "../adapters/storage/sql/repositories/notification-settings.sql";
import { sqlNotificationRepository } from "../adapters/storage/sql/repositories/notifications.sql";
import { sqlOAuthStateRepository } from "../adapters/storage/sql/repositories/oauth-states.sql";
import { sqlPasswordResetRepository } from "../adapters/storage/sql/repositories/password-resets.sql";
import { sqlRatingRepository } from "../adapters/storage/sql/repositories/ratings.sql";
import { sqlSessionAuthenticator } from "../adapters/storage/sql/repositories/session-authenticator.sql";
import { sqlSessionRepository } from "../adapters/storage/sql/repositories/sessions.sql";
import { sqlShortlistRepository } from "../adapters/storage/sql/repositories/shortlist.sql";
import { sqlSitemapRepository } from "../adapters/storage/sql/repositories/sitemap.sql";
import { sqlUploadRepository } from "../adapters/storage/sql/repositories/uploads.sql";
import { sqlUserRepository } from "../adapters/storage/sql/repositories/users.sql";
import { sqlBookingGates } from "../adapters/storage/sql/repositories/booking-gates.sql";
import { sqlVisitRepository } from "../adapters/storage/sql/repositories/visits.sql";
import { threadRemarks } from "../core/application/messages/thread-remarks";
import { applicantNotifier } from "../core/application/notifications/notify-applicant";
import type { Clock } from "../core/ports/clock.port";
import { fetchCallback, sandboxBank } from "../adapters/payments/sandbox/sandbox-bank";
import { sandboxPaymentProvider } from "../adapters/payments/sandbox/sandbox-provider";
import { sqlLedgerRepository, sqlPaymentRepository } from "../adapters/storage/sql/repositories/payments.sql";
import { PAYMENTS_ROUTES } from "../adapters/http/contract/payments.contract";
import { sandboxPayRoutes } from "./sandbox-pay.routes";
import { createApi } from "./api/api-routes";
import { uploadsRoutes } from "./api/uploads.routes";
import type { AppParts } from "./app";
import { createApp } from "./app";
import type { Config } from "./config";
import { TOKENS } from "./di/tokens";
import { createPageCache } from "./http/page-cache";
import { createRenderGate } from "./http/render-gate";
import { earlyShed } from "./http/early-shed";
import { spentBudget } from "./http/spent-budget";
import { PASSWORD_CALLS, passwordBurst } from "./api/auth.routes";
import { inProcessSiteApi } from "./in-process/request-site-api";
import { imageVariantsDeps } from "./image-variants.deps";
import { cachedQuizRepository } from "../adapters/storage/cached/quiz.cached";
import { sqlQuizRepository } from "../adapters/storage/sql/repositories/quiz.sql";
import { memoryRateLimitStore } from "../adapters/storage/memory/rate-limits.memory";
import { sqlRateLimitStore } from "../adapters/storage/sql/repositories/rate-limits.sql";
import { rateLimitsOver } from "./http/rate-limit";
import { memoryCacheInvalidationBus } from "../adapters/storage/memory/cache-invalidation.memory";
import { pgCacheInvalidationBus } from "../adapters/storage/sql/repositories/cache-invalidation.pg";
import { emptyOnAnnouncements } from "./http/announce-writes";
import { fileStoreFor } from "./file-stores";

/** PostgreSQL when DATABASE_URL is set (several processes may serve, ADR 073), else the embedded database. */
const engineOf = (config: Config): DatabaseHandle["engine"] => (config.databaseUrl ? "postgres" : "pglite");

/**
 * The process's scrypt threads, one set per size and niceness however many containers are composed (tests compose
 * many): idle threads hold no work and do not keep the process alive, so they live as long as it does.
 */
const scryptThreadSets = new Map<string, ScryptThreads>();
const processScryptThreads = (threads: number, nice: number): ScryptThreads => {
  const key = `${threads}/${nice}`;
  const known = scryptThreadSets.get(key);
  if (known !== undefined) return known;
  const created = createScryptThreads({ threads, nice });
  scryptThreadSets.set(key, created);
  return created;
};

export type ServerParts = Readonly<{
  config: Config;
  version: string;
  db: Database;
  clock?: Clock;
  /** Where to copy every mail sent, for `npm run mail` while the server holds the embedded database (ADR 044). */
  sentMailLogPath?: string;
  /** The create-staff command's one-time secret while the server holds the embedded database (ADR 058). */
  localAdminSecret?: LocalAdminSecret;
}> &
  Readonly<Pick<AppParts, "ssr" | "assets">>;

/** The composition root of the server: every adapter is chosen and wired here, and only here. */
/** Sets up a booking's document checklist (ADR 052): at creation, and before its documents are counted. */
const checklistOf =
  (documents: BookingDocumentRepository) =>
  (booking_id: number): Promise<void> =>
    Effect.runPromise(ensureDocumentChecklist({ documents }, booking_id));

export function createServerContainer(parts: ServerParts): Container {
  const c = new Container({ defaultScope: "Singleton" });
  c.bind(TOKENS.Config).toConstantValue(parts.config);
  c.bind(TOKENS.Version).toConstantValue(parts.version);
  c.bind(TOKENS.Clock).toConstantValue(parts.clock ?? systemClock);
  c.bind(TOKENS.Database).toConstantValue(parts.db);
  c.bind(TOKENS.SessionAuthenticator).toResolvedValue(sqlSessionAuthenticator, [TOKENS.Database]);
  c.bind(TOKENS.UserRepository).toResolvedValue(sqlUserRepository, [TOKENS.Database]);
  c.bind(TOKENS.SessionRepository).toResolvedValue(sqlSessionRepository, [TOKENS.Database]);
  c.bind(TOKENS.PasswordResetRepository).toResolvedValue(sqlPasswordResetRepository, [TOKENS.Database]);
  c.bind(TOKENS.AttemptRepository).toResolvedValue(sqlAttemptRepository, [TOKENS.Database]);
  c.bind(TOKENS.NotificationSettingsRepository).toResolvedValue(sqlNotificationSettingsRepository, [TOKENS.Database]);
  c.bind(TOKENS.Mailer).toResolvedValue(
    (config, db, clock) => configuredMailer(config, db, clock, parts.sentMailLogPath),
    [TOKENS.Config, TOKENS.Database, TOKENS.Clock],
  );
  c.bind(TOKENS.HashGate).toResolvedValue((config) => createHashGate(config.passwordHashing), [TOKENS.Config]);
  c.bind(TOKENS.PasswordHasher).toResolvedValue(
    (gate, config) => {
      const threads = processScryptThreads(gate.bounds.concurrency, config.passwordHashing.nice);
      return gatedPasswordHasher(scryptPasswordHasher(DEFAULT_SCRYPT_PARAMS, threads.derive), gate);
    },
    [TOKENS.HashGate, TOKENS.Config],
  );
  c.bind(TOKENS.TokenGenerator).toConstantValue(cryptoTokenGenerator);
  c.bind(TOKENS.OAuthStateRepository).toResolvedValue(sqlOAuthStateRepository, [TOKENS.Database]);
  c.bind(TOKENS.SocialIdentity).toResolvedValue((config) => oauth2SocialIdentity(config.oauth), [TOKENS.Config]);
  c.bind(TOKENS.AuthDeps).toResolvedValue(
    (
      users,
      sessions,
      resetCodes,
      attempts,
      mailer,
      hasher,
      tokens,
      clock,
      config,
      oauthStates,
      social,
      hashGate,
      passwordBudget,
    ) => ({
      users,
      sessions,
      resetCodes,
      attempts,
      mailer,
      hasher,
      tokens,
      clock,
      trustProxy: config.trustProxy,
      siteOrigin: config.siteOrigin,
      oauthStates,
      social,
      passwordRateLimits: {
        perIp: { limit: config.passwordRateLimits.perIp, windowMs: 60_000 },
        global: { limit: config.passwordRateLimits.global, windowMs: 60_000 },
        burst: passwordBurst(config.passwordRateLimits.global),
      },
      hashGate,
      passwordBudget,
    }),
    [
      TOKENS.UserRepository,
      TOKENS.SessionRepository,
      TOKENS.PasswordResetRepository,
      TOKENS.AttemptRepository,
      TOKENS.Mailer,
      TOKENS.PasswordHasher,
      TOKENS.TokenGenerator,
      TOKENS.Clock,
      TOKENS.Config,
      TOKENS.OAuthStateRepository,
      TOKENS.SocialIdentity,
      TOKENS.HashGate,
      TOKENS.PasswordBudget,
    ],
  );
  // Spent by the global password limit, read by node:http to refuse password calls before routing (ADR 069).
  c.bind(TOKENS.PasswordBudget).toConstantValue(spentBudget());
  c.bind(TOKENS.ContentRepository).toResolvedValue(sqlContentRepository, [TOKENS.Database]);
  c.bind(TOKENS.DataVersion).toResolvedValue(sqlListingDataVersion, [TOKENS.Database]);
  c.bind(TOKENS.ReadCache).toResolvedValue(
    (config, dataVersion) =>
      createReadCache({ ttlMs: config.readCacheTtlMs, maxEntries: READ_CACHE_MAX_ENTRIES, dataVersion }),
    [TOKENS.Config, TOKENS.DataVersion],
  );
  c.bind(TOKENS.CatalogueReadRepository).toResolvedValue(
    (db, readCache) => cachedCatalogueRead(sqlCatalogueReadRepository(db), readCache),
    [TOKENS.Database, TOKENS.ReadCache],
  );
  c.bind(TOKENS.LayoutRepository).toResolvedValue(sqlLayoutRepository, [TOKENS.Database]);
  c.bind(TOKENS.MainDataCache).toResolvedValue(() => memoryMainDataCache(), []);
  c.bind(TOKENS.ExchangeRateRepository).toResolvedValue(sqlExchangeRates, [TOKENS.Database]);
  c.bind(TOKENS.ReadApiDeps).toResolvedValue(
    (
      contentRepository,
      catalogueReadRepository,
      layoutRepository,
      mainDataCache,
      exchangeRateRepository,
      readCache,
      quizzes,
    ) => ({
      contentRepository,
      catalogueReadRepository,
      layoutRepository,
      mainDataCache,
      exchangeRateRepository,
      readCache,
      quizzes,
    }),
    [
      TOKENS.ContentRepository,
      TOKENS.CatalogueReadRepository,
      TOKENS.LayoutRepository,
      TOKENS.MainDataCache,
      TOKENS.ExchangeRateRepository,
      TOKENS.ReadCache,
      TOKENS.QuizRepository,
    ],
  );
  c.bind(TOKENS.QuizRepository).toResolvedValue(
    (db, readCache) => cachedQuizRepository(sqlQuizRepository(db), readCache),
    [TOKENS.Database, TOKENS.ReadCache],
  );
  c.bind(TOKENS.FormSubmissionRepository).toResolvedValue(sqlFormSubmissionRepository, [TOKENS.Database]);
  c.bind(TOKENS.UploadRepository).toResolvedValue(sqlUploadRepository, [TOKENS.Database]);
  c.bind(TOKENS.VisitRepository).toResolvedValue(sqlVisitRepository, [TOKENS.Database]);
  c.bind(TOKENS.FileStore).toResolvedValue(
    (config, db) => fileStoreFor({ engine: engineOf(config), db }, "public", config.uploadsDir),
    [TOKENS.Config, TOKENS.Database],
  );
  c.bind(TOKENS.FormsDeps).toResolvedValue(
    (clock, submissions, uploads, files, config) => ({
      clock,
      submissions,
      uploads,
      files,
      trustProxy: config.trustProxy,
      rateLimit: { limit: config.formRateLimit, windowMs: 60_000 },
      callTracking: config.callTrackingLeads === null ? null : httpCallTracking(config.callTrackingLeads),
    }),
    [TOKENS.Clock, TOKENS.FormSubmissionRepository, TOKENS.UploadRepository, TOKENS.FileStore, TOKENS.Config],
  );
  c.bind(TOKENS.TrackingDeps).toResolvedValue(
    (clock, visits, config) => ({
      clock,
      visits,
      newSessionId: newToken,
      trustProxy: config.trustProxy,
      visitRateLimit: { limit: config.visitRateLimit, windowMs: 60_000 },
      siteOrigin: config.siteOrigin,
    }),
    [TOKENS.Clock, TOKENS.VisitRepository, TOKENS.Config],
  );
  c.bind(TOKENS.Uploads).toResolvedValue(
    (uploads, files, authenticator, clock, config) =>
      uploadsRoutes({ uploads, files, authenticator, clock, variants: imageVariantsDeps(config) }),
    [TOKENS.UploadRepository, TOKENS.FileStore, TOKENS.SessionAuthenticator, TOKENS.Clock, TOKENS.Config],
  );
  c.bind(TOKENS.InstitutionListingRepository).toResolvedValue(
    (db, readCache) => cachedInstitutionListing(sqlInstitutionListing(db), readCache),
    [TOKENS.Database, TOKENS.ReadCache],
  );
  c.bind(TOKENS.InstitutionsGridDeps).toResolvedValue(
    (listings) => ({ listings }),
    [TOKENS.InstitutionListingRepository],
  );
  c.bind(TOKENS.CommentRepository).toResolvedValue(sqlCommentRepository, [TOKENS.Database]);
  c.bind(TOKENS.RatingRepository).toResolvedValue(sqlRatingRepository, [TOKENS.Database]);
  c.bind(TOKENS.BookingRepository).toResolvedValue(sqlBookingRepository, [TOKENS.Database]);
  c.bind(TOKENS.BookingGates).toResolvedValue(
    (db, documents) => gatesWithChecklist(sqlBookingGates(db), checklistOf(documents)),
    [TOKENS.Database, TOKENS.BookingDocumentRepository],
  );
  c.bind(TOKENS.BookingRemarks).toResolvedValue(threadRemarks, [TOKENS.BookingMessageRepository]);
  c.bind(TOKENS.BookingDocumentRepository).toResolvedValue(sqlBookingDocumentRepository, [TOKENS.Database]);
  c.bind(TOKENS.PrivateFileStore).toResolvedValue(
    (config, db) => fileStoreFor({ engine: engineOf(config), db }, "private", config.privateFilesDir),
    [TOKENS.Config, TOKENS.Database],
  );
  c.bind(TOKENS.DocumentsDeps).toResolvedValue(
    (bookings, documents, files, notifier, audit) => ({ bookings, documents, files, notifier, audit }),
    [
      TOKENS.BookingRepository,
      TOKENS.BookingDocumentRepository,
      TOKENS.PrivateFileStore,
      TOKENS.ApplicantNotifier,
      TOKENS.AuditLog,
    ],
  );
  c.bind(TOKENS.CommunityDeps).toResolvedValue(
    (clock, comments, ratings, bookings, users, gates, notifier, remarks, documents, audit) => ({
      clock,
      comments,
      ratings,
      bookings,
      users,
      gates,
      notifier,
      remarks,
      afterCreate: checklistOf(documents),
      audit,
    }),
    [
      TOKENS.Clock,
      TOKENS.CommentRepository,
      TOKENS.RatingRepository,
      TOKENS.BookingRepository,
      TOKENS.UserRepository,
      TOKENS.BookingGates,
      TOKENS.ApplicantNotifier,
      TOKENS.BookingRemarks,
      TOKENS.BookingDocumentRepository,
      TOKENS.AuditLog,
    ],
  );
  c.bind(TOKENS.MilestoneRepository).toResolvedValue(sqlMilestoneRepository, [TOKENS.Database]);
  c.bind(TOKENS.AuditLog).toResolvedValue(sqlAuditLog, [TOKENS.Database]);
  c.bind(TOKENS.StaffNotes).toResolvedValue(sqlStaffNotes, [TOKENS.Database]);
  c.bind(TOKENS.StaffApplicationDeps).toResolvedValue(
    (clock, bookings, users, notes, audit, assignments) => ({ clock, bookings, users, notes, audit, assignments }),
    [
      TOKENS.Clock,
      TOKENS.BookingRepository,
      TOKENS.UserRepository,
      TOKENS.StaffNotes,
      TOKENS.AuditLog,
      TOKENS.StaffQueueRepository,
    ],
  );
  c.bind(TOKENS.StaffQueueRepository).toResolvedValue(sqlStaffQueue, [TOKENS.Database]);
  c.bind(TOKENS.StaffQueueDeps).toResolvedValue(
    (queue, audit, clock) => ({ queue, audit, clock }),
    [TOKENS.StaffQueueRepository, TOKENS.AuditLog, TOKENS.Clock],
  );
  // The staff console's leads, outbox and team (ADR 058).
  c.bind(TOKENS.LeadRepository).toResolvedValue(sqlLeadRepository, [TOKENS.Database]);
  c.bind(TOKENS.OutboxReader).toResolvedValue(sqlOutboxReader, [TOKENS.Database]);
  c.bind(TOKENS.StaffDirectory).toResolvedValue(sqlStaffDirectory, [TOKENS.Database]);
  c.bind(TOKENS.StaffConsoleDeps).toResolvedValue(
    (clock, authenticator, leads, users, audit, bookings, documents, outbox, directory, auth, config) => ({
      clock,
      authenticator,
      leads: { leads, users, audit, bookings, afterCreate: checklistOf(documents) },
      outbox,
      team: {
        users,
        directory,
        audit,
        hasher: auth.hasher,
        resetCodes: auth.resetCodes,
        tokens: auth.tokens,
        mailer: auth.mailer,
        siteOrigin: config.siteOrigin ?? `http://localhost:${config.port}`,
      },
    }),
    [
      TOKENS.Clock,
      TOKENS.SessionAuthenticator,
      TOKENS.LeadRepository,
      TOKENS.UserRepository,
      TOKENS.AuditLog,
      TOKENS.BookingRepository,
      TOKENS.BookingDocumentRepository,
      TOKENS.OutboxReader,
      TOKENS.StaffDirectory,
      TOKENS.AuthDeps,
      TOKENS.Config,
    ],
  );
  c.bind(TOKENS.StaffDesk).toResolvedValue(inProcessStaffDesk, [TOKENS.StaffConsoleDeps]);
  c.bind(TOKENS.CostFigureRepository).toResolvedValue(sqlCostFigures, [TOKENS.Database]);
  c.bind(TOKENS.CostCalculator).toResolvedValue(
    (costs, rates) => inProcessCostCalculator({ costs, rates }),
    [TOKENS.CostFigureRepository, TOKENS.ExchangeRateRepository],
  );
  c.bind(TOKENS.TimelineRepository).toResolvedValue(sqlTimelineRepository, [TOKENS.Database]);
  c.bind(TOKENS.MilestonesDeps).toResolvedValue(
    (clock, bookings, milestones, timeline, audit) => ({ clock, bookings, milestones, timeline, audit }),
    [TOKENS.Clock, TOKENS.BookingRepository, TOKENS.MilestoneRepository, TOKENS.TimelineRepository, TOKENS.AuditLog],
  );
  c.bind(TOKENS.JobQueue).toResolvedValue(sqlJobQueue, [TOKENS.Database]);
  c.bind(TOKENS.DeadlineSource).toResolvedValue(sqlDeadlineSource, [TOKENS.Database]);
  c.bind(TOKENS.SitemapRepository).toResolvedValue(sqlSitemapRepository, [TOKENS.Database]);
  // Applications' threads and notifications (ADR 053): the real notifier every application use case calls.
  c.bind(TOKENS.BookingMessageRepository).toResolvedValue(sqlBookingMessageRepository, [TOKENS.Database]);
  c.bind(TOKENS.NotificationRepository).toResolvedValue(sqlNotificationRepository, [TOKENS.Database]);
  c.bind(TOKENS.ApplicantNotifier).toResolvedValue(
    (notifications, notificationSettings, users, mailer, clock, config) =>
      applicantNotifier({
        notifications,
        notificationSettings,
        users,
        mailer,
        clock,
        siteOrigin: config.siteOrigin ?? `http://localhost:${config.port}`,
      }),
    [
      TOKENS.NotificationRepository,
      TOKENS.NotificationSettingsRepository,
      TOKENS.UserRepository,
      TOKENS.Mailer,
      TOKENS.Clock,
      TOKENS.Config,
    ],
  );
  c.bind(TOKENS.MessagesDeps).toResolvedValue(
    (bookings, messages, notifier, clock, audit) => ({ bookings, messages, notifier, clock, audit }),
    [
      TOKENS.BookingRepository,
      TOKENS.BookingMessageRepository,
      TOKENS.ApplicantNotifier,
      TOKENS.Clock,
      TOKENS.AuditLog,
    ],
  );
  c.bind(TOKENS.ShortlistRepository).toResolvedValue(sqlShortlistRepository, [TOKENS.Database]);
  c.bind(TOKENS.ShortlistDeps).toResolvedValue(
    (clock, shortlists) => ({ clock, shortlists }),
    [TOKENS.Clock, TOKENS.ShortlistRepository],
  );
  c.bind(TOKENS.LedgerRepository).toResolvedValue(sqlLedgerRepository, [TOKENS.Database]);
  c.bind(TOKENS.PaymentRepository).toResolvedValue(sqlPaymentRepository, [TOKENS.Database]);
  c.bind(TOKENS.PaymentProvider).toResolvedValue(
    (config) => sandboxPaymentProvider(config.paymentSandbox.secret),
    [TOKENS.Config],
  );
  c.bind(TOKENS.PaymentsDeps).toResolvedValue(
    (clock, bookings, ledger, payments, provider, notifier, rates, tokens, gates, remarks, audit) => ({
      clock,
      bookings,
      ledger,
      payments,
      provider,
      notifier,
      rates,
      tokens,
      gates,
      remarks,
      audit,
    }),
    [
      TOKENS.Clock,
      TOKENS.BookingRepository,
      TOKENS.LedgerRepository,
      TOKENS.PaymentRepository,
      TOKENS.PaymentProvider,
      TOKENS.ApplicantNotifier,
      TOKENS.ExchangeRateRepository,
      TOKENS.TokenGenerator,
      TOKENS.BookingGates,
      TOKENS.BookingRemarks,
      TOKENS.AuditLog,
    ],
  );
  c.bind(TOKENS.SandboxPay).toResolvedValue(
    (config) =>
      sandboxPayRoutes(
        sandboxBank({
          secret: config.paymentSandbox.secret,
          callbackUrl: `${config.paymentSandbox.callbackOrigin}${PAYMENTS_ROUTES.sandboxCallback.path}`,
          send: fetchCallback,
        }),
      ),
    [TOKENS.Config],
  );
  c.bind(TOKENS.ApiDeps).toResolvedValue(
    (
      clock,
      version,
      authenticator,
      auth,
      readApi,
      forms,
      tracking,
      institutionsGrid,
      community,
      sitemapRepository,
      shortlist,
      notificationSettings,
      documents,
      payments,
      messages,
      notifications,
      milestones,
      staffApplication,
      staffQueue,
      rateLimits,
    ) => ({
      clock,
      version,
      authenticator,
      auth,
      readApi,
      forms,
      tracking,
      institutionsGrid,
      community,
      sitemapRepository,
      shortlist,
      notificationSettings,
      images: sharpImageEncoder,
      documents,
      payments,
      bookingMessages: { ...messages, trustProxy: parts.config.trustProxy },
      notifications: { notifications, clock },
      milestones,
      staffApplication,
      staffQueue,
      rateLimits,
    }),
    [
      TOKENS.Clock,
      TOKENS.Version,
      TOKENS.SessionAuthenticator,
      TOKENS.AuthDeps,
      TOKENS.ReadApiDeps,
      TOKENS.FormsDeps,
      TOKENS.TrackingDeps,
      TOKENS.InstitutionsGridDeps,
      TOKENS.CommunityDeps,
      TOKENS.SitemapRepository,
      TOKENS.ShortlistDeps,
      TOKENS.NotificationSettingsRepository,
      TOKENS.DocumentsDeps,
      TOKENS.PaymentsDeps,
      TOKENS.MessagesDeps,
      TOKENS.NotificationRepository,
      TOKENS.MilestonesDeps,
      TOKENS.StaffApplicationDeps,
      TOKENS.StaffQueueDeps,
      TOKENS.RateLimits,
    ],
  );
  c.bind(TOKENS.Api).toResolvedValue(
    (deps, staffConsole) =>
      createApi({ ...deps, staffConsole: { ...staffConsole, localSecret: parts.localAdminSecret } }),
    [TOKENS.ApiDeps, TOKENS.StaffConsoleDeps],
  );
  c.bind(TOKENS.PageCache).toResolvedValue(
    (config, dataVersion) => createPageCache({ ttlMs: config.pageCacheTtlMs, dataVersion }),
    [TOKENS.Config, TOKENS.DataVersion],
  );
  c.bind(TOKENS.SiteApi).toResolvedValue(
    (
      readApi,
      clock,
      institutionsGrid,
      authenticator,
      sitemapRepository,
      shortlistRepository,
      users,
      notificationSettings,
      documents,
      payments,
      notifications,
      bookings,
      messages,
      applicationTimeline,
      staffQueue,
      comments,
      staffApplication,
    ) =>
      inProcessSiteApi({
        ...readApi,
        clock,
        institutionsGrid,
        authenticator,
        sitemapRepository,
        shortlistRepository,
        users,
        notificationSettings,
        documents,
        payments,
        notifications,
        bookings,
        messages,
        applicationTimeline,
        staffQueue,
        comments,
        staffComments: { comments },
        staffApplication,
      }),
    [
      TOKENS.ReadApiDeps,
      TOKENS.Clock,
      TOKENS.InstitutionsGridDeps,
      TOKENS.SessionAuthenticator,
      TOKENS.SitemapRepository,
      TOKENS.ShortlistRepository,
      TOKENS.UserRepository,
      TOKENS.NotificationSettingsRepository,
      TOKENS.DocumentsDeps,
      TOKENS.PaymentsDeps,
      TOKENS.NotificationRepository,
      TOKENS.BookingRepository,
      TOKENS.BookingMessageRepository,
      TOKENS.MilestonesDeps,
      TOKENS.StaffQueueDeps,
      TOKENS.CommentRepository,
      TOKENS.StaffApplicationDeps,
    ],
  );
  c.bind(TOKENS.App).toResolvedValue(
    (api, uploads, pageCache, siteApi, social, sandboxPay, staffDesk, costCalculator, cacheBus, renderGate) =>
      createApp({
        api,
        uploads,
        sandboxPay,
        ssr: parts.ssr,
        assets: parts.assets,
        site: {
          origin: parts.config.siteOrigin,
          widgets: parts.config.widgets,
          socialProviders: social.configured(),
        },
        pageCache: parts.ssr && parts.config.pageCacheTtlMs > 0 ? pageCache : undefined,
        siteApi,
        staffDesk,
        costCalculator,
        securityPolicy: {
          reportOnly: parts.config.cspReportOnly,
          trustProxy: parts.config.trustProxy,
          formTargets: Object.values(parts.config.oauth).map((provider) => new URL(provider.authorizeUrl).origin),
        },
        cacheBus,
        renderGate,
      }),
    [
      TOKENS.Api,
      TOKENS.Uploads,
      TOKENS.PageCache,
      TOKENS.SiteApi,
      TOKENS.SocialIdentity,
      TOKENS.SandboxPay,
      TOKENS.StaffDesk,
      TOKENS.CostCalculator,
      TOKENS.CacheBus,
      TOKENS.RenderGate,
    ],
  );
  // One bound on page renders (ADR 070), which the application waits on and node:http sheds by before it.
  c.bind(TOKENS.RenderGate).toResolvedValue((config) => createRenderGate(config.renderGate), [TOKENS.Config]);
  c.bind(TOKENS.EarlyShed).toResolvedValue(
    (config, gate, pageCache, passwordBudget) =>
      earlyShed({
        gate,
        ...(config.pageCacheTtlMs > 0 ? { answeredFromCache: (request: Request) => pageCache.answers(request) } : {}),
        budget: { spent: passwordBudget, calls: PASSWORD_CALLS },
      }),
    [TOKENS.Config, TOKENS.RenderGate, TOKENS.PageCache, TOKENS.PasswordBudget],
  );
  // More than one process on PostgreSQL (ADR 073): rate limits in a table every process counts against; on the
  // embedded database (one process) in memory.
  c.bind(TOKENS.RateLimitStore).toResolvedValue(
    (config, db) => (config.databaseUrl ? sqlRateLimitStore(db) : memoryRateLimitStore()),
    [TOKENS.Config, TOKENS.Database],
  );
  c.bind(TOKENS.RateLimits).toResolvedValue(rateLimitsOver, [TOKENS.RateLimitStore]);
  // Every process's page cache, read cache and main data are emptied by a write through any of them (ADR 073):
  // LISTEN/NOTIFY on PostgreSQL, this process alone on the embedded database.
  c.bind(TOKENS.CacheBus).toResolvedValue(
    (config, db, pageCache, readCache, mainData) => {
      const bus = config.databaseUrl
        ? pgCacheInvalidationBus({ connectionString: config.databaseUrl, db })
        : memoryCacheInvalidationBus();
      emptyOnAnnouncements(bus, [() => pageCache.invalidate(), () => readCache.clear(), () => mainData.clear()]);
      return bus;
    },
    [TOKENS.Config, TOKENS.Database, TOKENS.PageCache, TOKENS.ReadCache, TOKENS.MainDataCache],
  );
  return c;
}
