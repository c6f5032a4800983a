-- A change to an account's row (its name, its email or verification, its deletion) is announced on
-- admit_user_changes with the Firebase uid it was kept under: each API instance keeps the rows of the people
-- signed in to it for a few seconds (modules/identity/viewer-rows.ts) instead of reading one on every request, and
-- forgets a row as soon as it changes, whichever instance, job or script changed it.
CREATE FUNCTION admit_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admit_user_changes', OLD.firebase_uid);
  IF TG_OP = 'UPDATE' AND NEW.firebase_uid IS DISTINCT FROM OLD.firebase_uid THEN
    PERFORM pg_notify('admit_user_changes', NEW.firebase_uid);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION admit_user_changed();
