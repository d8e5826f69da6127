import { pageTitle } from './pageTitles';

// The titles of the tests' own pages (the Tests tab, the briefing, the room), beside PAGE_TITLES:
// every storefront page that sets its title carries that object whole, and never shows these.
export const EXAM_PAGE_TITLES = {
  myTests: pageTitle('My tests'),
  examBriefing: pageTitle('Before your test'),
  examRoom: pageTitle('Test in progress'),
} as const;
