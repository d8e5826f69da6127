import { fieldInvalid, fieldRequired, REQUEST_INVALID } from '../messages/common';

/** One schema failure as Ajv (the server) and TypeBox (the msw fakes) both report it. */
export interface SchemaIssue {
  instancePath: string;
  message?: string;
  params?: { missingProperty?: string; requiredProperties?: string[] };
}

/**
 * The message of the first schema failure: "email is required." or "limit must be <= 50.".
 * `part` names the value itself when the failure is not in one of its fields (body, querystring).
 */
export function schemaErrorMessage(issues: readonly SchemaIssue[], part?: string): string {
  const issue = issues[0];
  if (!issue) return REQUEST_INVALID;
  const missing = issue.params?.missingProperty ?? issue.params?.requiredProperties?.[0];
  if (missing) return fieldRequired(missing);
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || part || 'request';
  return fieldInvalid(field, issue.message ?? 'is not valid');
}
