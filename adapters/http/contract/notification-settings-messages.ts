/** Russian messages of the notification e-mail settings (ADR 048), each shown at the event's field. */
export const NOTIFICATION_SETTINGS_MESSAGES = {
  unknownEvent: "Такого события для писем нет.",
  notChoice: "Укажите true (присылать письма) или false (не присылать).",
} as const;
