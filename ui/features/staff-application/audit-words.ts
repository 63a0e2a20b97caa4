import { bookingStatusText } from "../../../core/domain/booking/booking-status-text";
import { parseBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import type { AuditEntryView } from "../../../core/ports/staff-application-api.port";

const ACTION_WORDS: Readonly<Record<string, string>> = {
  "booking.move": "Смена статуса",
  "document.decide": "Решение по документу",
  "message.post": "Сообщение заявителю",
  "ledger.add": "Новая строка к оплате",
  "ledger.paid": "Строка отмечена оплаченной",
  "ledger.refunded": "Возврат выполнен",
  "milestone.set": "Дата шага после зачисления",
  "milestone.clear": "Дата шага очищена",
  "note.add": "Заметка сотрудника",
};

/** What an action was, in Russian; an action this version does not know keeps its key. */
export const auditActionText = (action: string): string => ACTION_WORDS[action] ?? action;

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;

const statusTitle = (value: unknown): string | null =>
  typeof value === "string" ? bookingStatusText(parseBookingStatus(value)).title : null;

/**
 * Before and after in a line: a status move names both statuses by their titles; anything else shows its recorded
 * state as compact JSON (what the log keeps, unchanged).
 */
export const auditChangeText = (entry: AuditEntryView): string => {
  if (entry.action === "booking.move") {
    const from = statusTitle(field(entry.before, "status"));
    const to = statusTitle(field(entry.after, "status"));
    const remark = field(entry.after, "remark");
    const change = `«${from ?? "—"}» → «${to ?? "—"}»`;
    return typeof remark === "string" && remark !== "" ? `${change}: ${remark}` : change;
  }
  const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value));
  return `было: ${json(entry.before)}; стало: ${json(entry.after)}`;
};
