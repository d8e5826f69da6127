import FixedJSDOMEnvironment from 'jest-fixed-jsdom';
import { requiredClasses } from './selectorClasses';

/**
 * jest-fixed-jsdom (jsdom with Node's fetch and streams, as msw needs), with one change to how fast
 * jsdom computes a style. `getComputedStyle` matches every CSS rule of the document against the
 * element, and MUI's styles make those rules many: role queries (checking what is hidden) and MUI's
 * self-sizing text areas call it all the time, and matching was up to a quarter of a screen test's
 * time. Most rules name a class the element lacks (`.css-1x2y3z`, `.css-1x2y3z:hover`); those are
 * answered "no match" by a look at the element's classes before the selector engine runs. A rule
 * that could match is still matched by jsdom's own engine, so every answer is the same.
 */
interface SelectorEngine {
  match(selector: string, element: Element, callback?: unknown): boolean;
}

function withClassCheck(engine: SelectorEngine): SelectorEngine {
  const match = engine.match.bind(engine);
  engine.match = (selector, element, callback) => {
    const classes = requiredClasses(selector);
    if (classes) for (const name of classes) if (!element.classList.contains(name)) return false;
    return match(selector, element, callback);
  };
  return engine;
}

export default class JsdomEnvironment extends FixedJSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof FixedJSDOMEnvironment>) {
    super(...args);
    // jsdom's internals have no types; the engine its style matching uses is kept on the
    // document's implementation, made on first use.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils.js') as {
      implForWrapper(wrapper: unknown): object;
    };
    Object.defineProperty(implForWrapper(this.global.document), '_nwsapiDontThrow', {
      configurable: true,
      get: () => undefined,
      set(this: object, engine: SelectorEngine) {
        Object.defineProperty(this, '_nwsapiDontThrow', {
          value: withClassCheck(engine),
          writable: true,
          configurable: true,
        });
      },
    });
  }
}
