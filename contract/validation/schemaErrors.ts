import { UUID_PATTERN } from '../ids';
import { fieldInvalid, fieldRequired, ID_RULE, REQUEST_INVALID } from '../messages/common';

/** One schema failure as Ajv (the server) and TypeBox (the msw fakes) both report it. */
export interface SchemaIssue {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: {
    missingProperty?: string;
    requiredProperties?: string[];
    allowedValues?: unknown[];
    pattern?: string;
  };
}

/**
 * The message of the first schema failure: "email is required.", "limit must be <= 50.",
 * "sort must be one of: popular, rating." or "lessonId must be an id: a UUID in lower case.".
 * `part` names the value itself when the failure is not in one of its fields (body, querystring).
 */
export function schemaErrorMessage(issues: readonly SchemaIssue[], part?: string): string {
  const issue = closestIssue(issues);
  if (!issue) return REQUEST_INVALID;
  const missing = issue.params?.missingProperty ?? issue.params?.requiredProperties?.[0];
  if (missing) return fieldRequired(missing);
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || part || 'request';
  const allowed = issue.params?.allowedValues;
  if (allowed) return fieldInvalid(field, `must be one of: ${allowed.join(', ')}`);
  if (issue.params?.pattern === UUID_PATTERN) return fieldInvalid(field, ID_RULE);
  return fieldInvalid(field, issue.message ?? 'is not valid');
}

/**
 * The first issue, except where a value broke every branch of a union (`null` or a number): then
 * the branch it came closest to, so 2147483648 for `maxUses` says "must be <= 2147483647", not
 * "must be null".
 */
function closestIssue(issues: readonly SchemaIssue[]): SchemaIssue | undefined {
  const union = issues.find((issue) => issue.keyword === 'anyOf');
  const closer =
    union &&
    issues.find(
      (issue) =>
        issue.instancePath === union.instancePath &&
        issue.keyword !== 'type' &&
        issue.keyword !== 'anyOf',
    );
  return closer ?? issues[0];
}
