-- Every server node keeps the catalogue's pages in memory. Any change to what they show (a course,
-- its instructor, its curriculum), by any node or by hand, notifies the channel `catalogue_changed`
-- once per statement, and every node listening drops its copies.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER courses_changed AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER instructors_changed AFTER INSERT OR UPDATE OR DELETE ON instructors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER course_sections_changed AFTER INSERT OR UPDATE OR DELETE ON course_sections
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER lessons_changed AFTER INSERT OR UPDATE OR DELETE ON lessons
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
