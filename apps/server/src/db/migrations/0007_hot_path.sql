-- The money hot path in one statement a call (docs/decisions/010-hot-path-in-one-statement.md).
-- Each function runs inside the statement that calls it: all of it or nothing, with no BEGIN or
-- COMMIT round trips. A refusal it finds raises SQLSTATE CR001 with the refusal's name as message.
-- They are all PL/pgSQL, which keeps the plans of its statements for the connection's lifetime
-- (PostgreSQL 15 plans the body of a LANGUAGE sql function again on every call).

-- Ledger: the posting of every transfer (decisions 007 and 008). Inserts the transfer unless its
-- idempotency key is taken (then answers no rows and writes nothing), locks the player accounts
-- in id order, adds the legs to their balances under the overdraft CHECK, and appends every leg's
-- entry in leg order, a player leg with its balance after it. Answers the entries it appended.
CREATE FUNCTION "ledger_post"(
	p_idempotency_key text, p_kind text, p_status text, p_pending_transfer_id uuid, p_metadata jsonb,
	p_account_ids uuid[], p_amounts bigint[], p_is_player boolean[]
) RETURNS SETOF "ledger_entries" LANGUAGE plpgsql AS $$
DECLARE
	v_transfer_id uuid;
BEGIN
	INSERT INTO ledger_transfers (idempotency_key, kind, status, pending_transfer_id, metadata)
	VALUES (p_idempotency_key, p_kind, p_status, p_pending_transfer_id, p_metadata)
	ON CONFLICT (idempotency_key) DO NOTHING
	RETURNING id INTO v_transfer_id;
	IF v_transfer_id IS NULL THEN
		RETURN;
	END IF;
	RETURN QUERY
	WITH legs AS (
		SELECT l.account_id, l.amount, l.is_player, l.ord
		FROM unnest(p_account_ids, p_amounts, p_is_player) WITH ORDINALITY AS l(account_id, amount, is_player, ord)
	),
	locked AS (
		SELECT a.id FROM ledger_accounts a
		WHERE a.id IN (SELECT legs.account_id FROM legs WHERE legs.is_player) AND a.owner_type = 'player'
		ORDER BY a.id
		FOR UPDATE
	),
	moved AS (
		UPDATE ledger_accounts a SET balance = a.balance + legs.amount
		FROM locked JOIN legs ON legs.account_id = locked.id
		WHERE a.id = locked.id
		RETURNING a.id, a.balance
	)
	INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
	SELECT v_transfer_id, legs.account_id, legs.amount, moved.balance
	FROM legs LEFT JOIN moved ON moved.id = legs.account_id
	ORDER BY legs.ord
	RETURNING *;
END;
$$;
--> statement-breakpoint
-- Live: a publication written to the outbox in the caller's transaction (modules/live/events.ts).
CREATE FUNCTION "live_publish"(p_channel text, p_partition_key text, p_data jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO outbox (topic, payload, partition_key)
	VALUES ('live.publish', jsonb_build_object('channel', p_channel, 'data', p_data), p_partition_key);
END;
$$;
--> statement-breakpoint
-- Wallet: an account as the contract's Account (modules/wallet/service.ts toAccount), read now.
CREATE FUNCTION "wallet_account_json"(p_account_id uuid, p_is_turnover_on boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
	RETURN (SELECT jsonb_build_object(
		'id', w.id, 'currency', w.currency, 'type', c.type, 'status', w.status, 'balance', a.balance,
		'withdrawalBalance', greatest(0, a.balance - CASE WHEN p_is_turnover_on
			THEN greatest(0, w.turnover_required - w.turnover_wagered) ELSE 0 END))
	FROM wallet_accounts w
	JOIN ledger_accounts a ON a.id = w.id
	JOIN currencies c ON c.code = w.currency
	WHERE w.id = p_account_id);
END;
$$;
--> statement-breakpoint
-- Wallet: a bet counts towards the deposit turnover, up to what is required (recordWager).
CREATE FUNCTION "wallet_record_wager"(p_account_id uuid, p_amount bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	UPDATE wallet_accounts w
	SET turnover_wagered = least(w.turnover_wagered + p_amount, w.turnover_required)
	WHERE w.id = p_account_id;
END;
$$;
--> statement-breakpoint
-- Games: a round as the contract's GameRound (provider-api/events.ts publishRoundChange).
CREATE FUNCTION "game_round_json"(r game_rounds)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_game_name text;
	v_provider_name text;
BEGIN
	SELECT g.name, p.name INTO v_game_name, v_provider_name
	FROM games g JOIN game_providers p ON p.id = g.provider_id
	WHERE g.id = r.game_id;
	RETURN jsonb_build_object(
		'id', r.id, 'gameId', r.game_id, 'gameName', coalesce(v_game_name, r.game_id),
		'providerName', coalesce(v_provider_name, ''), 'currency', r.currency,
		'amount', r.stake_amount, 'winAmount', r.win_amount, 'status', r.status,
		'createdAt', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'settledAt', to_char(r.settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
END;
$$;
--> statement-breakpoint
-- Games: records an accepted provider call with its answer; its transaction id taken already (a
-- concurrent replay committed first, or a rollback's tombstone) refuses the whole statement.
CREATE FUNCTION "provider_accept"(
	p_id uuid, p_integration text, p_transaction_id text, p_type text, p_provider_round_id text,
	p_round_id uuid, p_session_id uuid, p_amount bigint, p_currency text, p_request_hash text,
	p_ledger_transfer_id uuid, p_response jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO provider_transactions (id, integration, transaction_id, type, provider_round_id,
		round_id, session_id, amount, currency, request_hash, outcome, ledger_transfer_id, response)
	VALUES (p_id, p_integration, p_transaction_id, p_type, p_provider_round_id, p_round_id,
		p_session_id, p_amount, p_currency, p_request_hash, 'accepted', p_ledger_transfer_id, p_response)
	ON CONFLICT DO NOTHING;
	IF NOT FOUND THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'alreadyAccepted';
	END IF;
END;
$$;
--> statement-breakpoint
-- Games: what a call publishes after it changed money or a round: the account (when its balance
-- moved) and the round, in that order, on the player's partition.
CREATE FUNCTION "provider_publish"(
	p_account_id uuid, p_is_turnover_on boolean, p_round game_rounds, p_is_account_changed boolean,
	p_account_channel text, p_round_channel text, p_partition_key text
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF p_is_account_changed THEN
		PERFORM live_publish(p_account_channel, p_partition_key,
			wallet_account_json(p_account_id, p_is_turnover_on));
	END IF;
	PERFORM live_publish(p_round_channel, p_partition_key, game_round_json(p_round));
END;
$$;
--> statement-breakpoint
-- Games: a bet (provider-api/service.ts placeBet). Answers null when its ledger key is taken (a
-- replay: nothing written), else { balance, transactionId }.
CREATE FUNCTION "provider_bet"(
	p_integration text, p_transaction_id text, p_provider_round_id text, p_session_id uuid,
	p_account_id uuid, p_house_id uuid, p_amount bigint, p_currency text, p_request_hash text,
	p_ledger_key text, p_metadata jsonb, p_is_turnover_on boolean,
	p_account_channel text, p_round_channel text, p_partition_key text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_transfer_id uuid;
	v_balance bigint;
	v_round game_rounds;
BEGIN
	SELECT e.transfer_id, e.balance_after INTO v_transfer_id, v_balance
	FROM ledger_post(p_ledger_key, 'bet', 'posted', NULL, p_metadata,
		ARRAY[p_account_id, p_house_id], ARRAY[-p_amount, p_amount], ARRAY[true, false]) e
	WHERE e.account_id = p_account_id;
	IF v_transfer_id IS NULL THEN
		RETURN NULL;
	END IF;
	-- Opens the round or adds the stake; nothing when the session is no longer open, or the round
	-- is settled or another player's, game's or currency's.
	INSERT INTO game_rounds AS r (integration, provider_round_id, session_id, player_id, account_id,
		game_id, currency, stake_amount)
	SELECT p_integration, p_provider_round_id, s.id, s.player_id, s.account_id, s.game_id, s.currency,
		p_amount
	FROM game_sessions s WHERE s.id = p_session_id AND s.status = 'open'
	ON CONFLICT (integration, provider_round_id) DO UPDATE
		SET stake_amount = r.stake_amount + excluded.stake_amount
		WHERE r.status = 1 AND r.player_id = excluded.player_id AND r.game_id = excluded.game_id
			AND r.currency = excluded.currency
	RETURNING * INTO v_round;
	IF v_round.id IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'roundRefused';
	END IF;
	PERFORM wallet_record_wager(p_account_id, p_amount);
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
-- Games: a win (provider-api/service.ts settleWin); a win of 0 posts nothing. Answers null when
-- its ledger key is taken (a replay), else { balance, transactionId }.
CREATE FUNCTION "provider_win"(
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
BEGIN
	IF p_amount > 0 THEN
		SELECT e.transfer_id, e.balance_after INTO v_transfer_id, v_balance
		FROM ledger_post(p_ledger_key, 'win', 'posted', NULL, p_metadata,
			ARRAY[p_house_id, p_account_id], ARRAY[-p_amount, p_amount], ARRAY[false, true]) e
		WHERE e.account_id = p_account_id;
		IF v_transfer_id IS NULL THEN
			RETURN NULL;
		END IF;
	ELSE
		SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = p_account_id;
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
-- Games: a rollback (provider-api/rollback.ts rollbackBet). The bet it names is locked, so a bet
-- and its rollbacks run one at a time; a bet never received gets a tombstone (request hash
-- 'tombstone') that refuses it if it comes late; a bet already returned is not returned twice.
-- Answers null when its ledger key is taken (a replay), else { balance, transactionId }.
CREATE FUNCTION "provider_rollback"(
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
		SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = p_account_id;
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
	SELECT e.transfer_id, e.balance_after INTO v_transfer_id, v_balance
	FROM ledger_post(p_ledger_key, 'rollback', 'posted', NULL,
		jsonb_build_object('integration', p_integration, 'roundId', p_provider_round_id,
			'rollbackOf', v_bet.ledger_transfer_id),
		ARRAY[p_house_id, p_account_id], ARRAY[-v_bet.amount, v_bet.amount], ARRAY[false, true]) e
	WHERE e.account_id = p_account_id;
	IF v_transfer_id IS NULL THEN
		RETURN NULL;
	END IF;
	-- Takes the stake off the unsettled round; refunded (status 4) when no stake is left.
	UPDATE game_rounds r SET
		stake_amount = r.stake_amount - v_bet.amount,
		status = CASE WHEN r.stake_amount - v_bet.amount = 0 THEN 4 ELSE r.status END,
		settled_at = CASE WHEN r.stake_amount - v_bet.amount = 0 THEN now() ELSE r.settled_at END
	WHERE r.id = v_bet.round_id AND r.player_id = p_player_id AND r.status = 1
	RETURNING * INTO v_round;
	IF v_round.id IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'roundRefused';
	END IF;
	UPDATE provider_transactions t
	SET response = coalesce(t.response, '{}'::jsonb)
		|| jsonb_build_object('rolledBackBy', p_transaction_id)
	WHERE t.id = v_bet.id;
	PERFORM provider_accept(v_call_id, p_integration, p_transaction_id, 'rollback',
		p_provider_round_id, v_round.id, p_session_id, v_bet.amount, p_currency, p_request_hash,
		v_transfer_id, jsonb_build_object('balance', v_balance, 'currency', p_currency,
			'transactionId', v_transfer_id));
	PERFORM provider_publish(p_account_id, p_is_turnover_on, v_round, true, p_account_channel,
		p_round_channel, p_partition_key);
	RETURN jsonb_build_object('balance', v_balance, 'transactionId', v_transfer_id);
END;
$$;
