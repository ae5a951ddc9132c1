import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import { CATALOGUES, SOURCE_LANGUAGE, type CatalogueLanguage } from '../../i18n/catalogues';
import { render, type Message } from './message';

// The language of a reply's refusal, chosen from the request's Accept-Language by its q-values (negotiator
// reads them: `it-IT,it;q=0.9` or `it;q=0.8, en;q=0.5` ask for Italian, `en;q=1, it;q=0.5` for English). The
// SPA sends the user's chosen language on every call; a client that sends none, or only languages the portal
// does not speak, gets English, the spec's language.

const SPOKEN = Object.keys(CATALOGUES) as CatalogueLanguage[];

export const replyLanguage = (request: Pick<FastifyRequest, 'headers'>): CatalogueLanguage => {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return SOURCE_LANGUAGE;
  const [preferred] = new Negotiator({ headers: { 'accept-language': header } }).languages(SPOKEN);
  return (preferred as CatalogueLanguage | undefined) ?? SOURCE_LANGUAGE;
};

/** A message in the language of the request it answers. */
export const replyText = (request: Pick<FastifyRequest, 'headers'>, text: Message) => render(text, replyLanguage(request));
