import { http, HttpResponse } from 'msw';
import type { TestCatalogueResponse } from '@contract/examTypes';
import { db } from '../db';
import { apiUrl } from '../http';

/** The /tests page's catalogue (public): the fake's three tests, off sale unless a test says so. */
export const testsHandlers = [
  http.get(apiUrl('/tests'), () =>
    HttpResponse.json<TestCatalogueResponse>({ tests: structuredClone(db.tests) }),
  ),
];
