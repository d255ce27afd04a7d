-- Daily event counts for the dashboard cards, by Brasília day, event type and unit: per customer
-- ("eventos_diarios") and over every customer ("eventos_diarios_filiais", a few rows per day, so a
-- year of all customers reads a few thousand rows). They hold the closed days, up to
-- "eventos_diarios_fechados"."ate"; later days (today) are counted from "eventos", so writers of
-- today's events never queue on a shared counter row. Statement-level triggers on "eventos" keep
-- the closed days exact in the transaction that writes the events, whoever writes them (portal
-- services, ERP, seed, bulk SQL); the dashboard closes new days (modules/dashboard/
-- rollup-eventos-diarios.ts) under the exclusive side of advisory lock 7231001, which every writer
-- takes shared, so an event is counted either by the roll-up or by its own trigger, never both.
CREATE TABLE "eventos_diarios" (
	"cliente_id" integer NOT NULL,
	"dia" date NOT NULL,
	"eventos_tipos_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "eventos_diarios_pk" PRIMARY KEY("cliente_id","dia","eventos_tipos_id","filial_id")
) WITH (fillfactor = 80);
--> statement-breakpoint
CREATE TABLE "eventos_diarios_filiais" (
	"dia" date NOT NULL,
	"eventos_tipos_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "eventos_diarios_filiais_pk" PRIMARY KEY("dia","eventos_tipos_id","filial_id")
) WITH (fillfactor = 80);
--> statement-breakpoint
CREATE TABLE "eventos_diarios_fechados" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"ate" date NOT NULL
);
--> statement-breakpoint
-- The business day of an instant and the first instant of a day: Brasília, UTC-3 all year, as the
-- dashboard periods (modules/dashboard/period.ts).
CREATE FUNCTION "dia_brasilia"(timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT ($1 AT TIME ZONE 'UTC' - interval '3 hours')::date $$;
--> statement-breakpoint
CREATE FUNCTION "inicio_dia_brasilia"(date) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT ($1::timestamp + interval '3 hours') AT TIME ZONE 'UTC' $$;
--> statement-breakpoint
-- Events of closed days (a late or bulk-loaded event) are added to the counts: one grouped upsert
-- per table and statement (a bulk insert of a million events is one pass), in key order, customers'
-- table first, so concurrent writers lock rows in one order. An update counts as its old rows
-- removed and its new rows added.
CREATE FUNCTION "eventos_diarios_manter"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	fechado date;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		TRUNCATE "eventos_diarios", "eventos_diarios_filiais";
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock_shared(7231001);
	SELECT f."ate" INTO fechado FROM "eventos_diarios_fechados" f;
	IF TG_OP IN ('UPDATE', 'DELETE') AND fechado IS NOT NULL THEN
		IF EXISTS (SELECT 1 FROM antigos o WHERE dia_brasilia(o.created_date) <= fechado) THEN
			INSERT INTO "eventos_diarios" AS d ("cliente_id", "dia", "eventos_tipos_id", "filial_id", "total")
			SELECT o.cliente_id, dia_brasilia(o.created_date), o.eventos_tipos_id, o.filial_id, -count(*)::int
			FROM antigos o WHERE dia_brasilia(o.created_date) <= fechado GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
			ON CONFLICT ("cliente_id", "dia", "eventos_tipos_id", "filial_id") DO UPDATE SET "total" = d."total" + excluded."total";
			INSERT INTO "eventos_diarios_filiais" AS d ("dia", "eventos_tipos_id", "filial_id", "total")
			SELECT dia_brasilia(o.created_date), o.eventos_tipos_id, o.filial_id, -count(*)::int
			FROM antigos o WHERE dia_brasilia(o.created_date) <= fechado GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
			ON CONFLICT ("dia", "eventos_tipos_id", "filial_id") DO UPDATE SET "total" = d."total" + excluded."total";
		END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND fechado IS NOT NULL THEN
		IF EXISTS (SELECT 1 FROM novos n WHERE dia_brasilia(n.created_date) <= fechado) THEN
			INSERT INTO "eventos_diarios" AS d ("cliente_id", "dia", "eventos_tipos_id", "filial_id", "total")
			SELECT n.cliente_id, dia_brasilia(n.created_date), n.eventos_tipos_id, n.filial_id, count(*)::int
			FROM novos n WHERE dia_brasilia(n.created_date) <= fechado GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
			ON CONFLICT ("cliente_id", "dia", "eventos_tipos_id", "filial_id") DO UPDATE SET "total" = d."total" + excluded."total";
			INSERT INTO "eventos_diarios_filiais" AS d ("dia", "eventos_tipos_id", "filial_id", "total")
			SELECT dia_brasilia(n.created_date), n.eventos_tipos_id, n.filial_id, count(*)::int
			FROM novos n WHERE dia_brasilia(n.created_date) <= fechado GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
			ON CONFLICT ("dia", "eventos_tipos_id", "filial_id") DO UPDATE SET "total" = d."total" + excluded."total";
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Creating the first trigger locks "eventos" against writes until the migration commits, so the
-- backfill below sees every event written before it and no event is counted twice.
CREATE TRIGGER "eventos_diarios_ins" AFTER INSERT ON "eventos" REFERENCING NEW TABLE AS novos
	FOR EACH STATEMENT EXECUTE FUNCTION "eventos_diarios_manter"();
--> statement-breakpoint
CREATE TRIGGER "eventos_diarios_upd" AFTER UPDATE ON "eventos" REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
	FOR EACH STATEMENT EXECUTE FUNCTION "eventos_diarios_manter"();
--> statement-breakpoint
CREATE TRIGGER "eventos_diarios_del" AFTER DELETE ON "eventos" REFERENCING OLD TABLE AS antigos
	FOR EACH STATEMENT EXECUTE FUNCTION "eventos_diarios_manter"();
--> statement-breakpoint
CREATE TRIGGER "eventos_diarios_trunc" AFTER TRUNCATE ON "eventos"
	FOR EACH STATEMENT EXECUTE FUNCTION "eventos_diarios_manter"();
--> statement-breakpoint
INSERT INTO "eventos_diarios_fechados" ("ate") VALUES (dia_brasilia(now()) - 1);
--> statement-breakpoint
INSERT INTO "eventos_diarios" ("cliente_id", "dia", "eventos_tipos_id", "filial_id", "total")
SELECT e.cliente_id, dia_brasilia(e.created_date), e.eventos_tipos_id, e.filial_id, count(*)::int
FROM "eventos" e WHERE e.created_date < inicio_dia_brasilia(dia_brasilia(now())) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "eventos_diarios_filiais" ("dia", "eventos_tipos_id", "filial_id", "total")
SELECT dia_brasilia(e.created_date), e.eventos_tipos_id, e.filial_id, count(*)::int
FROM "eventos" e WHERE e.created_date < inicio_dia_brasilia(dia_brasilia(now())) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
