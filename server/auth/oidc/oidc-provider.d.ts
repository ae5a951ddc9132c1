// oidc-provider ships no types of its own: this declares only the part of its 9.x API we use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The Koa context the provider hands to its hooks; we read a few fields of it. */
  export type KoaContextWithOIDC = {
    host: string;
    /** The request's headers (Koa's); the provider's own pages read Accept-Language from them. */
    headers: Record<string, string | string[] | undefined>;
    type: string;
    status: number;
    body: unknown;
    oidc: {
      client?: { clientId: string; grantTypeAllowed(grant: string): boolean };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      params?: Record<string, unknown>;
      provider: Provider;
    };
  };

  export type Account = {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  };

  export type Interaction = {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  };

  export class Grant {
    constructor(properties: { clientId: string; accountId: string });
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  /** The provider's configuration is large and loosely shaped; each hook we set is typed where we write it. */
  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    issuer: string;
    proxy: boolean;
    Grant: typeof Grant & { find(id: string): Promise<Grant | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: { InvalidTarget: new (description?: string) => Error };
  export default Provider;
}
