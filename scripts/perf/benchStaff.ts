import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../e2e/support/paths';
import type { Site } from '../../e2e/support/site';
import type { BenchLearner } from './benchLearners';

/** Makes the account staff with the academy's CLI, which asks the running server to do it. */
export async function grantStaff(site: Site, email: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/academy.ts', 'grant-role', email, 'staff'],
    { cwd: PROJECT_ROOT, env: { ...process.env, DATA_DIR: site.dataDir, LOG_LEVEL: 'warn' } },
  );
}

/** Replaces a lesson's video as the staff console does (a multipart upload). */
export async function uploadLessonVideo(
  site: Site,
  staff: BenchLearner,
  lesson: { courseId: string; id: string },
  video: Buffer,
  name: string,
): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), name);
  const response = await fetch(
    `${site.url}/api/admin/courses/${lesson.courseId}/lessons/${lesson.id}/video`,
    {
      method: 'PUT',
      headers: { origin: site.url, authorization: `Bearer ${staff.accessToken}` },
      body: form,
    },
  );
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
}
