-- A refused hold with the figures its answer is worded from (issue 54): DETAIL is the reason as refuse_hold
-- gives it, HINT the figures as JSON (NULL when the statement could not see them: the shop tries again).
CREATE OR REPLACE FUNCTION refuse_hold_with(reason text, figures jsonb) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'hold refused', DETAIL = reason, HINT = coalesce(figures::text, ''); END $$;
