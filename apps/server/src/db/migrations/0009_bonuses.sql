CREATE TABLE "bonuses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" integer NOT NULL,
	"trigger" text NOT NULL,
	"trigger_conditions" jsonb NOT NULL,
	"assign_conditions" jsonb NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"expiry_days" integer NOT NULL,
	"max_bet" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"restricted_game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"package_id" text,
	"package_name" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "bonuses_type" CHECK ("bonuses"."type" in (1, 2, 3)),
	CONSTRAINT "bonuses_trigger" CHECK ("bonuses"."trigger" in ('deposit', 'registration', 'code')),
	CONSTRAINT "bonuses_terms" CHECK ("bonuses"."wager_multiplier" >= 0 and "bonuses"."expiry_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"bonus_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"result" integer DEFAULT 1 NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"wager_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"max_bet_amount" bigint,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"restricted_game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invoice_id" uuid,
	"issue_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_status" CHECK ("player_bonuses"."status" in (1, 2, 3)),
	CONSTRAINT "player_bonuses_result" CHECK ("player_bonuses"."result" in (1, 2, 3, 4, 5)),
	CONSTRAINT "player_bonuses_amounts" CHECK ("player_bonuses"."amount" > 0 and "player_bonuses"."wager_required" >= 0 and "player_bonuses"."wagered" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_stake_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "player_bonus_id" uuid;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("account_id") WHERE "player_bonuses"."status" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_invoice" ON "player_bonuses" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "player_bonuses_player_created" ON "player_bonuses" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_bonuses_expiring" ON "player_bonuses" USING btree ("expires_at") WHERE "player_bonuses"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "game_rounds_open_bonus" ON "game_rounds" USING btree ("player_bonus_id") WHERE "game_rounds"."status" = 1 and "game_rounds"."player_bonus_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('cash', 'hold', 'house', 'clearing', 'bonus'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal', 'bet', 'win', 'rollback', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'adjustment', 'hold', 'hold_release'));--> statement-breakpoint
-- Bonuses on the hot path (docs/decisions/011-bonuses.md). A player's bonus money lives on a
-- player ledger account of kind 'bonus' per currency; it holds exactly the active bonus's balance.
-- A bet takes cash first, then bonus money; a win is split like the round's stake; conversion,
-- forfeit and grant are ledger transfers keyed by the player bonus.

-- An instant as the API writes it (ISO 8601, UTC, milliseconds).
CREATE FUNCTION "json_time"(p_at timestamptz) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
	RETURN to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
END;
$$;
--> statement-breakpoint
-- The player's bonus ledger account in a currency, opened on first use.
CREATE FUNCTION "bonus_account_of"(p_player_id uuid, p_currency text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
	v_id uuid;
BEGIN
	SELECT a.id INTO v_id FROM ledger_accounts a
	WHERE a.owner_type = 'player' AND a.owner_id = p_player_id::text AND a.currency = p_currency
		AND a.kind = 'bonus';
	IF v_id IS NULL THEN
		INSERT INTO ledger_accounts (owner_type, owner_id, currency, kind)
		VALUES ('player', p_player_id::text, p_currency, 'bonus')
		ON CONFLICT DO NOTHING;
		SELECT a.id INTO v_id FROM ledger_accounts a
		WHERE a.owner_type = 'player' AND a.owner_id = p_player_id::text AND a.currency = p_currency
			AND a.kind = 'bonus';
	END IF;
	RETURN v_id;
END;
$$;
--> statement-breakpoint
-- A player bonus as the contract's PlayerBonus (modules/bonuses), its name in p_locale.
CREATE FUNCTION "player_bonus_json"(b player_bonuses, p_locale text) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
	RETURN (SELECT jsonb_build_object(
		'id', b.id, 'status', b.status, 'result', b.result, 'currency', b.currency,
		'amount', b.amount, 'packageId', d.package_id, 'issueSessionId', b.issue_session_id,
		'maxBetAmount', b.max_bet_amount, 'bonusId', b.bonus_id,
		'name', coalesce(d.name ->> p_locale, d.name ->> 'en', b.bonus_id),
		'balance', CASE WHEN b.status = 2 THEN coalesce(a.balance, 0) ELSE 0 END,
		'wagerRequired', b.wager_required, 'wagered', least(b.wagered, b.wager_required),
		'wagerMultiplier', b.wager_multiplier, 'contributions', b.contributions,
		'restrictedGameIds', b.restricted_game_ids,
		'createdAt', json_time(b.created_at), 'activatedAt', json_time(b.activated_at),
		'expiresAt', json_time(b.expires_at), 'finishedAt', json_time(b.finished_at))
	FROM bonuses d
	LEFT JOIN ledger_accounts a ON a.owner_type = 'player' AND a.owner_id = b.player_id::text
		AND a.currency = b.currency AND a.kind = 'bonus'
	WHERE d.id = b.bonus_id);
END;
$$;
--> statement-breakpoint
-- Wallet: an account as the contract's Account. Its balance is cash plus the active bonus's money
-- (what the player can stake); the withdrawal balance is cash only, less turnover still owed.
CREATE OR REPLACE FUNCTION "wallet_account_json"(p_account_id uuid, p_is_turnover_on boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
	RETURN (SELECT jsonb_build_object(
		'id', w.id, 'currency', w.currency, 'type', c.type, 'status', w.status,
		'balance', a.balance + coalesce(b.balance, 0),
		'withdrawalBalance', greatest(0, a.balance - CASE WHEN p_is_turnover_on
			THEN greatest(0, w.turnover_required - w.turnover_wagered) ELSE 0 END))
	FROM wallet_accounts w
	JOIN ledger_accounts a ON a.id = w.id
	JOIN currencies c ON c.code = w.currency
	LEFT JOIN ledger_accounts b ON b.owner_type = 'player' AND b.owner_id = w.player_id::text
		AND b.currency = w.currency AND b.kind = 'bonus'
	WHERE w.id = p_account_id);
END;
$$;
--> statement-breakpoint
-- Publishes a player bonus (in the player's language) and, when its money moved, the account.
CREATE FUNCTION "bonus_publish"(b player_bonuses, p_is_account_changed boolean, p_is_turnover_on boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_locale text;
BEGIN
	SELECT p.locale INTO v_locale FROM players p WHERE p.id = b.player_id;
	IF p_is_account_changed THEN
		PERFORM live_publish('wallet:accounts#' || b.player_id, 'player:' || b.player_id,
			wallet_account_json(b.account_id, p_is_turnover_on));
	END IF;
	PERFORM live_publish('bonus:player-bonuses#' || b.player_id, 'player:' || b.player_id,
		player_bonus_json(b, v_locale));
END;
$$;
--> statement-breakpoint
-- Activates an issued bonus: house → the player's bonus account (ledger `bonus_grant`).
CREATE FUNCTION "bonus_activate"(p_player_bonus_id uuid, p_house_id uuid, p_is_turnover_on boolean)
RETURNS player_bonuses LANGUAGE plpgsql AS $$
DECLARE
	v player_bonuses;
	v_account uuid;
BEGIN
	SELECT * INTO v FROM player_bonuses b WHERE b.id = p_player_bonus_id FOR UPDATE;
	IF v.id IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'bonusNotFound';
	END IF;
	IF v.status = 3 OR v.expires_at <= now() THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'bonusFinished';
	END IF;
	IF v.status <> 1 OR EXISTS (SELECT 1 FROM player_bonuses b
		WHERE b.account_id = v.account_id AND b.status = 2) THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'bonusNotActivatable';
	END IF;
	v_account := bonus_account_of(v.player_id, v.currency);
	PERFORM ledger_post('bonus:' || v.id || ':grant', 'bonus_grant', 'posted', NULL,
		jsonb_build_object('playerBonusId', v.id),
		ARRAY[p_house_id, v_account], ARRAY[-v.amount, v.amount], ARRAY[false, true]);
	BEGIN
		UPDATE player_bonuses b SET status = 2, activated_at = now()
		WHERE b.id = v.id RETURNING * INTO v;
	EXCEPTION WHEN unique_violation THEN
		-- Another bonus of the account became active meanwhile.
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'bonusNotActivatable';
	END;
	PERFORM bonus_publish(v, true, p_is_turnover_on);
	RETURN v;
END;
$$;
--> statement-breakpoint
-- Finishes a bonus with a result: 2 played converts its money to cash (`bonus_conversion`);
-- 3 canceled, 4 expired and 5 lost forfeit it to the house (`bonus_forfeit`). Issued bonuses hold
-- no money and simply finish.
CREATE FUNCTION "bonus_finish"(p_player_bonus_id uuid, p_result integer, p_house_id uuid,
	p_is_turnover_on boolean)
RETURNS player_bonuses LANGUAGE plpgsql AS $$
DECLARE
	v player_bonuses;
	v_account uuid;
	v_balance bigint;
	v_was_active boolean;
BEGIN
	SELECT * INTO v FROM player_bonuses b WHERE b.id = p_player_bonus_id FOR UPDATE;
	IF v.id IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'bonusNotFound';
	END IF;
	IF v.status = 3 THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'bonusFinished';
	END IF;
	v_was_active := v.status = 2;
	IF v_was_active THEN
		v_account := bonus_account_of(v.player_id, v.currency);
		SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_account FOR UPDATE;
		IF v_balance > 0 AND p_result = 2 THEN
			PERFORM ledger_post('bonus:' || v.id || ':finish', 'bonus_conversion', 'posted', NULL,
				jsonb_build_object('playerBonusId', v.id),
				ARRAY[v_account, v.account_id], ARRAY[-v_balance, v_balance], ARRAY[true, true]);
		ELSIF v_balance > 0 THEN
			PERFORM ledger_post('bonus:' || v.id || ':finish', 'bonus_forfeit', 'posted', NULL,
				jsonb_build_object('playerBonusId', v.id, 'result', p_result),
				ARRAY[v_account, p_house_id], ARRAY[-v_balance, v_balance], ARRAY[true, false]);
		END IF;
	END IF;
	UPDATE player_bonuses b SET status = 3, result = p_result, finished_at = now()
	WHERE b.id = v.id RETURNING * INTO v;
	PERFORM bonus_publish(v, v_was_active, p_is_turnover_on);
	RETURN v;
END;
$$;
--> statement-breakpoint
-- The active bonus finishes lost when its money has run out and none of its bets is open.
CREATE FUNCTION "bonus_check_lost"(p_player_bonus_id uuid, p_house_id uuid, p_is_turnover_on boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v player_bonuses;
BEGIN
	SELECT * INTO v FROM player_bonuses b WHERE b.id = p_player_bonus_id AND b.status = 2;
	IF v.id IS NULL THEN
		RETURN;
	END IF;
	IF EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = bonus_account_of(v.player_id, v.currency)
			AND a.balance > 0)
		OR EXISTS (SELECT 1 FROM game_rounds r WHERE r.player_bonus_id = v.id AND r.status = 1
			AND r.bonus_stake_amount > 0) THEN
		RETURN;
	END IF;
	PERFORM bonus_finish(v.id, 5, p_house_id, p_is_turnover_on);
END;
$$;
--> statement-breakpoint
-- Games: a bet. Without an active bonus on the account, as in 0007. With one: the game must not
-- be restricted and the stake not above the bonus's max bet; the stake comes from cash first,
-- then bonus money; the whole stake, weighted by its game kind's contribution, counts towards the
-- wagering, and the bonus converts to cash the moment the wagering is met.
CREATE OR REPLACE FUNCTION "provider_bet"(
	p_integration text, p_transaction_id text, p_provider_round_id text, p_session_id uuid,
	p_account_id uuid, p_house_id uuid, p_amount bigint, p_currency text, p_request_hash text,
	p_ledger_key text, p_metadata jsonb, p_is_turnover_on boolean,
	p_account_channel text, p_round_channel text, p_partition_key text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_transfer_id uuid;
	v_balance bigint;
	v_round game_rounds;
	v_bonus player_bonuses;
	v_bonus_account uuid;
	v_cash bigint;
	v_bonus_balance bigint;
	v_from_bonus bigint := 0;
	v_game_id text;
	v_game_kind text;
	v_locked record;
BEGIN
	SELECT * INTO v_bonus FROM player_bonuses b WHERE b.account_id = p_account_id AND b.status = 2;
	IF v_bonus.id IS NULL THEN
		SELECT e.transfer_id, e.balance_after INTO v_transfer_id, v_balance
		FROM ledger_post(p_ledger_key, 'bet', 'posted', NULL, p_metadata,
			ARRAY[p_account_id, p_house_id], ARRAY[-p_amount, p_amount], ARRAY[true, false]) e
		WHERE e.account_id = p_account_id;
		IF v_transfer_id IS NULL THEN
			RETURN NULL;
		END IF;
	ELSE
		SELECT g.id, g.kind INTO v_game_id, v_game_kind
		FROM game_sessions s JOIN games g ON g.id = s.game_id WHERE s.id = p_session_id;
		IF v_bonus.restricted_game_ids ? v_game_id THEN
			RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'betRestricted';
		END IF;
		IF v_bonus.max_bet_amount IS NOT NULL AND p_amount > v_bonus.max_bet_amount THEN
			RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'betRefused';
		END IF;
		v_bonus_account := bonus_account_of(v_bonus.player_id, v_bonus.currency);
		-- Both accounts locked in id order (as ledger_post locks), their balances read at once.
		FOR v_locked IN SELECT a.id, a.balance FROM ledger_accounts a
			WHERE a.id IN (p_account_id, v_bonus_account) ORDER BY a.id FOR UPDATE LOOP
			IF v_locked.id = p_account_id THEN
				v_cash := v_locked.balance;
			ELSE
				v_bonus_balance := v_locked.balance;
			END IF;
		END LOOP;
		v_from_bonus := greatest(0, p_amount - v_cash);
		IF v_from_bonus > v_bonus_balance THEN
			RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'insufficientFunds';
		END IF;
		SELECT e.transfer_id INTO v_transfer_id
		FROM ledger_post(p_ledger_key, 'bet', 'posted', NULL, p_metadata,
			CASE WHEN v_from_bonus = 0 THEN ARRAY[p_account_id, p_house_id]
				WHEN v_from_bonus = p_amount THEN ARRAY[v_bonus_account, p_house_id]
				ELSE ARRAY[p_account_id, v_bonus_account, p_house_id] END,
			CASE WHEN v_from_bonus = 0 THEN ARRAY[-p_amount, p_amount]
				WHEN v_from_bonus = p_amount THEN ARRAY[-p_amount, p_amount]
				ELSE ARRAY[-(p_amount - v_from_bonus), -v_from_bonus, p_amount] END,
			CASE WHEN v_from_bonus = 0 OR v_from_bonus = p_amount THEN ARRAY[true, false]
				ELSE ARRAY[true, true, false] END) e
		LIMIT 1;
		IF v_transfer_id IS NULL THEN
			RETURN NULL;
		END IF;
		v_balance := v_cash + v_bonus_balance - p_amount;
	END IF;
	-- Opens the round or adds the stake; nothing when the session is no longer open, or the round
	-- is settled or another player's, game's or currency's.
	INSERT INTO game_rounds AS r (integration, provider_round_id, session_id, player_id, account_id,
		game_id, currency, stake_amount, bonus_stake_amount, player_bonus_id)
	SELECT p_integration, p_provider_round_id, s.id, s.player_id, s.account_id, s.game_id, s.currency,
		p_amount, v_from_bonus, v_bonus.id
	FROM game_sessions s WHERE s.id = p_session_id AND s.status = 'open'
	ON CONFLICT (integration, provider_round_id) DO UPDATE
		SET stake_amount = r.stake_amount + excluded.stake_amount,
			bonus_stake_amount = r.bonus_stake_amount + excluded.bonus_stake_amount,
			player_bonus_id = coalesce(r.player_bonus_id, excluded.player_bonus_id)
		WHERE r.status = 1 AND r.player_id = excluded.player_id AND r.game_id = excluded.game_id
			AND r.currency = excluded.currency
	RETURNING * INTO v_round;
	IF v_round.id IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'roundRefused';
	END IF;
	PERFORM wallet_record_wager(p_account_id, p_amount);
	IF v_bonus.id IS NOT NULL THEN
		UPDATE player_bonuses b
		SET wagered = b.wagered + p_amount * coalesce((b.contributions ->> v_game_kind)::int, 100) / 100
		WHERE b.id = v_bonus.id
		RETURNING * INTO v_bonus;
		IF v_bonus.wagered >= v_bonus.wager_required THEN
			PERFORM bonus_finish(v_bonus.id, 2, p_house_id, p_is_turnover_on);
		END IF;
	END IF;
	PERFORM provider_accept(gen_random_uuid(), p_integration, p_transaction_id, 'bet',
		p_provider_round_id, v_round.id, p_session_id, p_amount, p_currency, p_request_hash,
		v_transfer_id, jsonb_build_object('balance', v_balance, 'currency', p_currency,
			'transactionId', v_transfer_id));
	PERFORM provider_publish(p_account_id, p_is_turnover_on, v_round, true, p_account_channel,
		p_round_channel, p_partition_key);
	RETURN jsonb_build_object('balance', v_balance, 'transactionId', v_transfer_id);
END;
$$;
--> statement-breakpoint
-- What a win or refund pays: the bonus's share (stake share of a round played with bonus money)
-- goes back to the bonus balance while the bonus is active, to cash once it was converted, and
-- nowhere (the house keeps it) when the bonus was canceled, expired or lost.
CREATE FUNCTION "bonus_split"(p_round game_rounds, p_bonus_share bigint, p_amount bigint,
	OUT to_cash bigint, OUT to_bonus bigint, OUT bonus_account uuid)
LANGUAGE plpgsql AS $$
DECLARE
	v_bonus player_bonuses;
BEGIN
	to_cash := p_amount;
	to_bonus := 0;
	IF p_round.player_bonus_id IS NULL OR p_bonus_share <= 0 THEN
		RETURN;
	END IF;
	SELECT * INTO v_bonus FROM player_bonuses b WHERE b.id = p_round.player_bonus_id;
	IF v_bonus.status = 2 THEN
		to_cash := p_amount - p_bonus_share;
		to_bonus := p_bonus_share;
		bonus_account := bonus_account_of(v_bonus.player_id, v_bonus.currency);
	ELSIF v_bonus.result <> 2 THEN
		to_cash := p_amount - p_bonus_share;
	END IF;
END;
$$;
--> statement-breakpoint
-- Pays a win or refund split by bonus_split: house → cash and bonus. Answers the transfer (null
-- when the key was taken, or when nothing is paid).
CREATE FUNCTION "bonus_pay"(p_ledger_key text, p_kind text, p_metadata jsonb, p_house_id uuid,
	p_account_id uuid, p_to_cash bigint, p_to_bonus bigint, p_bonus_account uuid,
	OUT transfer_id uuid, OUT is_posted boolean)
LANGUAGE plpgsql AS $$
BEGIN
	is_posted := p_to_cash + p_to_bonus > 0;
	IF NOT is_posted THEN
		RETURN;
	END IF;
	SELECT e.transfer_id INTO transfer_id
	FROM ledger_post(p_ledger_key, p_kind, 'posted', NULL, p_metadata,
		CASE WHEN p_to_bonus = 0 THEN ARRAY[p_house_id, p_account_id]
			WHEN p_to_cash = 0 THEN ARRAY[p_house_id, p_bonus_account]
			ELSE ARRAY[p_house_id, p_account_id, p_bonus_account] END,
		CASE WHEN p_to_bonus = 0 THEN ARRAY[-p_to_cash, p_to_cash]
			WHEN p_to_cash = 0 THEN ARRAY[-p_to_bonus, p_to_bonus]
			ELSE ARRAY[-(p_to_cash + p_to_bonus), p_to_cash, p_to_bonus] END,
		CASE WHEN p_to_bonus = 0 OR p_to_cash = 0 THEN ARRAY[false, true]
			ELSE ARRAY[false, true, true] END) e
	LIMIT 1;
END;
$$;
--> statement-breakpoint
-- The balance a provider sees: cash plus the active bonus's money.
CREATE FUNCTION "playable_balance"(p_account_id uuid) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
	RETURN (SELECT a.balance + coalesce(b.balance, 0)
		FROM wallet_accounts w
		JOIN ledger_accounts a ON a.id = w.id
		LEFT JOIN ledger_accounts b ON b.owner_type = 'player' AND b.owner_id = w.player_id::text
			AND b.currency = w.currency AND b.kind = 'bonus'
		WHERE w.id = p_account_id);
END;
$$;
--> statement-breakpoint
-- Games: a win; a win of 0 posts nothing. The part won with bonus money follows bonus_split.
-- Closing a round of the active bonus may find the bonus lost. Answers null when its ledger key
-- is taken (a replay), else { balance, transactionId }.
CREATE OR REPLACE FUNCTION "provider_win"(
	p_integration text, p_transaction_id text, p_provider_round_id text, p_session_id uuid,
	p_player_id uuid, p_account_id uuid, p_house_id uuid, p_amount bigint, p_currency text,
	p_is_round_closed boolean, p_request_hash text, p_ledger_key text, p_metadata jsonb,
	p_is_turnover_on boolean, p_account_channel text, p_round_channel text, p_partition_key text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_call_id uuid := gen_random_uuid();
	v_transfer_id uuid;
	v_balance bigint;
	v_round game_rounds;
	v_split record;
	v_paid record;
BEGIN
	IF p_amount > 0 THEN
		SELECT * INTO v_round FROM game_rounds r
		WHERE r.integration = p_integration AND r.provider_round_id = p_provider_round_id;
		SELECT * INTO v_split FROM bonus_split(v_round,
			CASE WHEN v_round.stake_amount > 0
				THEN p_amount * v_round.bonus_stake_amount / v_round.stake_amount ELSE 0 END,
			p_amount);
		SELECT * INTO v_paid FROM bonus_pay(p_ledger_key, 'win', p_metadata, p_house_id, p_account_id,
			v_split.to_cash, v_split.to_bonus, v_split.bonus_account);
		IF v_paid.is_posted AND v_paid.transfer_id IS NULL THEN
			RETURN NULL;
		END IF;
		v_transfer_id := v_paid.transfer_id;
	END IF;
	-- Closing settles the round as won (any win) or lost; a refunded round is left alone.
	UPDATE game_rounds r SET
		win_amount = r.win_amount + p_amount,
		status = CASE WHEN p_is_round_closed
			THEN CASE WHEN r.win_amount + p_amount > 0 THEN 2 ELSE 3 END ELSE r.status END,
		settled_at = CASE WHEN p_is_round_closed THEN coalesce(r.settled_at, now()) ELSE r.settled_at END
	WHERE r.integration = p_integration AND r.provider_round_id = p_provider_round_id
		AND r.player_id = p_player_id AND r.currency = p_currency AND r.status <> 4
	RETURNING * INTO v_round;
	IF v_round.id IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'roundRefused';
	END IF;
	IF p_is_round_closed AND v_round.player_bonus_id IS NOT NULL THEN
		PERFORM bonus_check_lost(v_round.player_bonus_id, p_house_id, p_is_turnover_on);
	END IF;
	v_balance := playable_balance(p_account_id);
	PERFORM provider_accept(v_call_id, p_integration, p_transaction_id, 'win', p_provider_round_id,
		v_round.id, p_session_id, p_amount, p_currency, p_request_hash, v_transfer_id,
		jsonb_build_object('balance', v_balance, 'currency', p_currency,
			'transactionId', coalesce(v_transfer_id, v_call_id)));
	PERFORM provider_publish(p_account_id, p_is_turnover_on, v_round, v_transfer_id IS NOT NULL,
		p_account_channel, p_round_channel, p_partition_key);
	RETURN jsonb_build_object('balance', v_balance, 'transactionId', coalesce(v_transfer_id, v_call_id));
END;
$$;
--> statement-breakpoint
-- Games: a rollback. Returns the bet's cash part to cash and its bonus part as bonus_split says,
-- and takes the bet off the bonus's wagering while the bonus is active.
CREATE OR REPLACE FUNCTION "provider_rollback"(
	p_integration text, p_transaction_id text, p_provider_round_id text,
	p_rollback_transaction_id text, p_session_id uuid, p_player_id uuid, p_account_id uuid,
	p_house_id uuid, p_currency text, p_request_hash text, p_ledger_key text,
	p_is_turnover_on boolean, p_account_channel text, p_round_channel text, p_partition_key text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_call_id uuid := gen_random_uuid();
	v_bet provider_transactions;
	v_transfer_id uuid;
	v_balance bigint;
	v_round game_rounds;
	v_from_bonus bigint;
	v_split record;
	v_paid record;
BEGIN
	SELECT * INTO v_bet FROM provider_transactions t
	WHERE t.integration = p_integration AND t.transaction_id = p_rollback_transaction_id
		AND t.outcome = 'accepted'
	FOR UPDATE;
	IF v_bet.id IS NULL THEN
		INSERT INTO provider_transactions (integration, transaction_id, type, provider_round_id,
			session_id, amount, currency, request_hash, outcome, response)
		VALUES (p_integration, p_rollback_transaction_id, 'bet', p_provider_round_id, p_session_id,
			0, p_currency, 'tombstone', 'accepted',
			jsonb_build_object('tombstoneOf', p_transaction_id))
		ON CONFLICT DO NOTHING;
		IF NOT FOUND THEN
			-- The bet committed meanwhile: return it as usual.
			SELECT * INTO v_bet FROM provider_transactions t
			WHERE t.integration = p_integration AND t.transaction_id = p_rollback_transaction_id
				AND t.outcome = 'accepted'
			FOR UPDATE;
		END IF;
	END IF;
	IF v_bet.id IS NULL OR v_bet.request_hash = 'tombstone' OR v_bet.response ? 'rolledBackBy' THEN
		-- Nothing to return: accepted and recorded, the balance as it is.
		v_balance := playable_balance(p_account_id);
		PERFORM provider_accept(v_call_id, p_integration, p_transaction_id, 'rollback',
			p_provider_round_id, NULL, p_session_id, 0, p_currency, p_request_hash, NULL,
			jsonb_build_object('balance', v_balance, 'currency', p_currency, 'transactionId', v_call_id));
		RETURN jsonb_build_object('balance', v_balance, 'transactionId', v_call_id);
	END IF;
	IF v_bet.type <> 'bet' THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'rollbackOfNoBet';
	END IF;
	IF v_bet.provider_round_id <> p_provider_round_id OR v_bet.round_id IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'roundNotFound';
	END IF;
	-- The bet's bonus part: what its transfer took from accounts other than the cash account.
	SELECT coalesce(-sum(e.amount), 0) INTO v_from_bonus FROM ledger_entries e
	JOIN ledger_accounts a ON a.id = e.account_id
	WHERE e.transfer_id = v_bet.ledger_transfer_id AND a.kind = 'bonus';
	SELECT * INTO v_round FROM game_rounds r WHERE r.id = v_bet.round_id;
	SELECT * INTO v_split FROM bonus_split(v_round, v_from_bonus, v_bet.amount);
	SELECT * INTO v_paid FROM bonus_pay(p_ledger_key, 'rollback',
		jsonb_build_object('integration', p_integration, 'roundId', p_provider_round_id,
			'rollbackOf', v_bet.ledger_transfer_id),
		p_house_id, p_account_id, v_split.to_cash, v_split.to_bonus, v_split.bonus_account);
	IF v_paid.is_posted AND v_paid.transfer_id IS NULL THEN
		RETURN NULL;
	END IF;
	v_transfer_id := v_paid.transfer_id;
	-- Takes the stake off the unsettled round; refunded (status 4) when no stake is left.
	UPDATE game_rounds r SET
		stake_amount = r.stake_amount - v_bet.amount,
		bonus_stake_amount = greatest(0, r.bonus_stake_amount - v_from_bonus),
		status = CASE WHEN r.stake_amount - v_bet.amount = 0 THEN 4 ELSE r.status END,
		settled_at = CASE WHEN r.stake_amount - v_bet.amount = 0 THEN now() ELSE r.settled_at END
	WHERE r.id = v_bet.round_id AND r.player_id = p_player_id AND r.status = 1
	RETURNING * INTO v_round;
	IF v_round.id IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'roundRefused';
	END IF;
	IF v_round.player_bonus_id IS NOT NULL THEN
		UPDATE player_bonuses b
		SET wagered = greatest(0, b.wagered - v_bet.amount
			* coalesce((b.contributions ->> (SELECT g.kind FROM games g WHERE g.id = v_round.game_id))::int, 100)
			/ 100)
		WHERE b.id = v_round.player_bonus_id AND b.status = 2;
	END IF;
	UPDATE provider_transactions t
	SET response = coalesce(t.response, '{}'::jsonb)
		|| jsonb_build_object('rolledBackBy', p_transaction_id)
	WHERE t.id = v_bet.id;
	v_balance := playable_balance(p_account_id);
	PERFORM provider_accept(v_call_id, p_integration, p_transaction_id, 'rollback',
		p_provider_round_id, v_round.id, p_session_id, v_bet.amount, p_currency, p_request_hash,
		v_transfer_id, jsonb_build_object('balance', v_balance, 'currency', p_currency,
			'transactionId', coalesce(v_transfer_id, v_call_id)));
	PERFORM provider_publish(p_account_id, p_is_turnover_on, v_round, v_transfer_id IS NOT NULL,
		p_account_channel, p_round_channel, p_partition_key);
	RETURN jsonb_build_object('balance', v_balance, 'transactionId', coalesce(v_transfer_id, v_call_id));
END;
$$;
