import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX, SEARCH_API_PATH } from '../../../resources/paths';
import { badRequest } from '../../errors';
import { message } from '../../i18n/message';
import { searchRecords } from './search-query';
import { replyLanguage } from '../../i18n/reply-language';
import { searchableResources } from './searchable-resources';

const MAX_TERM_LENGTH = 60;

/** GET /api/admin/search?term= — the top bar's global search over every resource declared with `search`. */
export const searchModule: FastifyPluginAsync = async (app) => {
  const { db, schema, resources } = app.portal;
  const searchable = searchableResources(resources);

  app.get<{ Querystring: { term?: string | string[] } }>(
    `${API_PREFIX}${SEARCH_API_PATH}`,
    { schema: { tags: ['search'], summary: 'Find records by number or description (at most 20, best first)' } },
    async (request) => {
      // `term` given twice arrives as a list: one value is asked for (it was a 500).
      const given = request.query.term;
      if (Array.isArray(given)) throw badRequest(message('Give one value'), { term: message('Give one value') });
      // The SPA already trims and uppercases; other clients get the same treatment.
      const term = (given ?? '').trim().toUpperCase();
      if (term === '') return [];
      if (term.length > MAX_TERM_LENGTH) throw badRequest(message('A search term has at most {{max}} characters', { max: MAX_TERM_LENGTH }), { term: message('Too long') });
      return searchRecords({ db, schema, searchable, caller: request.caller, term, language: replyLanguage(request) });
    },
  );
};
