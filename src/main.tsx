import { startTransition } from 'react';
import { deferHydration } from './components/layout/HydrateLater';
import { yieldToMain } from './lib/yieldToMain';

/**
 * Starts the app in steps, each in a task of its own: running all of its code, building the store
 * and matching the route in one go would be one long task on a phone's main thread. The
 * modules are in the entry chunks already ("eager"); importing them only runs them.
 */
async function start() {
  // The entry scripts are added by index.html's loader, possibly before the page is parsed.
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve));

  // Redux Toolkit and RTK Query.
  await yieldToMain();
  await import(
    /* webpackMode: "eager" */ /* webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'
  );

  // The store's modules, then the store with its session read back from localStorage, then the
  // server's API answers handed to it.
  await yieldToMain();
  const { setupStore } = await import(/* webpackMode: "eager" */ './store/store');
  const { createNavigationService } = await import(/* webpackMode: "eager" */ './app/navigation');
  const { startSession } = await import(/* webpackMode: "eager" */ './app/sessionStart');
  await yieldToMain();
  const navigation = createNavigationService();
  const store = setupStore(undefined, { navigate: navigation.navigate });
  await yieldToMain();
  const { takeServerState } = await import(/* webpackMode: "eager" */ './app/serverRendered');
  takeServerState(store);
  const sessionStarted = startSession(store);

  // React DOM; MUI with the theme, built as its module runs; the providers; the app; then the
  // route table with its layouts.
  await yieldToMain();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ /* webpackExports: ["theme"] */ './theme/theme');
  await yieldToMain();
  await import(
    /* webpackMode: "eager" */ /* webpackExports: ["AppProviders"] */ './app/AppProviders'
  );
  await yieldToMain();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  const { routes } = await import(/* webpackMode: "eager" */ './app/routes');
  const { preloadRoute } = await import(/* webpackMode: "eager" */ './app/preloadRoute');
  const { preloadSignedInActions } = await import(
    /* webpackMode: "eager" */ './app/layout/AccountActions'
  );

  // With the session read back and this page's code in hand (index.html preloaded it), the first
  // render is the page itself rather than a spinner. A transition lets React yield while it
  // builds it.
  await yieldToMain();
  await Promise.all([
    sessionStarted.then(() => store.getState().auth.user && preloadSignedInActions()),
    preloadRoute(routes, window.location, store.dispatch),
  ]);
  const container = document.getElementById('root')!;
  const app = <App store={store} navigation={navigation} />;
  // The server draws a visitor's public pages: React takes that markup over. A signed-in
  // browser's page differs (its navbar), so it is drawn afresh.
  const hydrate = container.firstElementChild !== null && !store.getState().auth.user;
  if (!hydrate) container.replaceChildren();
  // The parts in HydrateLater (the footer, what lies below a page's first screen) hydrate after
  // the rest, each in a task of its own, rather than in one long commit with the whole page.
  else deferHydration();
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
