import type {
  AttemptResponse,
  ExamBriefing,
  OpenAttemptRequest,
  StartAttemptRequest,
} from '@contract/examTypes';
import {
  ENTITLEMENT_EXPIRED,
  ENTITLEMENT_REFUNDED,
  FORM_NOT_READY,
  TEST_NOT_FOUND,
} from '@contract/messages/exams';
import type { Queryable } from '../../db';
import { conflict, notFound } from '../../lib/httpError';
import {
  claimTab,
  findAttempt,
  findEntitlement,
  insertAttempt,
  insertSections,
  listSections,
  lockEntitlement,
  type EntitlementRow,
} from '../../repositories/examAttempts';
import { findActiveFormId } from '../../repositories/testForms';
import { assertTab, firstQuestionOf, ownAttempt } from './attemptRules';
import { attemptView } from './attemptView';
import { catchUp, clockBehind, lockWithForm, startSection } from './clock';
import type { ExamEngine } from './engine';
import { sectionQuestionCount, type FormIndex } from './forms/formIndex';

/** A section's time with the extra time granted, in whole seconds. */
export const withExtraTime = (seconds: number, percent: number): number =>
  Math.round((seconds * (100 + percent)) / 100);

/** The learner's bought test, or 404 (another learner's too). */
function ownEntitlement(found: EntitlementRow | undefined, userId: string): EntitlementRow {
  if (!found || found.userId !== userId) throw notFound(TEST_NOT_FOUND);
  return found;
}

async function formFor(
  engine: ExamEngine,
  entitlement: EntitlementRow,
  on: Queryable,
): Promise<FormIndex> {
  const attempt = entitlement.attemptId ? await findAttempt(on, entitlement.attemptId) : undefined;
  const formVersionId = attempt?.formVersionId ?? (await findActiveFormId(on, entitlement.testId));
  const form = formVersionId && (await engine.examForms.load(formVersionId, on));
  if (!form) throw conflict(FORM_NOT_READY);
  return form;
}

/** What a learner reads before starting: the form's (or the attempt's form's) instructions and times. */
export async function briefing(
  engine: ExamEngine,
  userId: string,
  entitlementId: string,
): Promise<ExamBriefing> {
  const entitlement = ownEntitlement(await findEntitlement(engine.db, entitlementId), userId);
  if (entitlement.revokedAt) throw conflict(ENTITLEMENT_REFUNDED);
  if (!entitlement.attemptId && entitlement.expired) throw conflict(ENTITLEMENT_EXPIRED);
  const form = await formFor(engine, entitlement, engine.db);
  return {
    entitlementId,
    testSlug: entitlement.testSlug as ExamBriefing['testSlug'],
    testName: entitlement.testName,
    instructions: form.form.instructions,
    sections: form.form.sections.map((section) => ({
      id: section.id,
      title: section.title,
      skill: section.skill,
      durationSeconds: withExtraTime(section.durationSeconds, entitlement.extraTimePercent),
      instructions: section.instructions,
      questionCount: sectionQuestionCount(section),
    })),
    extraTimePercent: entitlement.extraTimePercent,
    soundCheckSrc: '/exam/sound-check.ogg',
    attemptId: entitlement.attemptId,
  };
}

/**
 * Starts the one attempt a bought test gives: with the test's active form version (which it keeps),
 * its sections' times with any extra time, and its first section open with its clock running. The
 * entitlement's row is locked, so concurrent starts make one attempt; a start of an attempt that
 * exists opens it (in this tab, unless another holds it).
 */
export async function startAttempt(
  engine: ExamEngine,
  userId: string,
  entitlementId: string,
  request: StartAttemptRequest,
): Promise<AttemptResponse> {
  return engine.db.transaction(async (tx) => {
    const entitlement = ownEntitlement(await lockEntitlement(tx, entitlementId), userId);
    if (entitlement.attemptId)
      return openLocked(tx, engine, userId, entitlement.attemptId, {
        tabId: request.tabId,
        takeover: false,
      });
    if (entitlement.revokedAt) throw conflict(ENTITLEMENT_REFUNDED);
    if (entitlement.expired) throw conflict(ENTITLEMENT_EXPIRED);
    const form = await formFor(engine, entitlement, tx);
    const first = form.form.sections[0]!;
    const attemptId = await insertAttempt(tx, {
      entitlementId,
      userId,
      testId: entitlement.testId,
      formVersionId: form.id,
      mode: request.mode,
      tabId: request.tabId,
      position: { sectionId: first.id, questionId: firstQuestionOf(form, first.id) },
    });
    await insertSections(
      tx,
      attemptId,
      form.form.sections.map((section, position) => ({
        sectionId: section.id,
        position,
        skill: section.skill,
        marking: section.marking,
        durationSeconds: withExtraTime(section.durationSeconds, entitlement.extraTimePercent),
      })),
    );
    await startSection(tx, engine, attemptId, first.id);
    const locked = (await lockWithForm(tx, engine, attemptId))!;
    return attemptView(engine, locked.attempt, locked.form, tx);
  });
}

async function openLocked(
  tx: Queryable,
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  request: OpenAttemptRequest,
): Promise<AttemptResponse> {
  const { attempt, form } = ownAttempt(await lockWithForm(tx, engine, attemptId), userId);
  if (attempt.status === 'in_progress') {
    if (attempt.tabId !== request.tabId) {
      if (!request.takeover && attempt.tabId !== null) assertTab(attempt, request.tabId);
      await claimTab(tx, attempt.id, request.tabId);
      attempt.tabId = request.tabId;
    }
    await catchUp(tx, engine, attempt, form);
  }
  const fresh = (await lockWithForm(tx, engine, attemptId))!;
  return attemptView(engine, fresh.attempt, form, tx);
}

/** Opens an attempt in this tab: 409 while another holds it, unless taking it over. */
export function openAttempt(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  request: OpenAttemptRequest,
): Promise<AttemptResponse> {
  return engine.db.transaction((tx) => openLocked(tx, engine, userId, attemptId, request));
}

/**
 * An attempt as it stands, read only (no tab is claimed). A clock that is behind (a section past
 * its time that no job or sweep has closed yet) is brought up to date first.
 */
export async function getAttempt(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
): Promise<AttemptResponse> {
  const attempt = await findAttempt(engine.db, attemptId);
  ownAttempt(attempt && { attempt }, userId);
  const { saveGraceSeconds, breakSeconds } = engine.config.exams;
  const behind = clockBehind(
    attempt!,
    await listSections(engine.db, attemptId, saveGraceSeconds),
    breakSeconds,
  );
  if (behind) await engine.examClock.settle(attemptId);
  const current = behind ? (await findAttempt(engine.db, attemptId))! : attempt!;
  const form = await engine.examForms.load(current.formVersionId);
  return attemptView(engine, current, form!);
}
