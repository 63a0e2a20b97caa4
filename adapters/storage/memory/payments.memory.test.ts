import { describe } from "vitest";
import { paymentStoresContract } from "../payments.contract";
import { memoryPaymentStores } from "./payments.memory";

describe("memoryPaymentStores", () => {
  paymentStoresContract(async () => ({
    ...memoryPaymentStores(),
    booking: 1,
    otherBooking: 2,
    user: 7,
    missingId: 9999,
    close: async () => {},
  }));
});
