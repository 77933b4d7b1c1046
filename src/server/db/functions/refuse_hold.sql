CREATE OR REPLACE FUNCTION refuse_hold(reason text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'hold refused', DETAIL = reason; END $$;
