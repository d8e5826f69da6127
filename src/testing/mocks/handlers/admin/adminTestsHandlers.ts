import { http, HttpResponse } from 'msw';
import * as m from '@contract/messages/adminTests';
import {
  AdminAttemptsQuery,
  ExtraTimeRequest,
  UpdateTestRequest,
} from '@contract/schemas/admin/tests';
import { adminDb } from '../../adminDb';
import { pageOf } from '../../adminList';
import { db } from '../../db';
import { checkedBody, checkedQuery, errorResponse } from '../../http';
import { adminUrl, asStaff, audit, now } from './adminGuard';

const findTest = (id: string) => adminDb.tests.find((test) => test.id === id);

/** The console's tests and attempts; a sale or price set here shows on the fake's /tests too. */
export const adminTestsHandlers = [
  http.get(
    adminUrl('/tests'),
    asStaff(() => HttpResponse.json({ tests: adminDb.tests })),
  ),
  http.put(
    adminUrl('/tests/:testId'),
    asStaff(async ({ request, params, actor }) => {
      const checked = await checkedBody(request, UpdateTestRequest);
      if ('invalid' in checked) return checked.invalid;
      const test = findTest(params.testId!);
      if (!test) return errorResponse(404, m.ADMIN_TEST_NOT_FOUND);
      const { onSale, price, version } = checked.body;
      if (version !== test.version) return errorResponse(409, m.TEST_STALE);
      const before = { onSale: test.onSale, price: test.price };
      Object.assign(test, { onSale, price, version: test.version + 1 });
      const shop = db.tests.find((candidate) => candidate.id === test.id);
      if (shop) Object.assign(shop, { onSale, price });
      audit(actor, 'test.update', test.id, before, { onSale, price });
      const message =
        onSale === before.onSale
          ? m.TEST_SAVED
          : onSale
            ? m.TEST_PUT_ON_SALE
            : m.TEST_TAKEN_OFF_SALE;
      return HttpResponse.json({ message, test });
    }),
  ),
  // The server checks the whole form file (exam-engine's import); the fake checks its id only.
  http.post(
    adminUrl('/tests/:testId/forms'),
    asStaff(async ({ request, params, actor }) => {
      const test = findTest(params.testId!);
      if (!test) return errorResponse(404, m.ADMIN_TEST_NOT_FOUND);
      const body = (await request.json().catch(() => null)) as { formId?: unknown } | null;
      if (!body || typeof body.formId !== 'string')
        return errorResponse(
          400,
          'The form file is not a test form: formId is missing.',
          'VALIDATION',
        );
      const version = Math.max(0, ...test.forms.map((form) => form.version)) + 1;
      test.forms = [
        {
          id: `f0000000-0000-4000-8000-${String(version).padStart(12, '0')}`,
          formId: body.formId,
          version,
          active: true,
          uploadedAt: now(),
          uploadedBy: actor.email,
          attempts: 0,
          questionCount: 80,
        },
        ...test.forms.map((form) => ({ ...form, active: false })),
      ];
      audit(actor, 'test.form-upload', test.id, null, { formId: body.formId, version });
      return HttpResponse.json(
        { message: `Version ${version} of ${body.formId} is active.`, test },
        { status: 201 },
      );
    }),
  ),
  http.get(
    adminUrl('/attempts'),
    asStaff(({ request }) => {
      const checked = checkedQuery(request, AdminAttemptsQuery);
      if ('invalid' in checked) return checked.invalid;
      return HttpResponse.json(
        pageOf(adminDb.attempts, checked.query, ['learnerName', 'learnerEmail', 'candidateNumber']),
      );
    }),
  ),
  http.put(
    adminUrl('/attempts/:entitlementId/extra-time'),
    asStaff(async ({ request, params, actor }) => {
      const checked = await checkedBody(request, ExtraTimeRequest);
      if ('invalid' in checked) return checked.invalid;
      const attempt = adminDb.attempts.find((row) => row.entitlementId === params.entitlementId);
      if (!attempt) return errorResponse(404, m.ENTITLEMENT_NOT_FOUND);
      if (['submitted', 'awaiting_evaluation', 'results_ready'].includes(attempt.status))
        return errorResponse(409, m.EXTRA_TIME_ENDED);
      const { percent, reason } = checked.body;
      if (percent === attempt.extraTimePercent)
        return HttpResponse.json({ message: m.EXTRA_TIME_UNCHANGED, attempt });
      if (attempt.startedAt && percent < attempt.extraTimePercent)
        return errorResponse(409, m.EXTRA_TIME_NOT_LESS);
      const before = { extraTimePercent: attempt.extraTimePercent };
      attempt.extraTimePercent = percent;
      audit(actor, 'attempt.extra-time', attempt.entitlementId, before, {
        extraTimePercent: percent,
        reason,
      });
      return HttpResponse.json({ message: m.EXTRA_TIME_SAVED, attempt });
    }),
  ),
];
