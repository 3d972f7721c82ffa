-- Accent- and case-folded text for typo-tolerant search. unaccent() is only STABLE, so this IMMUTABLE
-- wrapper with an explicit dictionary can also back expression indexes.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
