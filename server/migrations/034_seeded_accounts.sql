-- Accounts the seed makes (the reviewers of the sample reviews) are not people who signed up: they
-- cannot sign in, and the console's figures and lists of learners leave them out unless asked for.
ALTER TABLE users ADD COLUMN seeded boolean NOT NULL DEFAULT false;

-- The reviewer accounts seeded before this column existed.
UPDATE users SET seeded = true WHERE email LIKE '%@reviewers.vaani-academy.invalid';
