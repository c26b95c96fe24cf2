CREATE TABLE "studio_session_positions" (
	"game_session_id" uuid PRIMARY KEY NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_session_positions" ADD CONSTRAINT "studio_session_positions_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every change of a round moves its session's figure by what the change moved: a round counts (payout, jackpot win
-- less stake) while it is open or closed; pending and void rounds count nothing. One trigger, so no code path that
-- writes a round can forget it.
CREATE FUNCTION studio_rounds_move_session_position() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_delta bigint := 0;
	v_session uuid;
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
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER studio_rounds_session_position AFTER INSERT OR UPDATE OR DELETE ON studio_rounds
	FOR EACH ROW EXECUTE FUNCTION studio_rounds_move_session_position();
--> statement-breakpoint
INSERT INTO studio_session_positions (game_session_id, net)
	SELECT game_session_id, sum(payout + coalesce(jackpot_win, 0) - stake) FROM studio_rounds
	WHERE status IN ('open', 'closed') GROUP BY game_session_id;
