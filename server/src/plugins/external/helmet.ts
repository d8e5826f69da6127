import helmet from 'helmet';
import fp from 'fastify-plugin';
import { spaInlineScriptHashes } from '../../hosting/inlineScripts';

/**
 * Content security policy the SPA runs under: Emotion's <style> tags, Razorpay Checkout, the
 * inline scripts of index.html allowed by their hashes, the bucket lesson files are redirected
 * to when the media live in one, and the exam room's blob: pictures and recordings.
 */
export function contentSecurityPolicy(
  https: boolean,
  scriptHashes: string[],
  mediaOrigin?: string,
) {
  const media = mediaOrigin ? [mediaOrigin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://checkout.razorpay.com', ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: the exam room's own data (a test's pictures fetched with the token, the candidate's
      // recorded sample played back); only scripts of this origin can make such addresses.
      imgSrc: ["'self'", 'data:', 'blob:', ...media],
      mediaSrc: ["'self'", ...media, 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://lumberjack.razorpay.com'],
      frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Security headers on every answer (helmet). The middleware is built once per set of inline-script
 * hashes, i.e. again only when a new SPA build is served: @fastify/helmet built it on every
 * request, parsing and validating the whole policy each time, a cost paid on every answer under
 * load.
 */
export const helmetPlugin = fp(
  async (fastify) => {
    const { secureCookies, spaDir } = fastify.config;
    const mediaOrigin = await fastify.media.remoteOrigin?.();
    const scriptHashes = spaDir ? spaInlineScriptHashes(spaDir) : () => [];
    const build = (hashes: string[]) => ({
      hashes,
      secure: helmet({
        contentSecurityPolicy: contentSecurityPolicy(secureCookies, hashes, mediaOrigin),
        // A page that opened ours loses its handle on it; Razorpay Checkout's popups (some payment
        // methods) keep theirs. It makes Lighthouse's phone runs commit the page in a new process,
        // which its TBT counts; kept on purpose (docs/performance.md, the opener policy's swap).
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        strictTransportSecurity: secureCookies,
      }),
    });
    let current = build(scriptHashes());
    fastify.addHook('onRequest', (request, reply, done) => {
      const hashes = scriptHashes();
      if (hashes !== current.hashes) current = build(hashes);
      current.secure(request.raw, reply.raw, () => done());
    });
  },
  { name: 'helmet', dependencies: ['config', 'media'] },
);
