import * as oidc from 'openid-client';
import {
  GOOGLE_EMAIL_UNVERIFIED,
  GOOGLE_FLOW_EXPIRED,
  GOOGLE_NO_CLIENT,
  GOOGLE_NO_IDENTITY,
} from '@contract/messages/google';
import type { AppConfig } from '../../config';

export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
}

/** What the short-lived signed cookie carries between the redirect and the callback. */
interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
}

export class GoogleSignInError extends Error {}

const isLocalHttp = (issuer: URL): boolean =>
  issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);

/** OpenID Connect authorization-code flow with PKCE, state and nonce (openid-client v6). */
export function createGoogleSignIn(config: Pick<AppConfig, 'google' | 'siteUrl'>) {
  const { issuer, clientId, clientSecret } = config.google;
  const redirectUri = `${config.siteUrl}/api/auth/google/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    if (!clientId || !clientSecret) throw new GoogleSignInError(GOOGLE_NO_CLIENT);
    const issuerUrl = new URL(issuer);
    discovered ??= oidc.discovery(
      issuerUrl,
      clientId,
      clientSecret,
      undefined,
      isLocalHttp(issuerUrl) ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    // A failed discovery (provider down) is retried on the next sign-in instead of staying cached.
    discovered.catch(() => (discovered = undefined));
    return discovered;
  }

  return {
    get configured(): boolean {
      return Boolean(clientId && clientSecret);
    },

    /** The provider URL to send the browser to, and the flow state to keep in the cookie. */
    async start(): Promise<{ url: string; flowState: string }> {
      const oidcConfig = await configuration();
      const flow: FlowState = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(oidcConfig, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, flowState: JSON.stringify(flow) };
    },

    /** Exchanges the code and checks state, nonce and PKCE; the email must be verified by the provider. */
    async finish(callbackPathAndQuery: string, flowState: string): Promise<GoogleProfile> {
      const oidcConfig = await configuration();
      let flow: FlowState;
      try {
        flow = JSON.parse(flowState) as FlowState;
      } catch {
        throw new GoogleSignInError(GOOGLE_FLOW_EXPIRED);
      }
      const currentUrl = new URL(callbackPathAndQuery, config.siteUrl);
      const tokens = await oidc.authorizationCodeGrant(oidcConfig, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new GoogleSignInError(GOOGLE_NO_IDENTITY);
      const email = typeof claims.email === 'string' ? claims.email : '';
      if (!email || claims.email_verified !== true) {
        throw new GoogleSignInError(GOOGLE_EMAIL_UNVERIFIED);
      }
      const name =
        typeof claims.name === 'string' && claims.name.trim()
          ? claims.name.trim()
          : email.split('@')[0];
      return { sub: claims.sub, email, name };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
