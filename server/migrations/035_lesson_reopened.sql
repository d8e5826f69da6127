-- A learner may mark a completed lesson as not done. The mark is kept until they finish the lesson
-- again (its video played to the end, or "Mark as complete"): until then the positions they save,
-- however far the server trusts them, do not complete it by themselves.
ALTER TABLE lesson_progress ADD COLUMN reopened_at timestamptz;
