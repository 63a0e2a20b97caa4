import { bookingMessageRepositoryContract } from "../booking-messages.contract";
import { memoryBookingMessageRepository } from "./booking-messages.memory";

bookingMessageRepositoryContract("memory", async () => {
  const names = new Map<number, string>();
  let nextUserId = 0;
  let nextBookingId = 0;
  const newUser = async (firstName: string, lastName: string) => {
    names.set(++nextUserId, `${firstName} ${lastName}`.trim());
    return nextUserId;
  };
  return {
    messages: memoryBookingMessageRepository((id) => names.get(id) ?? ""),
    newUser,
    newBooking: async () => ({ booking_id: ++nextBookingId, user_id: await newUser("", "") }),
    close: async () => undefined,
  };
});
