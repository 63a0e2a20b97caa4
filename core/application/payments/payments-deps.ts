import type { ApplicantNotifier } from "../../ports/applicant-notifier.port";
import type { AuditLog } from "../../ports/audit-log.port";
import type { BookingGates, BookingRemarks } from "../../ports/booking-gates.port";
import type { BookingRepository } from "../../ports/booking-repository.port";
import type { ExchangeRateRepository } from "../../ports/exchange-rate-repository.port";
import type { LedgerRepository } from "../../ports/ledger-repository.port";
import type { PaymentProvider } from "../../ports/payment-provider.port";
import type { PaymentRepository } from "../../ports/payment-repository.port";
import type { TokenGenerator } from "../../ports/token-generator.port";

/** What the money and payment use cases reach (ADR 054). */
export type PaymentsDeps = Readonly<{
  bookings: BookingRepository;
  ledger: LedgerRepository;
  payments: PaymentRepository;
  provider: PaymentProvider;
  notifier: ApplicantNotifier;
  rates: ExchangeRateRepository;
  tokens: TokenGenerator;
  /** What the move to processing checks and where its remark would go (move-booking, ADR 051). */
  gates: BookingGates;
  remarks: BookingRemarks;
  /** Where staff's ledger actions are recorded (ADR 057). */
  audit: AuditLog;
}>;
