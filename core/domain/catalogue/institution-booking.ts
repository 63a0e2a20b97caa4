import { z } from "zod";
import { timestampSchema } from "./timestamp";

/**
 * The visitor's own application to an institution, if any. `status` is the raw key: the booking module
 * reads it and shows "Неизвестный статус" for keys it does not know.
 */
export const institutionBookingSchema = z
  .object({
    id: z.int().positive(),
    status: z.string().min(1),
    created_at: timestampSchema,
  })
  .readonly();

export type InstitutionBooking = z.infer<typeof institutionBookingSchema>;
