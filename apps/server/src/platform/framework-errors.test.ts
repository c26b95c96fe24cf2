import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

// Fastify answers these before any route runs; they answered its own body shape, not the API's.
describe('errors raised before a route is found', () => {
  it('answers a path that is not valid percent-encoded UTF-8 with 400 and the ApiErrorBody', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/profile-service/api/v1/rate/limit/x%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Some fields are not valid', code: 'FST_ERR_BAD_URL' });
  });

  it('answers a path parameter over the length limit with 414 and the ApiErrorBody', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/profile-service/api/v1/rate/limit/${'x'.repeat(5000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'Some fields are not valid', code: 'FST_ERR_MAX_PARAM_LENGTH' });
  });
});
