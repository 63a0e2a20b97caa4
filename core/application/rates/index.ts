export * from "./update-exchange-rates";
