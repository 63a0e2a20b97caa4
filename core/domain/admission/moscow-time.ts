/** The portal's time zone; dates without an explicit offset are read as Moscow wall time. */
export const MOSCOW_TIME_ZONE = "Europe/Moscow";
