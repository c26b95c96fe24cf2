-- postTransaction in one round trip (issue 16, the spin path): the accounts of a posting are found (created on first
-- use, in the order given), its transaction row claims the idempotency key, its entries are written and the balances
-- moved one account at a time in id order (the lock order every posting keeps), and the new balances are returned.
-- p_account_*: the posting's distinct accounts in creation order; p_leg_accounts: each leg's 1-based index in them.
-- p_guarded: the posting debits a player, who may not go below zero (the CHECK constraint
-- ledger_accounts_balance_not_negative). Its work then runs in a block (a subtransaction on the server, no round
-- trip): a refusal undoes all of it, locks included, and answers 'insufficient', so a caller that catches the refusal
-- and goes on commits nothing of it.
-- Answers one row per touched account, in id order: outcome 'posted' with the new balance, or 'replayed' (the key was
-- posted already: nothing moved; the caller compares the stored legs) with the current one; or a single row
-- 'insufficient'.
CREATE FUNCTION ledger_post(
	p_idempotency_key text, p_kind text, p_reference_type text, p_reference_id text, p_metadata jsonb,
	p_account_owner_types text[], p_account_owner_ids uuid[], p_account_currencies text[], p_account_purposes text[],
	p_leg_accounts integer[], p_leg_amounts bigint[], p_guarded boolean
) RETURNS TABLE (outcome text, transaction_id bigint, account_id bigint, owner_type text, owner_id uuid, currency text, purpose text, balance bigint)
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
				p_account_owner_types, p_account_owner_ids, p_account_currencies, p_account_purposes, p_leg_accounts, p_leg_amounts, false);
		EXCEPTION WHEN check_violation THEN
			GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
			IF v_constraint IS DISTINCT FROM 'ledger_accounts_balance_not_negative' THEN
				RAISE;
			END IF;
			RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::bigint, NULL::text, NULL::uuid, NULL::text, NULL::text, NULL::bigint;
		END;
		RETURN;
	END IF;

	FOR v_attempt IN 1..2 LOOP
		v_missing := false;
		FOR i IN 1..cardinality(p_account_owner_types) LOOP
			IF p_account_owner_ids[i] IS NULL THEN
				SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.owner_type = p_account_owner_types[i] AND a.owner_id IS NULL
					AND a.currency = p_account_currencies[i] AND a.purpose = p_account_purposes[i];
			ELSE
				SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.owner_type = p_account_owner_types[i] AND a.owner_id = p_account_owner_ids[i]
					AND a.currency = p_account_currencies[i] AND a.purpose = p_account_purposes[i];
			END IF;
			v_missing := v_missing OR v_id IS NULL;
			v_ids[i] := v_id;
		END LOOP;
		EXIT WHEN NOT v_missing;
		-- Only the house may go negative. In the order given, so concurrent creators cannot deadlock.
		INSERT INTO ledger_accounts (owner_type, owner_id, currency, purpose, allow_negative)
			SELECT k.owner_type, k.owner_id, k.currency, k.purpose, k.owner_type = 'house'
			FROM unnest(p_account_owner_types, p_account_owner_ids, p_account_currencies, p_account_purposes) WITH ORDINALITY
				AS k(owner_type, owner_id, currency, purpose, position)
			ORDER BY k.position
			ON CONFLICT DO NOTHING;
	END LOOP;

	INSERT INTO ledger_transactions (idempotency_key, kind, reference_type, reference_id, metadata)
		VALUES (p_idempotency_key, p_kind, p_reference_type, p_reference_id, p_metadata)
		ON CONFLICT (idempotency_key) DO NOTHING
		RETURNING id INTO v_transaction_id;
	IF v_transaction_id IS NULL THEN
		SELECT t.id INTO v_transaction_id FROM ledger_transactions t WHERE t.idempotency_key = p_idempotency_key;
		RETURN QUERY SELECT 'replayed'::text, v_transaction_id, a.id, a.owner_type, a.owner_id, a.currency, a.purpose, a.balance
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
			RETURNING 'posted'::text, v_transaction_id, a.id, a.owner_type, a.owner_id, a.currency, a.purpose, a.balance
			INTO outcome, transaction_id, account_id, owner_type, owner_id, currency, purpose, balance;
		RETURN NEXT;
	END LOOP;
END
$$;
