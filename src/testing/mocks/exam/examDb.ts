import type { SavedAnswer, SavedHighlights } from '@contract/exams/answers';
import type { TestSlug } from '@contract/exams/catalogue';
import type { FormContent, FormKey, Section } from '@contract/exams/form';
import type {
  AttemptResponse,
  AttemptSection,
  AudioPlay,
  ExamAttempt,
  ExamMode,
  MyTest,
  MyTestStatus,
  Recording,
} from '@contract/examTypes';
import { examForm, examKey } from './examForm';

// The exam room's fake server: bought tests, attempts and their clocks, saves by seq, plays and
// recordings, behaving as docs/exams.md says the real one does. Tests arrange it and read it back;
// resetExamDb() runs after each test.

/** Saves in flight when the time runs out still count (the server's grace). */
export const GRACE_MS = 5000;
const BREAK_MS = 120_000;

export interface FakeEntitlement {
  id: string;
  userId: string;
  testSlug: TestSlug;
  testName: string;
  purchasedAt: string;
  expiresAt: string;
  extraTimePercent: number;
  revoked: boolean;
  /** After the attempt: how far marking got (the fake has no evaluators). */
  afterSubmit?: 'submitted' | 'awaiting_evaluation' | 'results_ready';
  overall?: number;
}

interface FakeSection {
  id: string;
  status: 'pending' | 'open' | 'closed';
  startedAt: number | null;
  deadlineAt: number | null;
  closedAt: number | null;
  closedBy: 'candidate' | 'time' | null;
}

export interface FakeAttempt {
  id: string;
  entitlementId: string;
  mode: ExamMode;
  candidateNumber: string;
  tabId: string;
  sections: FakeSection[];
  answers: Map<string, SavedAnswer>;
  highlights: Map<string, SavedHighlights>;
  plays: Map<string, { startedAt: number }>;
  recordings: Map<string, { chunks: Map<number, number>; complete: boolean; duration: number }>;
  position: { sectionId: string; questionId: string | null } | null;
  pausedAt: number | null;
  nextSectionStartsAt: number | null;
}

const uuid = (n: number, prefix: string) =>
  `${prefix}${String(n).padStart(8 - prefix.length, '0')}-0000-4000-8000-000000000000`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function createExamDb() {
  let counter = 0;
  return {
    form: examForm as FormContent,
    key: examKey as FormKey,
    entitlements: new Map<string, FakeEntitlement>(),
    attempts: new Map<string, FakeAttempt>(),
    /** How far the fake server's clock is ahead of the browser's (tests of the skew correction). */
    clockOffsetMs: 0,
    /** Set by a test: the network is down (every exam call fails as a fetch would). */
    offline: false,
    /** Every save request the fake accepted, in order (what a test checks was sent). */
    saveLog: [] as Array<{ tabId: string; answers: SavedAnswer[] }>,

    now(): number {
      return Date.now() + this.clockOffsetMs;
    },
    /** A bought test for `userId`, not started. */
    addEntitlement(userId: string, overrides: Partial<FakeEntitlement> = {}): FakeEntitlement {
      counter += 1;
      const purchased = this.now() - 86_400_000;
      const entitlement: FakeEntitlement = {
        id: uuid(counter, 'e'),
        userId,
        testSlug: 'ielts-practice',
        testName: 'IELTS Practice Test',
        purchasedAt: new Date(purchased).toISOString(),
        expiresAt: new Date(purchased + 180 * 86_400_000).toISOString(),
        extraTimePercent: 0,
        revoked: false,
        ...overrides,
      };
      this.entitlements.set(entitlement.id, entitlement);
      return entitlement;
    },
    attemptOf(entitlementId: string): FakeAttempt | undefined {
      return [...this.attempts.values()].find((a) => a.entitlementId === entitlementId);
    },
    sectionContent(sectionId: string): Section {
      return this.form.sections.find((section) => section.id === sectionId)!;
    },
    durationMs(entitlement: FakeEntitlement, section: Section): number {
      return section.durationSeconds * 1000 * (1 + entitlement.extraTimePercent / 100);
    },
    start(entitlement: FakeEntitlement, mode: ExamMode, tabId: string): FakeAttempt {
      counter += 1;
      const attempt: FakeAttempt = {
        id: uuid(counter, 'a'),
        entitlementId: entitlement.id,
        mode,
        candidateNumber: `C${String(100000 + counter)}`,
        tabId,
        sections: this.form.sections.map((section) => ({
          id: section.id,
          status: 'pending',
          startedAt: null,
          deadlineAt: null,
          closedAt: null,
          closedBy: null,
        })),
        answers: new Map(),
        highlights: new Map(),
        plays: new Map(),
        recordings: new Map(),
        position: null,
        pausedAt: null,
        nextSectionStartsAt: null,
      };
      this.attempts.set(attempt.id, attempt);
      this.openSection(attempt, attempt.sections[0]!);
      return attempt;
    },
    openSection(attempt: FakeAttempt, section: FakeSection): void {
      const entitlement = this.entitlements.get(attempt.entitlementId)!;
      const now = this.now();
      section.status = 'open';
      section.startedAt = now;
      section.deadlineAt = now + this.durationMs(entitlement, this.sectionContent(section.id));
      attempt.nextSectionStartsAt = null;
      attempt.position = { sectionId: section.id, questionId: null };
    },
    closeSection(attempt: FakeAttempt, section: FakeSection, by: 'candidate' | 'time'): void {
      section.status = 'closed';
      section.closedAt = this.now();
      section.closedBy = by;
      const next = attempt.sections.find((s) => s.status === 'pending');
      attempt.nextSectionStartsAt = next ? this.now() + BREAK_MS : null;
      if (!next) {
        const entitlement = this.entitlements.get(attempt.entitlementId)!;
        entitlement.afterSubmit ??= 'submitted';
      }
    },
    /** What the server's jobs do: close a section whose time (and grace) is up. */
    closeIfDue(attempt: FakeAttempt): void {
      const open = attempt.sections.find((s) => s.status === 'open');
      if (open && open.deadlineAt !== null && attempt.pausedAt === null) {
        if (this.now() > open.deadlineAt + GRACE_MS) this.closeSection(attempt, open, 'time');
      }
    },
    /** A test's shortcut: the open section's time is up now (past the grace). */
    expireOpenSection(attemptId: string): void {
      const attempt = this.attempts.get(attemptId)!;
      const open = attempt.sections.find((s) => s.status === 'open')!;
      open.deadlineAt = this.now() - GRACE_MS - 1000;
    },
    /** Sets how many seconds are left in the open section. */
    setTimeLeft(attemptId: string, seconds: number): void {
      const attempt = this.attempts.get(attemptId)!;
      const open = attempt.sections.find((s) => s.status === 'open')!;
      open.deadlineAt = this.now() + seconds * 1000;
    },
    questionIds(sectionId: string): string[] {
      return this.sectionContent(sectionId).parts.flatMap((part) =>
        part.groups.flatMap((group) => group.questions.map((question) => question.id)),
      );
    },
    attemptStatus(attempt: FakeAttempt): ExamAttempt['status'] {
      if (attempt.sections.some((s) => s.status !== 'closed')) return 'in_progress';
      return this.entitlements.get(attempt.entitlementId)!.afterSubmit ?? 'submitted';
    },
    view(attempt: FakeAttempt): AttemptResponse {
      const entitlement = this.entitlements.get(attempt.entitlementId)!;
      const sections: AttemptSection[] = attempt.sections.map((s) => {
        const content = this.sectionContent(s.id);
        const ids = this.questionIds(s.id);
        return {
          id: s.id,
          title: content.title,
          skill: content.skill,
          status: s.status,
          durationSeconds: Math.round(this.durationMs(entitlement, content) / 1000),
          startedAt: iso(s.startedAt),
          deadlineAt: iso(s.deadlineAt),
          closedAt: iso(s.closedAt),
          closedBy: s.closedBy,
          questionCount: ids.length,
          answeredCount: ids.filter((id) => {
            const value = attempt.answers.get(id)?.value;
            return (
              value !== undefined &&
              value !== null &&
              value !== '' &&
              !(Array.isArray(value) && value.length === 0)
            );
          }).length,
        };
      });
      const openSection = attempt.sections.find((s) => s.status === 'open');
      const open = openSection
        ? {
            section: this.sectionContent(openSection.id),
            answers: this.questionIds(openSection.id)
              .map((id) => attempt.answers.get(id))
              .filter((answer): answer is SavedAnswer => answer !== undefined),
            highlights: [...attempt.highlights.values()],
            audio: [...attempt.plays.keys()].map((audioId) => this.audioPlay(attempt, audioId)),
            recordings: [...attempt.recordings.keys()].map((questionId) =>
              this.recording(attempt, questionId),
            ),
          }
        : null;
      return {
        attempt: {
          id: attempt.id,
          entitlementId: attempt.entitlementId,
          testSlug: entitlement.testSlug,
          testName: entitlement.testName,
          mode: attempt.mode,
          candidateNumber: attempt.candidateNumber,
          status: this.attemptStatus(attempt),
          serverNow: new Date(this.now()).toISOString(),
          extraTimePercent: entitlement.extraTimePercent,
          pausedAt: iso(attempt.pausedAt),
          sections,
          position: attempt.position,
          nextSectionStartsAt: iso(attempt.nextSectionStartsAt),
        },
        open,
      };
    },
    audioDuration(audioId: string): number {
      for (const section of this.form.sections)
        for (const part of section.parts) {
          if (part.stimulus?.kind === 'audio' && part.stimulus.audioId === audioId)
            return part.stimulus.durationSeconds;
          for (const group of part.groups)
            for (const question of group.questions)
              if (question.type === 'speech' && question.audio?.audioId === audioId)
                return question.audio.durationSeconds;
        }
      return 0;
    },
    audioPlay(attempt: FakeAttempt, audioId: string): AudioPlay {
      const play = attempt.plays.get(audioId)!;
      const duration = this.audioDuration(audioId);
      const offset = Math.max(0, (this.now() - play.startedAt) / 1000);
      return {
        audioId,
        src: `/api/exam/attempts/${attempt.id}/audio/${audioId}?exp=9999999999&sig=fake`,
        startedAt: new Date(play.startedAt).toISOString(),
        offsetSeconds: attempt.mode === 'exam' ? Math.min(offset, duration) : 0,
        durationSeconds: duration,
        finished: attempt.mode === 'exam' && offset >= duration,
      };
    },
    recording(attempt: FakeAttempt, questionId: string): Recording {
      const recording = attempt.recordings.get(questionId)!;
      return {
        questionId,
        status: recording.complete ? 'complete' : 'recording',
        chunks: recording.chunks.size,
        durationSeconds: recording.duration,
      };
    },
    myTests(userId: string): MyTest[] {
      return [...this.entitlements.values()]
        .filter((entitlement) => entitlement.userId === userId)
        .map((entitlement) => {
          const attempt = this.attemptOf(entitlement.id);
          if (attempt) this.closeIfDue(attempt);
          let status: MyTestStatus;
          if (entitlement.revoked) status = 'refunded';
          else if (!attempt)
            status = Date.parse(entitlement.expiresAt) < this.now() ? 'expired' : 'not_started';
          else status = this.attemptStatus(attempt);
          const left =
            attempt && status === 'in_progress'
              ? attempt.sections.reduce((sum, s) => {
                  if (s.status === 'closed') return sum;
                  if (s.status === 'open' && s.deadlineAt !== null)
                    return sum + Math.max(0, Math.round((s.deadlineAt - this.now()) / 1000));
                  return (
                    sum + Math.round(this.durationMs(entitlement, this.sectionContent(s.id)) / 1000)
                  );
                }, 0)
              : null;
          return {
            entitlementId: entitlement.id,
            attemptId: attempt?.id ?? null,
            testSlug: entitlement.testSlug,
            testName: entitlement.testName,
            image: `/images/tests/${entitlement.testSlug}.webp`,
            status,
            mode: attempt?.mode ?? null,
            purchasedAt: entitlement.purchasedAt,
            expiresAt: entitlement.expiresAt,
            timeLeftSeconds: left,
            overall: status === 'results_ready' ? (entitlement.overall ?? 6.5) : null,
            cefr: null,
            refundable: status === 'not_started',
          };
        });
    },
  };
}

export const examDb = createExamDb();

export function resetExamDb(): void {
  Object.assign(examDb, createExamDb());
}
