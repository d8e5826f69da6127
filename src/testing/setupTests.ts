import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetAdminDb } from './mocks/adminDb';
import { forgetEverything } from '@/features/exam/model/offlineStore';
import { resetDb } from './mocks/db';
import { resetExamDb } from './mocks/exam/examDb';
import { resetMarkingDb } from './mocks/marking/markingDb';
import { resetResultsDb } from './mocks/results/resultsDb';
import { server } from './mocks/server';

// A lazily loaded screen is compiled on its first render; on a busy machine that alone can pass
// the default second of findBy*, and the test would fail for the machine, not for the product.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetDb();
  resetAdminDb();
  resetExamDb();
  resetMarkingDb();
  resetResultsDb();
  if (inBrowser) {
    void forgetEverything();
    window.sessionStorage.clear();
    window.localStorage.clear();
  }
});
afterAll(() => server.close());

// A few tests run in Node, as the server draws pages (`@jest-environment node`): no window there.
const inBrowser = typeof window !== 'undefined';

// jsdom leaves these out; the app calls them.
if (inBrowser) {
  window.scrollTo = () => {};
  window.alert = () => {};
}
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
