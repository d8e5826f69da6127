import { Type } from 'typebox';
import { TEST_SLUGS } from '../../exams/catalogue';
import { TestFormFile } from '../../exams/form';
import { errors, Uuid } from '../common';
import { adminTags, DateTime, ListQuery, Paged, Version } from './common';

// The staff console's tests: putting a test on sale and pricing it, uploading a new version of its
// form, and granting a candidate extra time on an attempt.

const tags = adminTags('tests');

export const AdminTestForm = Type.Object({
  id: Type.String(),
  formId: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  /** New attempts use the active version; started attempts keep the one they began with. */
  active: Type.Boolean(),
  uploadedAt: DateTime,
  uploadedBy: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer({ minimum: 0 }),
  questionCount: Type.Integer({ minimum: 0 }),
});

export const AdminTest = Type.Object({
  id: Type.String(),
  slug: Type.Enum(TEST_SLUGS),
  name: Type.String(),
  price: Type.Integer({ minimum: 1 }),
  onSale: Type.Boolean(),
  /** Sold and not refunded. */
  sold: Type.Integer({ minimum: 0 }),
  forms: Type.Array(AdminTestForm),
  version: Type.Integer({ minimum: 1 }),
});
export const AdminTestsResponse = Type.Object({ tests: Type.Array(AdminTest) });

/** The most a test may cost: what the payment provider takes in one order, with room for GST. */
export const MAX_TEST_PRICE = 500_000;

export const UpdateTestRequest = Type.Object(
  {
    onSale: Type.Boolean(),
    price: Type.Integer({ minimum: 1, maximum: MAX_TEST_PRICE }),
    version: Version,
  },
  { additionalProperties: false },
);
export const TestResponse = Type.Object({ message: Type.String(), test: AdminTest });

/** A new form version, as the authored JSON file (validated again by the server). */
export const UploadFormRequest = TestFormFile;
/** The largest form file the console may upload (a full test is a few hundred kilobytes). */
export const MAX_FORM_BYTES = 4 * 1024 * 1024;

export const EXTRA_TIME_PERCENTS = [0, 25, 50] as const;

export const ATTEMPT_SORT_FIELDS = ['startedAt', 'purchasedAt'] as const;

/** An attempt as staff see it (names included: staff, unlike evaluators, manage learners). */
export const AdminAttempt = Type.Object({
  entitlementId: Type.String(),
  attemptId: Type.Union([Type.String(), Type.Null()]),
  learnerName: Type.String(),
  learnerEmail: Type.String(),
  testName: Type.String(),
  candidateNumber: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  purchasedAt: DateTime,
  startedAt: Type.Union([DateTime, Type.Null()]),
  extraTimePercent: Type.Integer(),
});
export const AdminAttemptsQuery = ListQuery(ATTEMPT_SORT_FIELDS, '-purchasedAt', {});

export const ExtraTimeRequest = Type.Object(
  {
    percent: Type.Union(EXTRA_TIME_PERCENTS.map((value) => Type.Literal(value))),
    /** Why (an access arrangement), kept in the audit log. */
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

export const adminTestsSchemas = {
  list: {
    tags,
    summary: 'The three tests: on sale or not, price, sales and form versions',
    response: { 200: AdminTestsResponse, ...errors(401, 403) },
  },
  update: {
    tags,
    summary: 'Put a test on sale or off, and set its price; 409 when the version is stale',
    params: Type.Object({ testId: Uuid }),
    body: UpdateTestRequest,
    response: { 200: TestResponse, ...errors(400, 401, 403, 404, 409) },
  },
  uploadForm: {
    tags,
    summary:
      'Upload a new version of a test form (checked in full); new attempts use it, started ones keep theirs',
    params: Type.Object({ testId: Uuid }),
    body: UploadFormRequest,
    response: { 201: TestResponse, ...errors(400, 401, 403, 404, 409, 413) },
  },
  attempts: {
    tags,
    summary: "Learners' bought tests and attempts; search by name, email or candidate number",
    querystring: AdminAttemptsQuery,
    response: { 200: Paged(AdminAttempt), ...errors(400, 401, 403) },
  },
  extraTime: {
    tags,
    summary: 'Grant a candidate extra time (25 % or 50 %) on a bought test or a running attempt',
    params: Type.Object({ entitlementId: Uuid }),
    body: ExtraTimeRequest,
    response: {
      200: Type.Object({ message: Type.String(), attempt: AdminAttempt }),
      ...errors(400, 401, 403, 404, 409),
    },
  },
};
