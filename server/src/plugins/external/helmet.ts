import helmet from 'helmet';
import fp from 'fastify-plugin';
import { spaInlineScriptHashes } from '../../lib/inlineScripts';

/**
 * Content security policy the SPA runs under: Emotion's <style> tags, Razorpay Checkout, the
 * inline scripts of index.html allowed by their hashes (asked for on every response), and the
 * bucket lesson files are redirected to when the media live in one.
 */
export function contentSecurityPolicy(
  https: boolean,
  scriptHashes?: () => string[],
  mediaOrigin?: string,
) {
  const media = mediaOrigin ? [mediaOrigin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        'https://checkout.razorpay.com',
        ...(scriptHashes ? [() => scriptHashes().join(' ')] : []),
      ],
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
 * Security headers on every answer (helmet). Built once: @fastify/helmet builds helmet's middleware
 * again on every request, parsing the whole policy each time (about 6 % of the server's time under
 * load). The inline scripts' hashes are still asked for on every answer.
 */
export const helmetPlugin = fp(
  async (fastify) => {
    const { secureCookies, spaDir } = fastify.config;
    const secure = helmet({
      contentSecurityPolicy: contentSecurityPolicy(
        secureCookies,
        spaDir ? spaInlineScriptHashes(spaDir) : undefined,
        await fastify.media.remoteOrigin?.(),
      ),
      // Razorpay Checkout may open a popup for some payment methods.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: secureCookies,
    });
    fastify.addHook('onRequest', (request, reply, done) =>
      secure(request.raw, reply.raw, () => done()),
    );
  },
  { name: 'helmet', dependencies: ['config', 'media'] },
);
