import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { CSRF_HEADER } from '@contract/constants';
import type { AppConfig } from '../config';
import { spaInlineScriptHashes } from '../lib/inlineScripts';

/**
 * Content security policy the SPA runs under: Emotion's <style> tags, Razorpay Checkout, and the
 * inline scripts of index.html allowed by their hashes (asked for on every response).
 */
export function contentSecurityPolicy(https: boolean, scriptHashes?: () => string[]) {
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
      imgSrc: ["'self'", 'data:'],
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

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(
      config.secureCookies,
      config.spaDir ? spaInlineScriptHashes(config.spaDir) : undefined,
    ),
    // Razorpay Checkout may open a popup for some payment methods.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.secureCookies,
  });
  await app.register(cors, {
    origin: config.siteOrigin,
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', CSRF_HEADER],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  });
  if (config.rateLimit.enabled) {
    // Only routes that ask for it (config.rateLimit) are limited: sign-in, mail-sending and contact.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please wait ${context.after} and try again.`,
        code: 'RATE_LIMITED',
      }),
    });
  }
}
