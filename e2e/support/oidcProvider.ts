import { OAuth2Server } from 'oauth2-mock-server';

export interface LocalOidcProvider {
  issuer: string;
  /** Claims the next ID tokens carry (the signed-in Google account). */
  signInAs: (claims: { email: string; name: string; email_verified?: boolean }) => void;
  stop: () => Promise<void>;
}

/** A local OpenID Connect provider standing in for Google (oauth2-mock-server). */
export async function startOidcProvider(): Promise<LocalOidcProvider> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, 'localhost');
  let claims: Record<string, unknown> = {};
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
  return {
    issuer: provider.issuer.url!,
    signInAs: (next) => {
      claims = { email_verified: true, ...next };
    },
    stop: () => provider.stop(),
  };
}
