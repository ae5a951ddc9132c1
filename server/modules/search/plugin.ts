import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX, SEARCH_API_PATH } from '../../../resources/paths';
import { badRequest } from '../../errors';
import { message } from '../../i18n/message';
import { searchRecords } from './search-query';
import { searchableResources } from './searchable-resources';

const MAX_TERM_LENGTH = 60;

/** GET /api/admin/search?term= — the top bar's global search over every resource declared with `search`. */
export const searchModule: FastifyPluginAsync = async (app) => {
  const { db, schema, resources } = app.portal;
  const searchable = searchableResources(resources);

  app.get<{ Querystring: { term?: string } }>(
    `${API_PREFIX}${SEARCH_API_PATH}`,
    { schema: { tags: ['search'], summary: 'Find records by number or description (at most 20, best first)' } },
    async (request) => {
      // The SPA already trims and uppercases; other clients get the same treatment.
      const term = (request.query.term ?? '').trim().toUpperCase();
      if (term === '') return [];
      if (term.length > MAX_TERM_LENGTH) throw badRequest(message('A search term has at most {{max}} characters', { max: MAX_TERM_LENGTH }), { term: message('Too long') });
      return searchRecords({ db, schema, searchable, caller: request.caller, term });
    },
  );
};
