-- The rows a real-money slot spin (cash, won) writes and reads, in tables shaped like the casino's, without its rules:
-- what PostgreSQL alone must do for a spin, to compare two ways of sending it (see spin-shapes-cli.ts).
CREATE TABLE seed_pairs (id int PRIMARY KEY, next_nonce int NOT NULL);
CREATE TABLE rounds (id bigserial PRIMARY KEY, player int NOT NULL, nonce int NOT NULL, params jsonb NOT NULL, status text NOT NULL,
  stake bigint NOT NULL, payout bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE provider_transactions (provider text NOT NULL, transaction_uuid text NOT NULL, kind text NOT NULL, player int NOT NULL,
  round bigint NOT NULL, amount bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (provider, transaction_uuid));
CREATE INDEX ON provider_transactions (player, round);
CREATE TABLE gambling_activity (player int NOT NULL, day date NOT NULL, staked bigint NOT NULL, won bigint NOT NULL, PRIMARY KEY (player, day));
CREATE TABLE gambling_limits (player int NOT NULL, kind text NOT NULL, amount bigint NOT NULL, PRIMARY KEY (player, kind));
CREATE TABLE player_promotions (id serial PRIMARY KEY, player int NOT NULL, status text NOT NULL);
CREATE INDEX ON player_promotions (player, status);
CREATE TABLE accounts (id int PRIMARY KEY, balance bigint NOT NULL);
CREATE TABLE ledger_transactions (id bigserial PRIMARY KEY, idempotency_key text NOT NULL UNIQUE, kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE ledger_entries (id bigserial PRIMARY KEY, transaction_id bigint NOT NULL, account int NOT NULL, amount bigint NOT NULL);
CREATE INDEX ON ledger_entries (transaction_id);
CREATE INDEX ON ledger_entries (account, id);
CREATE TABLE loyalty_accounts (player int PRIMARY KEY, wagered bigint NOT NULL);
CREATE TABLE session_positions (player int PRIMARY KEY, net bigint NOT NULL);
-- 100 players (accounts 1..100) and 16 house-game shards (accounts 101..116).
INSERT INTO seed_pairs SELECT g, 0 FROM generate_series(1, 100) g;
INSERT INTO accounts SELECT g, 1000000000 FROM generate_series(1, 116) g;
INSERT INTO loyalty_accounts SELECT g, 0 FROM generate_series(1, 100) g;
INSERT INTO session_positions SELECT g, 0 FROM generate_series(1, 100) g;

-- A posting: the transaction, its two entries, both balances (player, then house shard, as the ledger locks them).
CREATE FUNCTION post(p_key text, p_kind text, p_player int, p_amount bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v_tx bigint; v_house int := 101 + p_player % 16; v_balance bigint;
BEGIN
  INSERT INTO ledger_transactions (idempotency_key, kind) VALUES (p_key, p_kind) RETURNING id INTO v_tx;
  INSERT INTO ledger_entries (transaction_id, account, amount) VALUES (v_tx, p_player, p_amount), (v_tx, v_house, -p_amount);
  UPDATE accounts SET balance = balance + p_amount WHERE id = p_player RETURNING balance INTO v_balance;
  UPDATE accounts SET balance = balance - p_amount WHERE id = v_house;
  RETURN v_balance;
END $$;

-- The wallet's part of the spin as one call: its nine statements of statements.pgbench, in their order.
CREATE FUNCTION wallet_play(p_player int, p_round bigint, p_stake bigint, p_payout bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v_balance bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(p_player);
  INSERT INTO provider_transactions (provider, transaction_uuid, kind, player, round, amount) VALUES ('studio', p_round || '-bet', 'bet', p_player, p_round, p_stake);
  INSERT INTO gambling_activity VALUES (p_player, current_date, p_stake, 0)
    ON CONFLICT (player, day) DO UPDATE SET staked = gambling_activity.staked + excluded.staked;
  PERFORM amount FROM gambling_limits WHERE player = p_player;
  PERFORM 1 FROM player_promotions WHERE player = p_player AND status = 'active' FOR UPDATE;
  PERFORM post(p_round || '-bet', 'bet', p_player, -p_stake);
  UPDATE loyalty_accounts SET wagered = wagered + p_stake WHERE player = p_player;
  PERFORM sum(amount) FROM provider_transactions WHERE player = p_player AND round = p_round;
  INSERT INTO provider_transactions (provider, transaction_uuid, kind, player, round, amount) VALUES ('studio', p_round || '-win', 'win', p_player, p_round, p_payout);
  v_balance := post(p_round || '-win', 'win', p_player, p_payout);
  INSERT INTO gambling_activity VALUES (p_player, current_date, 0, p_payout)
    ON CONFLICT (player, day) DO UPDATE SET won = gambling_activity.won + excluded.won;
  RETURN v_balance;
END $$;

-- The whole spin as one call: the round's opening and settlement (the studio's) around the wallet's part.
CREATE FUNCTION spin(p_player int, p_stake bigint, p_payout bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v_nonce int; v_round bigint; v_balance bigint;
BEGIN
  PERFORM 1 FROM player_promotions WHERE player = p_player AND status = 'active';
  UPDATE seed_pairs SET next_nonce = next_nonce + 1 WHERE id = p_player RETURNING next_nonce INTO v_nonce;
  INSERT INTO rounds (player, nonce, params, status, stake, payout) VALUES (p_player, v_nonce, '{}', 'pending', 0, 0) RETURNING id INTO v_round;
  v_balance := wallet_play(p_player, v_round, p_stake, p_payout);
  UPDATE rounds SET status = 'closed', stake = p_stake, payout = p_payout, updated_at = now() WHERE id = v_round;
  UPDATE session_positions SET net = net + p_payout - p_stake WHERE player = p_player;
  RETURN v_balance;
END $$;
