-- Marking's lookups (docs/exams.md, "Marking"): 030 made the tables; these are the indexes the
-- marking queue, the quality rules and the admins' overview read by.

-- Every task of one response (first, second, moderation, re-mark), done ones included: the rules
-- ask which marks a response already has and who gave them.
CREATE INDEX marking_tasks_response_idx ON marking_tasks (attempt_id, section_id, created_at);

-- An evaluator's own claims ("mine" in the queue).
CREATE INDEX marking_tasks_claimed_idx ON marking_tasks (claimed_by, claim_expires_at)
  WHERE status = 'waiting';

-- The overview's marks per evaluator over the last 30 days.
CREATE INDEX marks_evaluator_idx ON marks (evaluator_id, marked_at);

-- The overview's time to result over the last 30 days.
CREATE INDEX exam_results_released_idx ON exam_results (released_at);
