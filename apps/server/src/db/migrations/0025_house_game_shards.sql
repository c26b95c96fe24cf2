ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_currency_purpose_unique";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_currency_purpose_shard_unique" UNIQUE NULLS NOT DISTINCT("owner_type","owner_id","currency","purpose","shard");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_of_house_game" CHECK ("ledger_accounts"."shard" = 0 OR ("ledger_accounts"."owner_type" = 'house' AND "ledger_accounts"."purpose" = 'house-game' AND "ledger_accounts"."shard" > 0));--> statement-breakpoint
-- The house-game account of each currency is split into 16 shards (HOUSE_GAME_SHARDS in ledger/schema.ts): the
-- account that exists becomes shard 0 and keeps its entries; shards 1..15 start at 0. Postings lock their accounts in
-- id order, and every house-game account must come before bonus-cost and every player account (see
-- HOUSE_ACCOUNTS_IN_LOCK_ORDER in ledger/service.ts), so the new shards take ids below every existing account:
-- negative ones, in the order of their shard 0 then shard, which the identity sequence never hands out. On a new
-- database there is no account yet and the server opens every shard at its first start.
INSERT INTO ledger_accounts (id, owner_type, owner_id, currency, purpose, shard, allow_negative)
	OVERRIDING SYSTEM VALUE
	SELECT (a.id - last.id - 1) * 16 + s.shard, 'house', NULL, a.currency, 'house-game', s.shard, true
	FROM ledger_accounts a
	CROSS JOIN (SELECT max(id) AS id FROM ledger_accounts) last
	CROSS JOIN generate_series(1, 15) AS s(shard)
	WHERE a.owner_type = 'house' AND a.purpose = 'house-game'
	ORDER BY a.id, s.shard;
--> statement-breakpoint
DROP FUNCTION ledger_post(text, text, text, text, jsonb, text[], uuid[], text[], text[], integer[], bigint[], boolean);
--> statement-breakpoint
-- ledger_post of migration 0023, its accounts now named with their shard as well (p_account_shards: 0 but for
-- house-game) and answered with it.
CREATE FUNCTION ledger_post(
	p_idempotency_key text, p_kind text, p_reference_type text, p_reference_id text, p_metadata jsonb,
	p_account_owner_types text[], p_account_owner_ids uuid[], p_account_currencies text[], p_account_purposes text[],
	p_account_shards smallint[], p_leg_accounts integer[], p_leg_amounts bigint[], p_guarded boolean
) RETURNS TABLE (outcome text, transaction_id bigint, account_id bigint, owner_type text, owner_id uuid, currency text, purpose text, shard smallint, balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
	v_ids bigint[] := '{}';
	v_id bigint;
	v_missing boolean;
	v_transaction_id bigint;
	v_delta record;
	v_constraint text;
BEGIN
	IF p_guarded THEN
		BEGIN
			-- The unguarded call returns its rows only once it has finished: a refusal adds none of them here.
			RETURN QUERY SELECT * FROM ledger_post(p_idempotency_key, p_kind, p_reference_type, p_reference_id, p_metadata,
				p_account_owner_types, p_account_owner_ids, p_account_currencies, p_account_purposes, p_account_shards, p_leg_accounts, p_leg_amounts, false);
		EXCEPTION WHEN check_violation THEN
			GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
			IF v_constraint IS DISTINCT FROM 'ledger_accounts_balance_not_negative' THEN
				RAISE;
			END IF;
			RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::bigint, NULL::text, NULL::uuid, NULL::text, NULL::text, NULL::smallint, NULL::bigint;
		END;
		RETURN;
	END IF;

	FOR v_attempt IN 1..2 LOOP
		v_missing := false;
		FOR i IN 1..cardinality(p_account_owner_types) LOOP
			IF p_account_owner_ids[i] IS NULL THEN
				SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.owner_type = p_account_owner_types[i] AND a.owner_id IS NULL
					AND a.currency = p_account_currencies[i] AND a.purpose = p_account_purposes[i] AND a.shard = p_account_shards[i];
			ELSE
				SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.owner_type = p_account_owner_types[i] AND a.owner_id = p_account_owner_ids[i]
					AND a.currency = p_account_currencies[i] AND a.purpose = p_account_purposes[i] AND a.shard = p_account_shards[i];
			END IF;
			v_missing := v_missing OR v_id IS NULL;
			v_ids[i] := v_id;
		END LOOP;
		EXIT WHEN NOT v_missing;
		-- Only the house may go negative. In the order given, so concurrent creators cannot deadlock.
		INSERT INTO ledger_accounts (owner_type, owner_id, currency, purpose, shard, allow_negative)
			SELECT k.owner_type, k.owner_id, k.currency, k.purpose, k.shard, k.owner_type = 'house'
			FROM unnest(p_account_owner_types, p_account_owner_ids, p_account_currencies, p_account_purposes, p_account_shards) WITH ORDINALITY
				AS k(owner_type, owner_id, currency, purpose, shard, position)
			ORDER BY k.position
			ON CONFLICT DO NOTHING;
	END LOOP;

	INSERT INTO ledger_transactions (idempotency_key, kind, reference_type, reference_id, metadata)
		VALUES (p_idempotency_key, p_kind, p_reference_type, p_reference_id, p_metadata)
		ON CONFLICT (idempotency_key) DO NOTHING
		RETURNING id INTO v_transaction_id;
	IF v_transaction_id IS NULL THEN
		SELECT t.id INTO v_transaction_id FROM ledger_transactions t WHERE t.idempotency_key = p_idempotency_key;
		RETURN QUERY SELECT 'replayed'::text, v_transaction_id, a.id, a.owner_type, a.owner_id, a.currency, a.purpose, a.shard, a.balance
			FROM ledger_accounts a WHERE a.id = ANY (v_ids) ORDER BY a.id;
		RETURN;
	END IF;

	INSERT INTO ledger_entries (transaction_id, account_id, currency, amount)
		SELECT v_transaction_id, v_ids[l.account], p_account_currencies[l.account], l.amount
		FROM unnest(p_leg_accounts, p_leg_amounts) WITH ORDINALITY AS l(account, amount, position)
		ORDER BY l.position;
	-- A leg's account may appear twice: its balance moves once, by the net amount; in id order, the lock order.
	FOR v_delta IN
		SELECT v_ids[l.account] AS id, sum(l.amount)::bigint AS amount FROM unnest(p_leg_accounts, p_leg_amounts) AS l(account, amount)
		GROUP BY 1 ORDER BY 1
	LOOP
		UPDATE ledger_accounts a SET balance = a.balance + v_delta.amount WHERE a.id = v_delta.id
			RETURNING 'posted'::text, v_transaction_id, a.id, a.owner_type, a.owner_id, a.currency, a.purpose, a.shard, a.balance
			INTO outcome, transaction_id, account_id, owner_type, owner_id, currency, purpose, shard, balance;
		RETURN NEXT;
	END LOOP;
END
$$;
