import Fastify from 'fastify';
import { Type } from 'typebox';
import { compiledOnFirstUse, lazySchemaCompilers } from '../src/lib/lazySchemaCompilers';

describe('route schemas compiled on first use', () => {
  it('compiles a function once, on its first call, and reads its errors after a call', () => {
    let compilations = 0;
    const validate = compiledOnFirstUse(() => {
      compilations += 1;
      const compiled = Object.assign(
        (value: unknown) => {
          compiled.errors = value === 1 ? null : [{ message: 'must be 1' }];
          return value === 1;
        },
        { errors: null as unknown },
      );
      return compiled as never;
    });
    expect(compilations).toBe(0);
    expect(validate.errors).toBeUndefined();
    expect((validate as (value: unknown) => boolean)(2)).toBe(false);
    expect(validate.errors).toEqual([{ message: 'must be 1' }]);
    expect((validate as (value: unknown) => boolean)(1)).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compilations).toBe(1);
  });

  it('answers as Fastify’s eager compilers do: a 400 naming the field, coercion, and the response shape', async () => {
    const app = Fastify({ schemaController: { compilersFactory: lazySchemaCompilers } });
    app.post(
      '/items',
      {
        schema: {
          querystring: Type.Object({ page: Type.Integer({ minimum: 1 }) }),
          body: Type.Object({ name: Type.String({ minLength: 1 }) }),
          response: { 200: Type.Object({ name: Type.String(), page: Type.Integer() }) },
        },
      },
      async (request) => {
        const { page } = request.query as { page: number };
        const { name } = request.body as { name: string };
        return { name, page, secret: 'never sent' };
      },
    );
    await app.ready();
    for (let round = 0; round < 2; round += 1) {
      const bad = await app.inject({ method: 'POST', url: '/items?page=2', payload: {} });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("body must have required property 'name'");
      const good = await app.inject({
        method: 'POST',
        url: '/items?page=2',
        payload: { name: 'a' },
      });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toEqual({ name: 'a', page: 2 });
    }
    const badPage = await app.inject({
      method: 'POST',
      url: '/items?page=0',
      payload: { name: 'a' },
    });
    expect(badPage.json().message).toBe('querystring/page must be >= 1');
    await app.close();
  });
});
