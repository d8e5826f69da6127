import helmet from 'helmet';
import fp from 'fastify-plugin';
import { spaInlineScriptHashes } from '../../hosting/inlineScripts';

/**
 * Content security policy the SPA runs under: Emotion's <style> tags, Razorpay Checkout, the
 * inline scripts of index.html allowed by their hashes, and the bucket lesson files are
 * redirected to when the media live in one.
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
      imgSrc: ["'self'", 'data:', ...media],
      ...(mediaOrigin ? { mediaSrc: ["'self'", mediaOrigin] } : {}),
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
        // Razorpay Checkout may open a popup for some payment methods.
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
