import { ACADEMY_NAME } from '@contract/constants';
import type { Queryable } from '../db';
import { escapeHtml } from '../lib/html';
import { findCourseCard } from '../repositories/courses';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(ACADEMY_NAME)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1c2340}
main{max-width:760px;margin:48px auto;padding:0 20px}
.player{aspect-ratio:16/9;background:#1c2340;border-radius:12px;display:flex;align-items:center;justify-content:center;color:#fff}
.player img{max-width:100%;max-height:100%;border-radius:12px}
.note{background:#fff;border-left:4px solid #f5a623;padding:12px 16px;border-radius:6px}
a{color:#0b3d91}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The local stand-in for the external course site ('Watch Now' links to `${COURSE_SITE_URL}${courseId}`,
 * which defaults to /learn/ on this origin): the course's page, or a not-found page.
 */
export async function coursePlayerPage(
  db: Queryable,
  courseId: string,
): Promise<{ found: boolean; html: string }> {
  const course = await findCourseCard(db, courseId);
  if (!course) {
    return {
      found: false,
      html: page(
        'Course not found',
        `<h1>Course not found</h1><p>We could not find the course "${escapeHtml(courseId)}".</p><p><a href="/user-dash">Back to your dashboard</a></p>`,
      ),
    };
  }
  return {
    found: true,
    html: page(
      course.title,
      `<h1>${escapeHtml(course.title)}</h1>
<div class="player"><img src="${escapeHtml(course.thumbnail)}" alt="${escapeHtml(course.title)}"></div>
<p class="note">This is the local course player, a stand-in for the external course site. In production,
'Watch Now' opens the course's lessons on the course site set by COURSE_SITE_URL.</p>
<p><a href="/user-dash">Back to your dashboard</a></p>`,
    ),
  };
}
