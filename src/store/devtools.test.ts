import { devToolsOptions, redactSecrets } from './devtools';

describe('Redux DevTools options', () => {
  it('are named after the product', () => {
    expect(devToolsOptions.name).toBe('Vaani Academy');
  });

  it('hide the access token in state, at any depth, and leave the rest readable', () => {
    const state = {
      auth: { token: 'secret-jwt', user: { name: 'Asha' } },
      api: { mutations: { abc: { data: { accessToken: 'secret-jwt', user: { name: 'Asha' } } } } },
    };

    const shown = devToolsOptions.stateSanitizer(state);

    expect(JSON.stringify(shown)).not.toContain('secret-jwt');
    expect(shown.auth).toEqual({ token: '<redacted>', user: { name: 'Asha' } });
    expect(state.auth.token).toBe('secret-jwt'); // the real state is untouched
  });

  it('hide tokens and passwords in actions', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: { arg: { originalArgs: { email: 'a@b.in', password: 'hunter22' } } },
      payload: { accessToken: 'secret-jwt' },
    };

    const shown = devToolsOptions.actionSanitizer(action);

    expect(JSON.stringify(shown)).not.toMatch(/hunter22|secret-jwt/);
    expect(shown.type).toBe('api/executeMutation/pending');
  });

  it('keep null tokens as null so a signed-out state reads as signed out', () => {
    expect(redactSecrets({ token: null })).toEqual({ token: null });
  });
});
