ALTER TABLE "bonuses" ADD COLUMN "deposit_number" integer;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "max_per_player" integer;