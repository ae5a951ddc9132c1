import { LRUCache } from 'lru-cache';
import type { TokenClaims, VerifyToken } from './verify-token';

// Verifying an RS256 signature costs about 150 µs of CPU, and a client sends the same token with every request
// until it renews it. So a token is verified once and its claims kept, keyed by the token's exact text,
// until its `exp`: a kept token is one whose signature, issuer, audience and scope were all checked.
// Refused tokens are never kept; they are judged afresh each time.

/** How many tokens are kept at most (the least recently used go first): a few KiB each. */
const MAX_TOKENS = 5000;

/** jose's rule: a token is expired once `exp` is at or before the current second. */
const isExpired = (claims: TokenClaims, nowMs: number) => (claims.exp as number) <= Math.floor(nowMs / 1000);

export const keepingVerifiedTokens = (verifyToken: VerifyToken, options: { max?: number } = {}): VerifyToken => {
  const verified = new LRUCache<string, TokenClaims>({ max: options.max ?? MAX_TOKENS });
  return async (token) => {
    const kept = verified.get(token);
    // Checked here rather than left to the cache's own ttl, so expiry is decided by the same clock as jose's.
    if (kept && !isExpired(kept, Date.now())) return kept;
    if (kept) verified.delete(token);
    const claims = Object.freeze(await verifyToken(token));
    // No ttl in the cache itself: its expired tokens would stay until evicted all the same (lru-cache purges only
    // what it is asked for), and a cache with ttls reads the clock and sets a timer every millisecond under load.
    verified.set(token, claims);
    return claims;
  };
};
