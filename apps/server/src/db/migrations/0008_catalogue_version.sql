CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id")
);
--> statement-breakpoint
INSERT INTO "catalogue_version" DEFAULT VALUES;--> statement-breakpoint
-- Raised in the changing transaction, so a process that reads the version and then the tables
-- never keeps a snapshot older than the version it saw.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE catalogue_version SET version = version + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "game_providers_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_providers" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "game_collections_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_collections" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "games_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "game_collection_games_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_collection_games" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
