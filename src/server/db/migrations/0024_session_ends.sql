-- Live streams end with their session (docs/decisions/077-live-stream-limits.md): whenever a signed-in session's row
-- goes (sign-out, expiry, a password change or suspension ending the person's sessions, the user deleted), its id is
-- announced on 'keystone_sessions' when the transaction commits, and every instance ends the streams it holds for it.
-- The payload is the stored id, an HMAC of the cookie's token (decision 001), never the token itself.
CREATE OR REPLACE FUNCTION keystone_notify_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('keystone_sessions', json_build_object('sid', OLD.sid)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_notify_end AFTER DELETE ON session FOR EACH ROW WHEN (OLD.user_id IS NOT NULL) EXECUTE FUNCTION keystone_notify_session_end();
