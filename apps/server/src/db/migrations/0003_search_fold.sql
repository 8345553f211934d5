-- Case- and accent-folded text for search. unaccent() is only STABLE (it reads its dictionary through the
-- search_path), so it can not be indexed directly; naming the dictionary and its schema makes this IMMUTABLE,
-- and the trigram indexes on clutch_fold(...) make substring and word-similarity searches index scans.
CREATE OR REPLACE FUNCTION clutch_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
