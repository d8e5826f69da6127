/**
 * A UUID as the server writes it: 36 characters, lower-case hex, no `urn:uuid:` prefix and no
 * braces. The shared id schema (schemas/common.ts) takes nothing else.
 */
export const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
