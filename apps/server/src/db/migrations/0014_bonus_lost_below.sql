ALTER TABLE "bonuses" ADD COLUMN "lost_below" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "lost_below" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A bonus is lost when a round of it closes and its money left is below the smallest bet of its
-- games (`lost_below`, copied from the definition per currency; 1 means any money keeps it), with
-- none of its bets open. What is left goes back to the house (bonus_finish, result 5).
CREATE OR REPLACE FUNCTION "bonus_check_lost"(p_player_bonus_id uuid, p_house_id uuid, p_is_turnover_on boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v player_bonuses;
BEGIN
	SELECT * INTO v FROM player_bonuses b WHERE b.id = p_player_bonus_id AND b.status = 2;
	IF v.id IS NULL THEN
		RETURN;
	END IF;
	IF EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = bonus_account_of(v.player_id, v.currency)
			AND a.balance >= v.lost_below)
		OR EXISTS (SELECT 1 FROM game_rounds r WHERE r.player_bonus_id = v.id AND r.status = 1
			AND r.bonus_stake_amount > 0) THEN
		RETURN;
	END IF;
	PERFORM bonus_finish(v.id, 5, p_house_id, p_is_turnover_on);
END;
$$;
