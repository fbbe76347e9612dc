-- The words of public posts and narratives, kept in search_words for correcting misspelt
-- search words (decision 040). Words are lower case as written (the 'simple' configuration,
-- which also skips HTML tags and entities), letters only, 3 to 40 of them.
CREATE FUNCTION search_words_of(title text, body text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lexeme FROM unnest(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(body, '')))
  WHERE lexeme ~ '^[[:alpha:]]{3,40}$'
$$;
--> statement-breakpoint
-- Inserted in word order, so two writers never wait on each other's words in opposite orders.
CREATE FUNCTION posts_remember_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM added_posts p, search_words_of(p.title, p.content) w
  WHERE p.status = 'published' ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Once per statement, so a bulk load (COPY, INSERT … SELECT) adds its words in one set.
CREATE TRIGGER posts_search_words_insert AFTER INSERT ON posts
REFERENCING NEW TABLE AS added_posts
FOR EACH STATEMENT EXECUTE FUNCTION posts_remember_search_words();
--> statement-breakpoint
CREATE FUNCTION post_remember_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM search_words_of(NEW.title, NEW.content) w ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a change of the words or of the status: counting a view does not fire it.
CREATE TRIGGER posts_search_words_update AFTER UPDATE OF title, content, status ON posts
FOR EACH ROW WHEN (NEW.status = 'published')
EXECUTE FUNCTION post_remember_search_words();
--> statement-breakpoint
CREATE FUNCTION stories_remember_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM added_stories s, search_words_of(s.title, s.body) w
  WHERE s.status = 'approved' ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stories_search_words_insert AFTER INSERT ON stories
REFERENCING NEW TABLE AS added_stories
FOR EACH STATEMENT EXECUTE FUNCTION stories_remember_search_words();
--> statement-breakpoint
CREATE FUNCTION story_remember_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM search_words_of(NEW.title, NEW.body) w ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stories_search_words_update AFTER UPDATE OF title, body, status ON stories
FOR EACH ROW WHEN (NEW.status = 'approved')
EXECUTE FUNCTION story_remember_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM posts p, search_words_of(p.title, p.content) w WHERE p.status = 'published'
UNION
SELECT DISTINCT w FROM stories s, search_words_of(s.title, s.body) w WHERE s.status = 'approved'
ON CONFLICT DO NOTHING;
