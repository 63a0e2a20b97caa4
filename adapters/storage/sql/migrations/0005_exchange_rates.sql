CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"rate_to_rub" numeric(20, 10) NOT NULL,
	"as_of" date NOT NULL,
	CONSTRAINT "exchange_rates_currency_as_of_pk" PRIMARY KEY("currency","as_of"),
	CONSTRAINT "exchange_rates_currency_ck" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$' and "exchange_rates"."currency" <> 'RUB'),
	CONSTRAINT "exchange_rates_rate_ck" CHECK ("exchange_rates"."rate_to_rub" > 0)
);
--> statement-breakpoint
-- Every write to the rates moves the listing data version: the listing index converts prices to roubles when it is
-- built, and cached pages compare the version (docs/adr/031-prices-in-roubles.md).
CREATE TRIGGER "exchange_rates_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
--> statement-breakpoint
-- Starting rates for every currency the portal prices in (roubles per unit); `npm run rates` adds newer days.
INSERT INTO "exchange_rates" ("currency", "rate_to_rub", "as_of") VALUES
	('CNY', 11.2, '2026-11-24'),
	('JPY', 0.53, '2026-11-24'),
	('KRW', 0.056, '2026-11-24'),
	('CAD', 57.5, '2026-11-24'),
	('USD', 80.5, '2026-11-24'),
	('EUR', 93.4, '2026-11-24'),
	('GBP', 106.2, '2026-11-24');
