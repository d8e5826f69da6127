import { HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import type { ErrorResponse } from '@contract/types';
import { db } from './db';

export const apiUrl = (path: string): string => `${apiBaseUrl}${path}`;

export const errorResponse = (status: number, message: string, code?: ErrorResponse['code']) =>
  HttpResponse.json<ErrorResponse>(code ? { message, code } : { message }, { status });

/** The signed-in user's id, or null when the bearer token is missing or no longer valid. */
export function userIdOf(request: Request): string | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  return token ? (db.tokens.get(token) ?? null) : null;
}

export const unauthorized = () => errorResponse(401, 'Unauthorized');
