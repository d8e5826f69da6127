import type { MyTest, MyTestsResponse, SkillProgress } from '@contract/examTypes';
import type { Skill, TestSlug } from '@contract/exams/catalogue';
import type { Queryable } from '../../db';
import { listEntitlements, listSections, findAttempt } from '../../repositories/examAttempts';
import { listReleasedResults } from '../../repositories/examResults';
import type { ExamEngine } from './engine';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * What is left of a running attempt: the open section's time to its deadline (frozen while a
 * practice attempt is paused) and every later section's whole time.
 */
async function timeLeftSeconds(db: Queryable, attemptId: string, graceSeconds: number) {
  const attempt = await findAttempt(db, attemptId);
  if (!attempt) return null;
  const now = new Date(attempt.pausedAt ?? attempt.now).getTime();
  let left = 0;
  for (const section of await listSections(db, attemptId, graceSeconds)) {
    if (section.status === 'pending') left += section.durationSeconds;
    if (section.status === 'open' && section.deadlineAt)
      left += Math.max(0, (new Date(section.deadlineAt).getTime() - now) / 1000);
  }
  return Math.round(left);
}

/**
 * The learner's bought tests for the Tests tab: where each stands (not started until it expires,
 * refunded, in progress with the time left, submitted, awaiting evaluation, results ready with the
 * overall result), and each skill's best result and trend across released results.
 */
export async function myTests(engine: ExamEngine, userId: string): Promise<MyTestsResponse> {
  const { db } = engine;
  const { saveGraceSeconds } = engine.config.exams;
  const refundWindowMs = engine.config.refunds.windowDays * 24 * 3600 * 1000;
  const entitlements = await listEntitlements(db, userId);
  const results = await listReleasedResults(db, userId);
  const byAttempt = new Map(results.map((result) => [result.attemptId, result]));
  const tests: MyTest[] = [];
  for (const entitlement of entitlements) {
    const attempt = entitlement.attemptId
      ? await findAttempt(db, entitlement.attemptId)
      : undefined;
    const result = attempt ? byAttempt.get(attempt.id) : undefined;
    const status: MyTest['status'] = entitlement.revokedAt
      ? 'refunded'
      : attempt
        ? attempt.status
        : entitlement.expired
          ? 'expired'
          : 'not_started';
    const now = attempt ? new Date(attempt.now).getTime() : Date.now();
    tests.push({
      entitlementId: entitlement.id,
      attemptId: attempt?.id ?? null,
      testSlug: entitlement.testSlug as TestSlug,
      testName: entitlement.testName,
      image: entitlement.image,
      status,
      mode: attempt?.mode ?? null,
      purchasedAt: iso(entitlement.purchasedAt),
      expiresAt: iso(entitlement.expiresAt),
      timeLeftSeconds:
        status === 'in_progress' ? await timeLeftSeconds(db, attempt!.id, saveGraceSeconds) : null,
      overall: result ? Number(result.overall) : null,
      cefr: result?.cefr ?? null,
      refundable:
        status === 'not_started' &&
        now - new Date(entitlement.purchasedAt).getTime() <= refundWindowMs,
    });
  }
  return { tests, progress: skillProgress(results) };
}

function skillProgress(results: Awaited<ReturnType<typeof listReleasedResults>>): SkillProgress[] {
  const bySkill = new Map<string, SkillProgress>();
  for (const result of results) {
    for (const skill of result.skills) {
      const key = `${result.testSlug}:${skill.skill}`;
      const entry = bySkill.get(key) ?? {
        testSlug: result.testSlug as TestSlug,
        skill: skill.skill as Skill,
        best: Number(skill.score),
        trend: [],
      };
      entry.best = Math.max(entry.best, Number(skill.score));
      entry.trend.push({
        attemptId: result.attemptId,
        at: iso(result.takenAt),
        score: Number(skill.score),
      });
      bySkill.set(key, entry);
    }
  }
  for (const entry of bySkill.values()) entry.trend.sort((a, b) => a.at.localeCompare(b.at));
  return [...bySkill.values()];
}
