CREATE TABLE "studio_unfinished_rounds" (
	"game_session_id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"status" text NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "studio_rounds_one_unfinished_per_session";--> statement-breakpoint
DROP INDEX "studio_rounds_session_idx";--> statement-breakpoint
DROP INDEX "studio_rounds_seed_pair_idx";--> statement-breakpoint
DROP INDEX "studio_rounds_pending_idx";--> statement-breakpoint
CREATE INDEX "studio_unfinished_rounds_pending_idx" ON "studio_unfinished_rounds" USING btree ("since") WHERE "studio_unfinished_rounds"."status" = 'pending';--> statement-breakpoint
-- Issue 16: four of the six indexes above named status (or updated_at), so opening a round wrote six index entries and
-- settling it, which changes both, four more (0 % HOT updates under npm run bench). Which round of a session is
-- unfinished now lives beside the rounds: opening a round writes four index entries (its id and its player's history,
-- its session's key and the recovery queue), settling it two (its id and history), none when its page still has room
-- for the settled version (a HOT update).
-- (A fill factor of 60 made 81 % of the settlements HOT under npm run bench, but in a pgbench of the opening and the
-- settling statements alone it left a round and its settled version about alone on their page: a heap 2.5 times
-- larger, and 7 % fewer rounds a second.)
INSERT INTO studio_unfinished_rounds (game_session_id, round_id, status, since)
	SELECT game_session_id, id, status, updated_at FROM studio_rounds WHERE status IN ('pending', 'open');
--> statement-breakpoint
-- One trigger keeps both figures of a round's session, so no code path that writes a round can forget either: the net
-- position (migration 0024, unchanged) and the session's unfinished round. A round entering pending or open claims
-- its session (a second one fails on the key, as it failed on the unique index before), one moving between the two
-- or claimed by a recovery (updated_at) moves the claim, and one leaving them (closed, void, deleted) frees it.
CREATE FUNCTION studio_rounds_keep_session_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_delta bigint := 0;
	v_session uuid;
	v_was_unfinished boolean := TG_OP <> 'INSERT' AND OLD.status IN ('pending', 'open');
	v_is_unfinished boolean := TG_OP <> 'DELETE' AND NEW.status IN ('pending', 'open');
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.status IN ('open', 'closed') THEN
		v_delta := v_delta - (OLD.payout + coalesce(OLD.jackpot_win, 0) - OLD.stake);
		v_session := OLD.game_session_id;
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.status IN ('open', 'closed') THEN
		v_delta := v_delta + (NEW.payout + coalesce(NEW.jackpot_win, 0) - NEW.stake);
		v_session := NEW.game_session_id;
	END IF;
	IF v_delta <> 0 THEN
		INSERT INTO studio_session_positions (game_session_id, net) VALUES (v_session, v_delta)
			ON CONFLICT (game_session_id) DO UPDATE SET net = studio_session_positions.net + EXCLUDED.net;
	END IF;

	IF v_is_unfinished AND NOT v_was_unfinished THEN
		INSERT INTO studio_unfinished_rounds (game_session_id, round_id, status, since)
			VALUES (NEW.game_session_id, NEW.id, NEW.status, NEW.updated_at);
	ELSIF v_is_unfinished AND (OLD.status <> NEW.status OR OLD.updated_at <> NEW.updated_at) THEN
		UPDATE studio_unfinished_rounds SET status = NEW.status, since = NEW.updated_at
			WHERE game_session_id = NEW.game_session_id AND round_id = NEW.id;
	ELSIF v_was_unfinished AND NOT v_is_unfinished THEN
		DELETE FROM studio_unfinished_rounds WHERE game_session_id = OLD.game_session_id AND round_id = OLD.id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER studio_rounds_session_position ON studio_rounds;
--> statement-breakpoint
DROP FUNCTION studio_rounds_move_session_position();
--> statement-breakpoint
CREATE TRIGGER studio_rounds_session_state AFTER INSERT OR UPDATE OR DELETE ON studio_rounds
	FOR EACH ROW EXECUTE FUNCTION studio_rounds_keep_session_state();
