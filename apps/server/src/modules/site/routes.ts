import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, countryCodesResponse, restrictedCountriesResponse, siteConfigurationResponse } from '@lodestar/contracts';
import type { Config } from '../../config.ts';
import type { GeoService } from '../geo/index.ts';
import { siteConfigurationOf } from './boot-state.ts';
import { countryCodes } from './country-codes.ts';

/** The static data SPEC.md §7 loads from a content network, served here from configuration and the back office's lists. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config; geo: GeoService }> = async (app, { config, geo }) => {
  const tags = ['static'];
  app.get(
    apiPaths.siteConfiguration,
    { schema: { tags, summary: 'What the browser may know of the configuration', response: { 200: siteConfigurationResponse } } },
    async () => siteConfigurationOf(config),
  );
  app.get(
    apiPaths.restrictedCountries,
    { schema: { tags, summary: 'ISO codes of the countries the site is closed to', response: { 200: restrictedCountriesResponse } } },
    async () => [...(await geo.restrictedCountries())],
  );
  app.get(
    apiPaths.countryCodes,
    { schema: { tags, summary: 'Country names by ISO code', response: { 200: countryCodesResponse } } },
    async () => countryCodes,
  );
};
