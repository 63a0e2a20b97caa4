import { auditLogContract } from "../audit-log.contract";
import { memoryAuditLog } from "./audit-log.memory";

auditLogContract("memory", async () => ({
  log: memoryAuditLog(),
  booking: 1,
  otherBooking: 2,
  staff: 8,
  otherStaff: 9,
  close: async () => undefined,
}));
