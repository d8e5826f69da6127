-- Full-text search over the catalogue: each course keeps a search document built from its title,
-- subtitle, description and its instructor's name. The instructor's name lives in another table,
-- so the document is a column kept by triggers (a generated column cannot read another row): one
-- when a course is written, one when an instructor is renamed.
--
-- Every text goes in twice: stemmed ('english', so "speaking" finds "speak") and as written
-- ('simple', so a half-typed last word like "pronuncia" finds "pronunciation" by prefix, even
-- where the stem is shorter than what was typed, or the word is an English stop word).

CREATE FUNCTION course_search_document(title text, subtitle text, description text, instructor text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', title) || to_tsvector('simple', title), 'A')
      || setweight(to_tsvector('english', subtitle) || to_tsvector('simple', subtitle), 'B')
      || setweight(to_tsvector('english', instructor) || to_tsvector('simple', instructor), 'B')
      -- The description is HTML; the parser reads tags as tags, and neither configuration keeps them.
      || setweight(to_tsvector('english', description) || to_tsvector('simple', description), 'C')
$$;

ALTER TABLE courses ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector;

UPDATE courses c SET search_vector = course_search_document(
  c.title, c.subtitle, c.description,
  coalesce((SELECT name FROM instructors i WHERE i.id = c.instructor_id), ''));

CREATE INDEX courses_search_idx ON courses USING gin (search_vector);

CREATE FUNCTION courses_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := course_search_document(
    NEW.title, NEW.subtitle, NEW.description,
    coalesce((SELECT name FROM instructors WHERE id = NEW.instructor_id), ''));
  RETURN NEW;
END
$$;

CREATE TRIGGER courses_search_refresh
  BEFORE INSERT OR UPDATE OF title, subtitle, description, instructor_id ON courses
  FOR EACH ROW EXECUTE FUNCTION courses_search_refresh();

CREATE FUNCTION instructors_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET search_vector = course_search_document(title, subtitle, description, NEW.name)
  WHERE instructor_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER instructors_search_refresh
  AFTER UPDATE OF name ON instructors
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION instructors_search_refresh();
