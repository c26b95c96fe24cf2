import { z } from 'zod';

/** Every non-2xx answer of the API has this body. */
export const apiErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorResponse>;

/** GET ip-service user/currentIp */
export const currentIpResponse = z.object({ country: z.string(), isoCode: z.string() });
export type CurrentIp = z.infer<typeof currentIpResponse>;

/** GET /static/site-configuration.json: what the browser may know of the server's configuration. */
export const siteConfigurationResponse = z.object({
  recaptchaSiteKey: z.string().nullable(),
  supportEmail: z.string(),
  /** Development helpers (mailbox page, crash page) are on: never in production. */
  devTools: z.boolean(),
});
export type SiteConfiguration = z.infer<typeof siteConfigurationResponse>;

/** GET /static/restricted-countries.json: ISO 3166-1 alpha-2 codes. */
export const restrictedCountriesResponse = z.array(z.string().length(2));

/** GET /static/country-codes.json: SPEC.md §3 "object whose values have a name". */
export const countryCodesResponse = z.record(z.string(), z.object({ name: z.string() }));

/** POST /api/error-logger: what the error boundary reports. */
export const errorReportRequest = z.object({
  message: z.string().max(2000),
  stack: z.string().max(10_000).optional(),
  componentStack: z.string().max(10_000).optional(),
  url: z.string().max(2000),
  userAgent: z.string().max(1000),
  user: z.object({ id: z.string().max(100).optional(), email: z.string().max(320).optional() }).optional(),
});
export type ErrorReport = z.infer<typeof errorReportRequest>;
