CREATE TABLE "player_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"definition" integer NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"currency" text,
	"used_amount" bigint DEFAULT 0 NOT NULL,
	"used_from" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"pending_amount" bigint,
	"pending_period" text,
	"is_pending_removal" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "player_limits_definition" CHECK ("player_limits"."definition" in (1, 2, 3, 4, 5)),
	CONSTRAINT "player_limits_cash" CHECK (("player_limits"."definition" in (1, 2, 3)) = ("player_limits"."amount" is not null and "player_limits"."currency" is not null)),
	CONSTRAINT "player_limits_amount" CHECK ("player_limits"."amount" is null or "player_limits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limits_player" ON "player_limits" USING btree ("player_id") WHERE "player_limits"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_limits_one_per_period" ON "player_limits" USING btree ("player_id","definition","period") WHERE "player_limits"."removed_at" is null and "player_limits"."definition" in (1, 2, 3);--> statement-breakpoint
-- Where a limit's calendar period began at p_at, in the player's time zone: days from midnight,
-- weeks from Monday, months from the 1st.
CREATE FUNCTION "limit_period_start"(p_period text, p_time_zone text, p_at timestamptz)
RETURNS timestamptz LANGUAGE sql STABLE AS $$
	SELECT date_trunc(CASE p_period WHEN 'daily' THEN 'day' WHEN 'weekly' THEN 'week' ELSE 'month' END,
		p_at AT TIME ZONE p_time_zone) AT TIME ZONE p_time_zone
$$;
--> statement-breakpoint
-- An amount in p_from's minor units → p_to's, at the newest rates (units per base unit; the base
-- currency is 1), rounded up so a limit is never undercounted. Null without a rate: the caller
-- fails closed.
CREATE FUNCTION "limit_convert"(p_amount bigint, p_from text, p_to text)
RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
	v_from_rate numeric;
	v_to_rate numeric;
	v_from_sub numeric;
	v_to_sub numeric;
BEGIN
	IF p_from = p_to OR p_amount = 0 THEN
		RETURN p_amount;
	END IF;
	SELECT coalesce((SELECT r.rate FROM currency_rates r WHERE r.currency = c.code
			ORDER BY r.created_at DESC, r.id DESC LIMIT 1), CASE WHEN c.is_base THEN 1 END),
		c.subunit_to_unit INTO v_from_rate, v_from_sub
	FROM currencies c WHERE c.code = p_from;
	SELECT coalesce((SELECT r.rate FROM currency_rates r WHERE r.currency = c.code
			ORDER BY r.created_at DESC, r.id DESC LIMIT 1), CASE WHEN c.is_base THEN 1 END),
		c.subunit_to_unit INTO v_to_rate, v_to_sub
	FROM currencies c WHERE c.code = p_to;
	IF v_from_rate IS NULL OR v_to_rate IS NULL THEN
		RETURN NULL;
	END IF;
	RETURN ceil(p_amount::numeric / v_from_sub / v_from_rate * v_to_rate * v_to_sub)::bigint;
END;
$$;
--> statement-breakpoint
-- Responsible gaming inside every bet, win and rollback statement (docs/provider-api.md, "Adding
-- a check"): a round's stake or win changed, so each bet (1) and loss (2) limit of the player moves
-- its counter for the running period — stakes for a bet limit, stakes less wins for a loss limit —
-- converted to the limit's currency. A stake that would take a counter over its limit, a stake
-- during a self-exclusion or cooling-off (4, 5), or a stake no rate converts is refused: the
-- exception undoes the whole statement. The limit rows are locked, so concurrent bets of one
-- player (on any of their accounts) queue here and a limit is never overshot. A player without
-- limits pays one index probe.
CREATE FUNCTION "limit_round_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_stake bigint := NEW.stake_amount - CASE WHEN TG_OP = 'UPDATE' THEN OLD.stake_amount ELSE 0 END;
	v_win bigint := NEW.win_amount - CASE WHEN TG_OP = 'UPDATE' THEN OLD.win_amount ELSE 0 END;
	v_limit player_limits;
	v_time_zone text;
	v_from timestamptz;
	v_delta bigint;
	v_used bigint;
BEGIN
	IF v_stake = 0 AND v_win = 0 THEN
		RETURN NULL;
	END IF;
	FOR v_limit IN SELECT * FROM player_limits l
		WHERE l.player_id = NEW.player_id AND l.removed_at IS NULL AND l.definition <> 3
		ORDER BY l.id FOR UPDATE LOOP
		IF v_limit.definition IN (4, 5) THEN
			IF v_stake > 0 AND (v_limit.ends_at IS NULL OR v_limit.ends_at > now()) THEN
				RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'selfExcluded';
			END IF;
			CONTINUE;
		END IF;
		v_delta := CASE WHEN v_limit.definition = 1 THEN v_stake ELSE v_stake - v_win END;
		IF v_delta = 0 THEN
			CONTINUE;
		END IF;
		v_delta := limit_convert(v_delta, NEW.currency, v_limit.currency);
		IF v_delta IS NULL THEN
			IF v_stake > 0 THEN
				RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'limitRateMissing';
			END IF;
			CONTINUE;
		END IF;
		IF v_time_zone IS NULL THEN
			SELECT coalesce(p.time_zone, 'UTC') INTO v_time_zone FROM players p WHERE p.id = NEW.player_id;
		END IF;
		v_from := limit_period_start(v_limit.period, v_time_zone, now());
		v_used := CASE WHEN v_limit.used_from = v_from THEN v_limit.used_amount ELSE 0 END + v_delta;
		IF v_stake > 0 AND v_used > v_limit.amount THEN
			RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'gameLimit';
		END IF;
		UPDATE player_limits SET used_amount = v_used, used_from = v_from WHERE id = v_limit.id;
	END LOOP;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "game_rounds_limits" AFTER INSERT OR UPDATE OF stake_amount, win_amount ON "game_rounds"
	FOR EACH ROW EXECUTE FUNCTION "limit_round_changed"();
