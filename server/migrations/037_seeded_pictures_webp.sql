-- The seeded courses' thumbnails are shown as WebP: an SVG in an <img> is a document of its own,
-- set up and laid out on the page's main thread, where a WebP decodes off it. A database seeded
-- before points at the SVGs (the seed does not overwrite a course): these rows, and only while
-- they still hold the seeded picture, move to the WebP beside it in public/images/courses/.
UPDATE courses
SET thumbnail = regexp_replace(thumbnail, '\.svg$', '.webp')
WHERE thumbnail IN (
    '/images/courses/ielts-academic-complete.svg',
    '/images/courses/ielts-general-training.svg',
    '/images/courses/ielts-writing-band-booster.svg',
    '/images/courses/ielts-speaking-confidence.svg',
    '/images/courses/toefl-ibt-essentials.svg',
    '/images/courses/pte-academic-fast-track.svg',
    '/images/courses/spoken-english-beginners.svg',
    '/images/courses/spoken-english-intermediate.svg',
    '/images/courses/accent-neutralisation.svg',
    '/images/courses/american-accent-training.svg',
    '/images/courses/bpo-voice-process.svg',
    '/images/courses/bpo-chat-email-support.svg',
    '/images/courses/business-email-writing.svg',
    '/images/courses/business-english-meetings.svg',
    '/images/courses/job-interview-skills.svg',
    '/images/courses/english-grammar-foundations.svg',
    '/images/courses/advanced-grammar-usage.svg',
    '/images/courses/vocabulary-builder.svg',
    '/images/courses/sop-writing-study-abroad.svg',
    '/images/courses/study-abroad-readiness.svg',
    '/images/courses/english-for-it-professionals.svg'
);
